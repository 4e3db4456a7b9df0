package dev.logtune.configs.render;

import java.util.ArrayDeque;
import java.util.Deque;

/** Writes indented XML with comments, escaping as it goes; the same calls give the same bytes. */
final class XmlText {
    private static final String INDENT = "  ";

    private final StringBuilder out = new StringBuilder();
    private final Deque<String> open = new ArrayDeque<>();

    XmlText() {
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    }

    XmlText comment(String text) {
        // "--" may not appear inside a comment.
        indent().append("<!-- ").append(text.replace("--", "- -")).append(" -->\n");
        return this;
    }

    /** Opens an element; attributes come as name, value pairs, a null value leaves the attribute out. */
    XmlText open(String name, String... attributes) {
        startTag(name, attributes).append(">\n");
        open.push(name);
        return this;
    }

    XmlText empty(String name, String... attributes) {
        startTag(name, attributes).append("/>\n");
        return this;
    }

    /** An element holding only text; attributes as for {@link #open}. */
    XmlText leaf(String name, String text, String... attributes) {
        startTag(name, attributes).append('>').append(escape(text)).append("</").append(name).append(">\n");
        return this;
    }

    XmlText close() {
        String name = open.pop();
        indent().append("</").append(name).append(">\n");
        return this;
    }

    String text() {
        if (!open.isEmpty()) {
            throw new IllegalStateException("unclosed elements: " + open);
        }
        return out.toString();
    }

    private StringBuilder startTag(String name, String... attributes) {
        if (attributes.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name, value pairs");
        }
        StringBuilder line = indent().append('<').append(name);
        for (int i = 0; i < attributes.length; i += 2) {
            if (attributes[i + 1] != null) {
                line.append(' ').append(attributes[i]).append("=\"").append(escape(attributes[i + 1])).append('"');
            }
        }
        return line;
    }

    private StringBuilder indent() {
        return out.append(INDENT.repeat(open.size()));
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

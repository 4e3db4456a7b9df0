package dev.logtune.tuner.tune;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Where each element of an XML text starts and ends, in document order, so that an edit touches only the characters
 * it changes. A scanner rather than StAX: StAX reports where a start tag ends, not where it begins, and says nothing
 * of attribute values. It runs only on text the secure parser has already accepted as well-formed.
 */
final class XmlLocator {
    private final String text;
    private int at;

    private XmlLocator(String text) {
        this.text = text;
    }

    /** An attribute as written: its name, where its value lies (quotes excluded), and the quote used. */
    record Attribute(String name, int valueStart, int valueEnd, char quote) {
    }

    /**
     * One element.
     *
     * @param start the offset of its {@code <}
     * @param startTagEnd just after the {@code >} of its start tag
     * @param contentEnd the offset of its end tag's {@code <}; {@code startTagEnd} when it closes itself
     * @param end just after its last {@code >}
     * @param parent the index of its parent in the list, -1 for the root
     */
    record Element(String name, int start, int startTagEnd, int contentEnd, int end, boolean selfClosing,
                   List<Attribute> attributes, int parent) {
    }

    static List<Element> locate(String text) {
        return new XmlLocator(text).scan();
    }

    private List<Element> scan() {
        List<Builder> found = new ArrayList<>();
        Deque<Integer> open = new ArrayDeque<>();
        while ((at = text.indexOf('<', at)) >= 0) {
            if (text.startsWith("<!--", at)) {
                at = past("-->");
            } else if (text.startsWith("<![CDATA[", at)) {
                at = past("]]>");
            } else if (text.startsWith("<?", at)) {
                at = past("?>");
            } else if (text.startsWith("<!", at)) {
                skipDeclaration();
            } else if (text.startsWith("</", at)) {
                Builder closed = found.get(open.pop());
                closed.contentEnd = at;
                at = past(">");
                closed.end = at;
            } else {
                Builder element = startTag(open.isEmpty() ? -1 : open.peek());
                found.add(element);
                if (!element.selfClosing) {
                    open.push(found.size() - 1);
                }
            }
        }
        if (!open.isEmpty()) {
            throw new IllegalStateException("unclosed element <" + found.get(open.peek()).name + ">");
        }
        return found.stream().map(Builder::build).toList();
    }

    private Builder startTag(int parent) {
        Builder element = new Builder();
        element.start = at;
        element.parent = parent;
        at++;
        int nameStart = at;
        while (!Character.isWhitespace(text.charAt(at)) && text.charAt(at) != '>' && text.charAt(at) != '/') {
            at++;
        }
        element.name = text.substring(nameStart, at);
        while (true) {
            skipWhitespace();
            char c = text.charAt(at);
            if (c == '/') {
                element.selfClosing = true;
                at = past(">");
                break;
            }
            if (c == '>') {
                at++;
                break;
            }
            int attributeStart = at;
            while (text.charAt(at) != '=' && !Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            String name = text.substring(attributeStart, at);
            skipWhitespace();
            at++; // '='
            skipWhitespace();
            char quote = text.charAt(at);
            int valueStart = at + 1;
            int valueEnd = text.indexOf(quote, valueStart);
            element.attributes.add(new Attribute(name, valueStart, valueEnd, quote));
            at = valueEnd + 1;
        }
        element.startTagEnd = at;
        element.contentEnd = at;
        element.end = at;
        return element;
    }

    // A DOCTYPE may hold an internal subset in brackets, whose declarations contain '>' (and, quoted or in comments,
    // brackets too).
    private void skipDeclaration() {
        int depth = 0;
        for (at += 2; at < text.length(); at++) {
            char c = text.charAt(at);
            if (depth > 0 && text.startsWith("<!--", at)) {
                at = past("-->") - 1;
            } else if (c == '"' || c == '\'') {
                int close = text.indexOf(c, at + 1);
                at = close < 0 ? text.length() : close;
            } else if (c == '[') {
                depth++;
            } else if (c == ']') {
                depth--;
            } else if (c == '>' && depth <= 0) {
                at++;
                return;
            }
        }
    }

    private void skipWhitespace() {
        while (Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private int past(String end) {
        int found = text.indexOf(end, at);
        if (found < 0) {
            throw new IllegalStateException("unterminated markup at offset " + at);
        }
        return found + end.length();
    }

    private static final class Builder {
        String name;
        int start;
        int startTagEnd;
        int contentEnd;
        int end;
        boolean selfClosing;
        final List<Attribute> attributes = new ArrayList<>();
        int parent;

        Element build() {
            return new Element(name, start, startTagEnd, contentEnd, end, selfClosing, List.copyOf(attributes), parent);
        }
    }
}

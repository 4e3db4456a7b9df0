package dev.logtune.tuner.report;

import java.util.Locale;

/**
 * Writes SVG and HTML elements into a string, escaping every attribute and text, so what it writes is well-formed
 * whatever a setup id or a note holds.
 */
final class Svg {
    private final StringBuilder out = new StringBuilder();

    /** Opens an element; {@code attributes} are name, value pairs. */
    Svg open(String tag, Object... attributes) {
        out.append('<').append(tag);
        attributes(attributes);
        out.append('>');
        return this;
    }

    Svg close(String tag) {
        out.append("</").append(tag).append(">\n");
        return this;
    }

    /** An element with no content. */
    Svg empty(String tag, Object... attributes) {
        out.append('<').append(tag);
        attributes(attributes);
        out.append("/>");
        return this;
    }

    /** An element holding text. */
    Svg text(String tag, String text, Object... attributes) {
        open(tag, attributes);
        out.append(escape(text));
        out.append("</").append(tag).append('>');
        return this;
    }

    /** Markup already made by another writer of this kind. */
    Svg raw(String markup) {
        out.append(markup);
        return this;
    }

    private void attributes(Object[] attributes) {
        if (attributes.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name, value pairs");
        }
        for (int i = 0; i < attributes.length; i += 2) {
            Object value = attributes[i + 1];
            if (value == null) {
                continue;
            }
            out.append(' ').append(attributes[i]).append("=\"").append(escape(value instanceof Double d ? number(d) : value.toString()))
                    .append('"');
        }
    }

    /** Coordinates to a tenth of a pixel: enough for a screen, short in the file. */
    static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }

    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '&' -> escaped.append("&amp;");
                case '"' -> escaped.append("&quot;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    @Override
    public String toString() {
        return out.toString();
    }
}

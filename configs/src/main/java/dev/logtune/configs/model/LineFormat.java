package dev.logtune.configs.model;

import java.util.Locale;

/** What a line is: the pattern layout's text, or one JSON object a line. */
public enum LineFormat {
    PATTERN, JSON;

    public static LineFormat of(Layout layout) {
        return layout instanceof JsonLayout ? JSON : PATTERN;
    }

    /** "pattern", "json": as the command line spells it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static LineFormat parse(String text) {
        for (LineFormat format : values()) {
            if (format.label().equalsIgnoreCase(text.strip())) {
                return format;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a layout: pattern or json");
    }
}

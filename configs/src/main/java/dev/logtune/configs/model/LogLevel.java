package dev.logtune.configs.model;

import java.util.Locale;

/** Levels shared by both frameworks, least severe first; OFF disables everything. */
public enum LogLevel {
    TRACE, DEBUG, INFO, WARN, ERROR, OFF;

    public static LogLevel parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown level '" + text + "' (expected TRACE, DEBUG, INFO, WARN, ERROR or OFF)");
        }
    }
}

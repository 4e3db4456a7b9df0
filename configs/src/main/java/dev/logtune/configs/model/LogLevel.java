package dev.logtune.configs.model;

import java.util.Locale;

/** Levels shared by both frameworks, least severe first; OFF disables everything. */
public enum LogLevel {
    TRACE, DEBUG, INFO, WARN, ERROR, OFF;

    /** Whether a logger at this level lets an event at {@code eventLevel} through. */
    public boolean enables(LogLevel eventLevel) {
        return this != OFF && eventLevel != OFF && eventLevel.ordinal() >= ordinal();
    }

    public static LogLevel parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown level '" + text + "' (expected TRACE, DEBUG, INFO, WARN, ERROR or OFF)");
        }
    }
}

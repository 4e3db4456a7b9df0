package dev.logtune.tuner.configfile.model;

import java.util.Locale;
import java.util.Optional;

/** An event's or a logger's level, least severe first, as both frameworks order them. */
public enum Level {
    TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF;

    /** The level a config names ({@code "warn"}, {@code "ALL"} as TRACE), or empty for a name neither framework knows. */
    public static Optional<Level> parse(String text) {
        String name = text.strip().toUpperCase(Locale.ROOT);
        if (name.equals("ALL")) {
            return Optional.of(TRACE);
        }
        for (Level level : values()) {
            if (level.name().equals(name)) {
                return Optional.of(level);
            }
        }
        return Optional.empty();
    }

    public boolean atLeast(Level other) {
        return compareTo(other) >= 0;
    }
}

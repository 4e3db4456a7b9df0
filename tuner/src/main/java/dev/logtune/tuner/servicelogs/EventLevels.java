package dev.logtune.tuner.servicelogs;

import dev.logtune.configs.model.LogLevel;

/** Level names as the frameworks and the structured formats print them, to the levels both frameworks share. */
final class EventLevels {
    private EventLevels() {
    }

    /** The level named {@code text} (any case; FATAL and SEVERE as ERROR, WARNING as WARN), or null. */
    static LogLevel named(String text) {
        return switch (text.length()) {
            case 4 -> text.equalsIgnoreCase("INFO") ? LogLevel.INFO : text.equalsIgnoreCase("WARN") ? LogLevel.WARN : null;
            case 5 -> text.equalsIgnoreCase("ERROR") ? LogLevel.ERROR : text.equalsIgnoreCase("DEBUG") ? LogLevel.DEBUG
                    : text.equalsIgnoreCase("TRACE") ? LogLevel.TRACE : text.equalsIgnoreCase("FATAL") ? LogLevel.ERROR : null;
            case 6 -> text.equalsIgnoreCase("SEVERE") ? LogLevel.ERROR : null;
            case 7 -> text.equalsIgnoreCase("WARNING") ? LogLevel.WARN : null;
            default -> null;
        };
    }

    /** The level named by {@code text[from, to)}, read in place. */
    static LogLevel named(String text, int from, int to) {
        int length = to - from;
        if (length == 4) {
            return text.regionMatches(true, from, "INFO", 0, 4) ? LogLevel.INFO
                    : text.regionMatches(true, from, "WARN", 0, 4) ? LogLevel.WARN : null;
        }
        if (length == 5) {
            return text.regionMatches(true, from, "ERROR", 0, 5) ? LogLevel.ERROR
                    : text.regionMatches(true, from, "DEBUG", 0, 5) ? LogLevel.DEBUG
                    : text.regionMatches(true, from, "TRACE", 0, 5) ? LogLevel.TRACE
                    : text.regionMatches(true, from, "FATAL", 0, 5) ? LogLevel.ERROR : null;
        }
        return length == 6 || length == 7 ? named(text.substring(from, to)) : null;
    }

    /** A syslog severity, as GELF's {@code level} carries it: 0-3 ERROR, 4 WARN, 5-6 INFO, 7 DEBUG. */
    static LogLevel syslog(int severity) {
        if (severity < 0 || severity > 7) {
            return null;
        }
        return severity <= 3 ? LogLevel.ERROR : severity == 4 ? LogLevel.WARN : severity <= 6 ? LogLevel.INFO : LogLevel.DEBUG;
    }

    /** logstash-logback-encoder's {@code level_value}: Logback's level integers (5000 TRACE to 40000 ERROR). */
    static LogLevel logbackValue(int value) {
        return switch (value) {
            case 5000 -> LogLevel.TRACE;
            case 10000 -> LogLevel.DEBUG;
            case 20000 -> LogLevel.INFO;
            case 30000 -> LogLevel.WARN;
            case 40000 -> LogLevel.ERROR;
            default -> null;
        };
    }
}

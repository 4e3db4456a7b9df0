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

    /** The level named by {@code text[from, to)}, read in place: by its first letter, then the rest (a level on every line). */
    static LogLevel named(String text, int from, int to) {
        if (to - from < 4) {
            return null;
        }
        return switch (text.charAt(from) | 0x20) {
            case 'i' -> is(text, from, to, "INFO") ? LogLevel.INFO : null;
            case 'w' -> is(text, from, to, "WARN") ? LogLevel.WARN : is(text, from, to, "WARNING") ? LogLevel.WARN : null;
            case 'e' -> is(text, from, to, "ERROR") ? LogLevel.ERROR : null;
            case 'd' -> is(text, from, to, "DEBUG") ? LogLevel.DEBUG : null;
            case 't' -> is(text, from, to, "TRACE") ? LogLevel.TRACE : null;
            case 'f' -> is(text, from, to, "FATAL") ? LogLevel.ERROR : null;
            case 's' -> is(text, from, to, "SEVERE") ? LogLevel.ERROR : null;
            default -> null;
        };
    }

    // text[from, to) is name in any case (name is upper case ASCII)
    private static boolean is(String text, int from, int to, String name) {
        if (to - from != name.length()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = text.charAt(from + i);
            if (c != name.charAt(i) && (c & ~0x20) != name.charAt(i)) {
                return false;
            }
        }
        return true;
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

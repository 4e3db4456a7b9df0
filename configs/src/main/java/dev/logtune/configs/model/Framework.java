package dev.logtune.configs.model;

import java.util.Locale;

/** The logging framework a setup runs on. */
public enum Framework {
    LOGBACK("logback", "Logback"),
    LOG4J2("log4j2", "Log4j2");

    private final String id;
    private final String displayName;

    Framework(String id, String displayName) {
        this.id = id;
        this.displayName = displayName;
    }

    /** Lower-case name used in setup ids, directory names and on the command line. */
    public String id() {
        return id;
    }

    public String displayName() {
        return displayName;
    }

    public static Framework fromId(String text) {
        String wanted = text.trim().toLowerCase(Locale.ROOT);
        for (Framework framework : values()) {
            if (framework.id.equals(wanted)) {
                return framework;
            }
        }
        throw new IllegalArgumentException("unknown framework '" + text + "' (expected logback or log4j2)");
    }
}

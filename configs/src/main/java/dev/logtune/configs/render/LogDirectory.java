package dev.logtune.configs.render;

/** The one variable every rendered file puts its log files under. */
public final class LogDirectory {
    /** Read as a system property, then an environment variable; "logs" when neither is set. */
    public static final String VARIABLE = "LOG_DIR";
    public static final String FALLBACK = "logs";
    /** File name stem: app.log, app-2026-11-21.0.log, app-tenant1.log. */
    public static final String STEM = "app";

    private LogDirectory() {
    }

    static String comment() {
        return "Log files go to the " + VARIABLE + " system property or environment variable, ./" + FALLBACK + " when neither is set.";
    }
}

package dev.logtune.configs.model;

/** How an event becomes bytes. */
public sealed interface Layout permits PatternLayout, JsonLayout {

    /** Whether formatting an event walks the caller's stack (class, method, line, file). */
    boolean needsCallerData();

    /** Short name used in descriptions and reports. */
    String kind();
}

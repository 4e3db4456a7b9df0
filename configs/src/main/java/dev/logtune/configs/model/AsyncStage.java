package dev.logtune.configs.model;

/** The queue, if any, between the calling thread and the appender that writes. */
public sealed interface AsyncStage permits NoAsync, LogbackAsyncAppender, LogstashDisruptorAppender, Log4j2AsyncLoggers,
        Log4j2AsyncAppender {

    /** Short name used in descriptions and reports. */
    String kind();

    /** The framework this stage belongs to, or null when it fits either. */
    Framework framework();

    /** Events the queue holds before callers block or events are dropped; 0 for no queue. */
    int capacity();

    /**
     * Whether the configuration, as written, drops events when the queue runs low or fills;
     * Logback's default discarding threshold counts. {@link #dropRule()} says when.
     */
    boolean drops();

    /** One line saying when and what this stage drops, or an empty string when it never does. */
    String dropRule();

    /** The lowest level that may be dropped, or null when nothing is. */
    LogLevel highestDroppedLevel();
}

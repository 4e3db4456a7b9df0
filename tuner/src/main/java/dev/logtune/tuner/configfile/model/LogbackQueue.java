package dev.logtune.tuner.configfile.model;

/**
 * A Logback AsyncAppender's queue as Logback reads it, with Logback's defaults where a setting is left out.
 *
 * @param size {@code queueSize}: 256 by default
 * @param discardingThreshold {@code discardingThreshold} as set, or null: Logback then uses a fifth of the queue
 * @param neverBlock {@code neverBlock}: a full queue drops instead of blocking
 * @param maxFlushTime {@code maxFlushTime} in milliseconds: how long the worker may drain at shutdown (1000 by default)
 * @param includeCallerData {@code includeCallerData}: the caller's stack walked before queueing
 */
public record LogbackQueue(int size, Integer discardingThreshold, boolean neverBlock, int maxFlushTime, boolean includeCallerData) {
    static final int DEFAULT_SIZE = 256;
    static final int DEFAULT_MAX_FLUSH_MILLIS = 1000;

    static LogbackQueue of(Settings settings) {
        return new LogbackQueue(settings.integer("queueSize").orElse(DEFAULT_SIZE), settings.integer("discardingThreshold").orElse(null),
                settings.flag("neverBlock"), settings.integer("maxFlushTime").orElse(DEFAULT_MAX_FLUSH_MILLIS),
                settings.flag("includeCallerData"));
    }

    /** The free slots under which it discards TRACE, DEBUG and INFO: as set, else a fifth of the queue. */
    public int threshold() {
        return discardingThreshold == null ? size / 5 : discardingThreshold;
    }
}

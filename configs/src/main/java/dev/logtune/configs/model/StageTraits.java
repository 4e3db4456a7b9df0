package dev.logtune.configs.model;

/**
 * The stage between the calling thread and the writer, as far as it decides a setup's cost and loss.
 *
 * @param kind which queue, if any
 * @param drops what it drops when it runs full
 * @param capacity the events it holds; 0 for none
 * @param waitStrategy how a Log4j2 async logger's thread waits for events (TIMEOUT, Log4j2's default, where unset);
 *     null for every other stage, which has no such choice
 */
public record StageTraits(Kind kind, Drops drops, int capacity, WaitStrategy waitStrategy) {

    /** The queue in front of the writer. */
    public enum Kind {
        SYNC, LOGBACK_ASYNC_APPENDER, LOGSTASH_DISRUPTOR, LOG4J2_ALL_ASYNC, LOG4J2_ASYNC_ROOT, LOG4J2_ASYNC_APPENDER;

        /** Log4j2's async loggers, for every logger or the root alone: the same ring, the same thread. */
        public boolean asyncLoggers() {
            return this == LOG4J2_ALL_ASYNC || this == LOG4J2_ASYNC_ROOT;
        }
    }

    /** What a full queue drops: nothing, the lower levels (INFO and below, or up to WARN), or events of any level. */
    public enum Drops {
        NOTHING, LOWER_LEVELS, ANY_LEVEL;

        /** From the highest level a stage drops (null: none). */
        public static Drops upTo(LogLevel highest) {
            if (highest == null) {
                return NOTHING;
            }
            return highest.compareTo(LogLevel.ERROR) >= 0 ? ANY_LEVEL : LOWER_LEVELS;
        }
    }

    public StageTraits {
        if (kind == null || drops == null) {
            throw new IllegalArgumentException("a stage needs its kind and what it drops");
        }
        if (capacity < 0) {
            throw new IllegalArgumentException("a queue holds 0 or more events, was " + capacity);
        }
    }

    /** No queue: the caller writes. */
    public static StageTraits sync() {
        return new StageTraits(Kind.SYNC, Drops.NOTHING, 0, null);
    }

    /** A setup's stage. */
    public static StageTraits of(AsyncStage stage) {
        Drops drops = Drops.upTo(stage.highestDroppedLevel());
        if (stage instanceof LogbackAsyncAppender) {
            return new StageTraits(Kind.LOGBACK_ASYNC_APPENDER, drops, stage.capacity(), null);
        }
        if (stage instanceof LogstashDisruptorAppender) {
            return new StageTraits(Kind.LOGSTASH_DISRUPTOR, drops, stage.capacity(), null);
        }
        if (stage instanceof Log4j2AsyncLoggers loggers) {
            WaitStrategy wait = loggers.waitStrategy() == null ? WaitStrategy.TIMEOUT : loggers.waitStrategy();
            return new StageTraits(loggers.allAsync() ? Kind.LOG4J2_ALL_ASYNC : Kind.LOG4J2_ASYNC_ROOT, drops, stage.capacity(), wait);
        }
        if (stage instanceof Log4j2AsyncAppender) {
            return new StageTraits(Kind.LOG4J2_ASYNC_APPENDER, drops, stage.capacity(), null);
        }
        return sync();
    }
}

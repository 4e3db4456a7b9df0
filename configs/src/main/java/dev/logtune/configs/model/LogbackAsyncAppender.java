package dev.logtune.configs.model;

/**
 * Logback's AsyncAppender: an ArrayBlockingQueue drained by one worker thread.
 *
 * @param queueSize queue capacity (Logback's default 256)
 * @param discardingThreshold drop TRACE/DEBUG/INFO while fewer than this many slots remain; null leaves it
 *     unset, which Logback turns into queueSize / 5; 0 never drops
 * @param neverBlock offer instead of put: a full queue drops the event, whatever its level
 * @param includeCallerData capture caller data on the calling thread
 * @param maxFlushTimeMs how long stop() lets the worker drain (Logback's default 1000 ms; 0 waits forever)
 */
public record LogbackAsyncAppender(int queueSize, Integer discardingThreshold, boolean neverBlock,
                                   boolean includeCallerData, int maxFlushTimeMs) implements AsyncStage {
    public static final int DEFAULT_QUEUE_SIZE = 256;
    public static final int DEFAULT_MAX_FLUSH_TIME_MS = 1000;

    public LogbackAsyncAppender {
        if (queueSize < 1) {
            throw new InvalidSetupException(Knob.QUEUE_SIZE, "must be at least 1, was " + queueSize);
        }
        if (discardingThreshold != null && (discardingThreshold < 0 || discardingThreshold > queueSize)) {
            throw new InvalidSetupException(Knob.DISCARDING_THRESHOLD,
                    "must be between 0 and queueSize (" + queueSize + "), was " + discardingThreshold);
        }
        if (maxFlushTimeMs < 0) {
            throw new InvalidSetupException(Knob.MAX_FLUSH_TIME, "must be 0 (wait forever) or more milliseconds, was " + maxFlushTimeMs);
        }
    }

    /** Logback's defaults: queue 256, threshold unset, blocking, no caller data, 1 s flush on stop. */
    public static LogbackAsyncAppender defaults() {
        return new LogbackAsyncAppender(DEFAULT_QUEUE_SIZE, null, false, false, DEFAULT_MAX_FLUSH_TIME_MS);
    }

    /** The threshold Logback applies: an unset one becomes queueSize / 5. */
    public int effectiveDiscardingThreshold() {
        return discardingThreshold == null ? queueSize / 5 : discardingThreshold;
    }

    @Override
    public String kind() {
        return "logback-async";
    }

    @Override
    public Framework framework() {
        return Framework.LOGBACK;
    }

    @Override
    public int capacity() {
        return queueSize;
    }

    @Override
    public boolean drops() {
        return neverBlock || effectiveDiscardingThreshold() > 0;
    }

    @Override
    public String dropRule() {
        if (neverBlock) {
            return "neverBlock: a full queue drops events of every level, ERROR included, silently";
        }
        int threshold = effectiveDiscardingThreshold();
        if (threshold > 0) {
            String origin = discardingThreshold == null ? " (threshold unset: Logback uses queueSize/5)" : "";
            return "drops TRACE/DEBUG/INFO silently while fewer than " + threshold + " of " + queueSize
                    + " slots are free" + origin;
        }
        return "";
    }

    @Override
    public LogLevel highestDroppedLevel() {
        if (neverBlock) {
            return LogLevel.ERROR;
        }
        return effectiveDiscardingThreshold() > 0 ? LogLevel.INFO : null;
    }
}

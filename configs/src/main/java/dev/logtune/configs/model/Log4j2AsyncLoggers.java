package dev.logtune.configs.model;

/**
 * Log4j2 async loggers on the LMAX Disruptor, either for every logger (the AsyncLoggerContextSelector,
 * a JVM-wide property) or for the root logger only ({@code <AsyncRoot>} in the XML, "mixed").
 *
 * @param allAsync every logger async through the context selector; false means mixed, an AsyncRoot
 * @param ringBufferSize ring buffer slots, or null for Log4j2's default (4096 when thread-locals are on, as they
 *     are outside web applications)
 * @param waitStrategy how the consumer thread waits; null for Log4j2's default (Timeout)
 * @param queueFullPolicy what a caller does when the ring buffer is full
 * @param discardLevel with DISCARD: events at this level and below are dropped (Log4j2's default INFO)
 */
public record Log4j2AsyncLoggers(boolean allAsync, Integer ringBufferSize, WaitStrategy waitStrategy,
                                 QueueFullPolicy queueFullPolicy, LogLevel discardLevel) implements AsyncStage {
    public static final int MIN_RING_BUFFER_SIZE = 128;
    /** What Log4j2 2.x uses when no size is set and thread-locals are enabled (DisruptorUtil). */
    public static final int DEFAULT_RING_BUFFER_SIZE = 4096;

    public Log4j2AsyncLoggers {
        if (ringBufferSize != null) {
            if (ringBufferSize < MIN_RING_BUFFER_SIZE) {
                throw new InvalidSetupException(Knob.RING_BUFFER_SIZE,
                        "must be at least " + MIN_RING_BUFFER_SIZE + ", was " + ringBufferSize);
            }
            if (Integer.bitCount(ringBufferSize) != 1) {
                throw new InvalidSetupException(Knob.RING_BUFFER_SIZE,
                        "must be a power of two (the Disruptor requires it), was " + ringBufferSize);
            }
        }
        if (queueFullPolicy == null) {
            queueFullPolicy = QueueFullPolicy.BLOCK;
        }
        if (discardLevel != null && queueFullPolicy != QueueFullPolicy.DISCARD) {
            throw new InvalidSetupException(Knob.DISCARD_LEVEL,
                    "only applies with asyncQueueFullPolicy=Discard; this setup blocks when the ring buffer is full");
        }
        if (discardLevel == LogLevel.OFF) {
            throw new InvalidSetupException(Knob.DISCARD_LEVEL, "must be a level from TRACE to ERROR");
        }
    }

    /** The ring buffer size Log4j2 will actually use. */
    public int effectiveRingBufferSize() {
        return ringBufferSize == null ? DEFAULT_RING_BUFFER_SIZE : ringBufferSize;
    }

    /** The discard level Log4j2 applies with the Discard policy. */
    public LogLevel effectiveDiscardLevel() {
        return discardLevel == null ? LogLevel.INFO : discardLevel;
    }

    @Override
    public String kind() {
        return allAsync ? "log4j2-all-async" : "log4j2-async-root";
    }

    @Override
    public Framework framework() {
        return Framework.LOG4J2;
    }

    @Override
    public int capacity() {
        return effectiveRingBufferSize();
    }

    @Override
    public boolean drops() {
        return queueFullPolicy == QueueFullPolicy.DISCARD;
    }

    @Override
    public String dropRule() {
        if (!drops()) {
            return "";
        }
        return "Discard policy: a full ring buffer drops " + effectiveDiscardLevel()
                + " and below (one WARN at the first drop, then silence)";
    }

    @Override
    public LogLevel highestDroppedLevel() {
        return drops() ? effectiveDiscardLevel() : null;
    }
}

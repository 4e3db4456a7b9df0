package dev.logtune.configs.model;

/**
 * logstash-logback-encoder's LoggingEventAsyncDisruptorAppender: an LMAX ring drained by one handler thread that
 * appends to its delegate and, at the end of every batch, flushes a delegate with immediateFlush=false. So a buffered
 * file behind it holds nothing once the ring runs dry, which Logback's own AsyncAppender never does.
 *
 * @param ringSize ring slots, a power of two (its default 8,192)
 * @param appendTimeoutMs how long a caller waits for a free slot: -1 blocks until one frees, 0 (its default) drops the
 *     event at once, more waits that long and then drops
 */
public record LogstashDisruptorAppender(int ringSize, long appendTimeoutMs) implements AsyncStage {
    public static final int DEFAULT_RING_SIZE = 8192;
    public static final long DEFAULT_APPEND_TIMEOUT_MS = 0;
    /** appendTimeout that blocks a caller until a slot frees. */
    public static final long BLOCK = -1;
    public static final String CLASS = "net.logstash.logback.appender.LoggingEventAsyncDisruptorAppender";
    /** Its default shutdownGracePeriod: how long stop() lets the handler drain the ring before it gives up on the rest. */
    public static final int DEFAULT_SHUTDOWN_GRACE_SECONDS = 60;
    /** A line as the matrix writes it, rounded up: what a full ring holds is this many bytes a slot. */
    static final int LINE_BYTES_BOUND = 256;
    /** A slow disk the drain at shutdown should still finish on: a quarter of the slowest cloud volumes' baseline. */
    static final double SLOW_DISK_BYTES_PER_SECOND = 2 * 1024 * 1024;

    public LogstashDisruptorAppender {
        if (ringSize < 1 || Integer.bitCount(ringSize) != 1) {
            throw new InvalidSetupException(Knob.DISRUPTOR_RING_SIZE, "must be a power of two (the appender refuses to start"
                    + " otherwise), was " + ringSize);
        }
        if (appendTimeoutMs < BLOCK) {
            throw new InvalidSetupException(Knob.APPEND_TIMEOUT, "must be -1 (block), 0 (drop at once) or a wait in"
                    + " milliseconds, was " + appendTimeoutMs);
        }
    }

    /**
     * A shutdownGracePeriod that fits the ring: time to write a full ring to a slow disk, at least a second. Its default
     * minute outlasts the 30 s a container runtime waits before it kills the JVM, so a stalled disk turns a stop into a
     * kill with the ring unwritten either way, while a fitted period lets the stop finish and says what it gave up.
     */
    public int shutdownGraceSeconds() {
        return (int) Math.max(1, Math.ceil(ringSize * (double) LINE_BYTES_BOUND / SLOW_DISK_BYTES_PER_SECOND));
    }

    /** {@link #shutdownGraceSeconds} as Logback reads a duration: "1 second", "8 seconds". */
    public String shutdownGracePeriod() {
        int seconds = shutdownGraceSeconds();
        return seconds + (seconds == 1 ? " second" : " seconds");
    }

    /** Its defaults: 8,192 slots, a full ring drops at once. */
    public static LogstashDisruptorAppender defaults() {
        return new LogstashDisruptorAppender(DEFAULT_RING_SIZE, DEFAULT_APPEND_TIMEOUT_MS);
    }

    @Override
    public String kind() {
        return "logstash-disruptor";
    }

    @Override
    public Framework framework() {
        return Framework.LOGBACK;
    }

    @Override
    public int capacity() {
        return ringSize;
    }

    @Override
    public boolean drops() {
        return appendTimeoutMs != BLOCK;
    }

    @Override
    public String dropRule() {
        if (appendTimeoutMs == BLOCK) {
            return "";
        }
        String when = appendTimeoutMs == 0 ? "at once (appendTimeout 0, its default)"
                : "after waiting " + appendTimeoutMs + " ms for a slot";
        return "a full ring drops the event " + when + ", of any level, ERROR included; only a WARN status every 1,000 drops says so";
    }

    @Override
    public LogLevel highestDroppedLevel() {
        return drops() ? LogLevel.ERROR : null;
    }
}

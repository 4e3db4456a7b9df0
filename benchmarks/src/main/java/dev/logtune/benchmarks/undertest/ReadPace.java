package dev.logtune.benchmarks.undertest;

/**
 * A reader's pace in bytes per second. Time the reader stood still (paused, or with nothing to read) earns no credit:
 * after a pause it reads at its pace, not faster to catch up, as a log agent with a fixed throughput does.
 */
final class ReadPace {
    /** What an idle reader may read at once: 10 ms at its pace. */
    private static final long SLACK_NANOS = 10_000_000;

    private final long bytesPerSecond;
    private long due;

    /** {@code bytesPerSecond} 0: as fast as it can. */
    ReadPace(long bytesPerSecond, long now) {
        if (bytesPerSecond < 0) {
            throw new IllegalArgumentException("a pace cannot be negative: " + bytesPerSecond);
        }
        this.bytesPerSecond = bytesPerSecond;
        this.due = now;
    }

    /** Nanoseconds to wait before reading again, having just read {@code bytes} at {@code now}. */
    long waitAfter(long bytes, long now) {
        if (bytesPerSecond == 0) {
            return 0;
        }
        due = Math.max(due, now - SLACK_NANOS) + (long) (bytes * 1e9 / bytesPerSecond);
        return due - now;
    }
}

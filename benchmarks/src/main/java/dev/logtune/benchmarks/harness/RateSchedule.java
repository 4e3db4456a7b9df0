package dev.logtune.benchmarks.harness;

/**
 * When each event is due. {@code threads} threads share a total rate: each thread's events are
 * {@code threads / rate} seconds apart, and thread {@code k} starts {@code k / rate} seconds in, so together they
 * arrive evenly. During a burst window the interval shrinks by the burst factor.
 */
public final class RateSchedule {
    private final long intervalNanos;
    private final long burstIntervalNanos;
    private final long burstStart;
    private final long burstEnd;
    private final long phaseNanos;

    /**
     * @param burstStart absolute nanoTime the burst begins (ignored when {@code burstFactor} is 1)
     */
    public RateSchedule(double totalRate, int threads, double burstFactor, long burstStart, long burstEnd) {
        if (totalRate <= 0 || threads < 1) {
            throw new IllegalArgumentException("rate and threads must be positive");
        }
        this.intervalNanos = Math.max(1, Math.round(threads * 1e9 / totalRate));
        this.burstIntervalNanos = Math.max(1, Math.round(intervalNanos / Math.max(1.0, burstFactor)));
        this.burstStart = burstFactor > 1 ? burstStart : Long.MAX_VALUE;
        this.burstEnd = burstFactor > 1 ? burstEnd : Long.MAX_VALUE;
        this.phaseNanos = Math.max(1, Math.round(1e9 / totalRate));
    }

    /** The first event of thread {@code thread} when the run starts at {@code start}. */
    public long first(long start, int thread) {
        return start + thread * phaseNanos;
    }

    /** The event after one due at {@code scheduled}. */
    public long next(long scheduled) {
        boolean inBurst = scheduled >= burstStart && scheduled < burstEnd;
        return scheduled + (inBurst ? burstIntervalNanos : intervalNanos);
    }

    public long intervalNanos() {
        return intervalNanos;
    }
}

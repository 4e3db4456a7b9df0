package dev.logtune.benchmarks.harness;

/**
 * Whether a setup kept up with the schedule. One that keeps up has no more backlog (the least lag of a slice's events)
 * at the end of the window than at its start; one that cannot falls behind by (1 - capacity / rate) of the elapsed time, so at 2%
 * over capacity a 3-second window ends 60 ms further behind than it began. A stall or burst mid-window may build a
 * backlog, and held means it was worked off before the end.
 */
public final class ScheduleLag {
    /** Lag growth below this is the scheduler's noise on a shared machine (a time slice, a GC pause). */
    static final long TOLERANCE_NANOS = 20_000_000L;
    /** ... or this share of the window, for long windows. */
    static final double TOLERANCE_SHARE = 0.01;

    private ScheduleLag() {
    }

    /**
     * @param unstarted scheduled events that never started: the backlog outlived the run
     * @param firstNanos the backlog of the first slice of the window
     * @param lastNanos the same for the last slice
     */
    public static boolean held(long unstarted, long firstNanos, long lastNanos, long windowNanos) {
        long tolerance = Math.max(TOLERANCE_NANOS, (long) (TOLERANCE_SHARE * windowNanos));
        return unstarted == 0 && lastNanos - firstNanos <= tolerance;
    }
}

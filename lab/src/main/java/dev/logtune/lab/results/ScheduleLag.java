package dev.logtune.lab.results;

/**
 * Whether a setup kept up with the schedule: its backlog (the least lag of a slice's events) was worked off by the end
 * of the window. One that cannot keep up falls behind by (1 - capacity / rate) of the elapsed time, so at 2% over
 * capacity it ends a 3-second window (after 2 s of warm-up) 100 ms behind. A stall, a burst or a slow warm-up may
 * build a backlog; a setup that is still working it off when the window closes has not shown it holds the rate, and
 * its percentiles measure that backlog. (Judging only whether the backlog grew passed setups that entered a 500k/s
 * window 2.6 s behind and left it 1.5 s behind, with a p99 of 3 s.)
 */
public final class ScheduleLag {
    /** A backlog below this is the scheduler's noise on a shared machine (a time slice, a GC pause). */
    static final long TOLERANCE_NANOS = 20_000_000L;
    /** ... or this share of the window, for long windows. */
    static final double TOLERANCE_SHARE = 0.01;

    private ScheduleLag() {
    }

    /**
     * @param unstarted scheduled events that never started: the backlog outlived the run
     * @param lastNanos the backlog of the last slice of the window
     */
    public static boolean held(long unstarted, long lastNanos, long windowNanos) {
        long tolerance = Math.max(TOLERANCE_NANOS, (long) (TOLERANCE_SHARE * windowNanos));
        return unstarted == 0 && lastNanos <= tolerance;
    }

    /** The same judgement from a run's recorded evidence, so results measured under an older rule read the same. */
    static boolean held(RunEvidence evidence, double windowSeconds) {
        return held(evidence.unstarted(), (long) (evidence.lagLastMillis() * 1e6), (long) (windowSeconds * 1e9));
    }
}

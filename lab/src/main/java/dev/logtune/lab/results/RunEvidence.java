package dev.logtune.lab.results;

import java.util.List;

/**
 * What an open-loop run knows about itself besides the appender: how well the pacer kept time, what the JVM stopped
 * for, whether the schedule's backlog grew, and the heap it ran with. A run whose evidence says it did not measure the
 * appender is <em>disturbed</em>: kept and reported, never silently dropped.
 *
 * @param pacerWake how late a thread woke against its schedule when it had been waiting (not queued behind its own
 *     previous call): the harness's error, apart from the setup's backlog
 * @param gcCount garbage collections during the measured window
 * @param gcMillis their total time, from the collectors' own accounting
 * @param safepoints stop-the-world pauses during the measured window (GC pauses included), from the JVM's log
 * @param safepointMillis their total
 * @param maxSafepointMillis the longest one
 * @param lagFirstMillis the backlog in the first tenth of the window: the least any event there started behind
 *     schedule, taken for the thread furthest behind (a pause makes a few events late, a backlog all of them)
 * @param lagLastMillis the same for the last tenth; a backlog that grows shows here
 * @param unstarted scheduled events of the window never started before the run ended (counted in the response
 *     histogram at their lower bound, the time from their schedule to the end)
 * @param heap the heap flags the run's JVM had
 * @param disturbances why the run did not measure the appender alone; empty when it did
 * @param pacerSpinNanos how long the pacer spun before each deadline; null in runs that did not record it (before
 *     2026-11-25 every run spun 50 us)
 * @param recoveryMillis after a disruption that ended mid-window (a disk stall, a pipe reader's pause): how long from
 *     its end until the last call that took over {@value #SLOW_CALL_MILLIS} ms answered; 0 when none did after it;
 *     null for runs without one
 * @param cost the CPU the JVM used over the window and the files it left; null in runs that did not record it (before
 *     2026-11-25 18:00 UTC)
 */
public record RunEvidence(Latency pacerWake, long gcCount, double gcMillis, long safepoints, double safepointMillis,
                          double maxSafepointMillis, double lagFirstMillis, double lagLastMillis, long unstarted,
                          List<String> heap, List<String> disturbances, Long pacerSpinNanos, Double recoveryMillis,
                          RunCost cost) {
    /** One pause this long is a stop of the whole process, not a queue (young pauses here take 1 to 10 ms). */
    public static final double MAX_PAUSE_MILLIS = 50;
    /** Stopped for this share of the window: the run measured the collector. */
    public static final double MAX_PAUSED_SHARE = 0.05;
    /** A call this slow is still paying for a disruption (a quiet run's p99.9 is a few ms here). */
    public static final long SLOW_CALL_MILLIS = 10;

    public RunEvidence {
        heap = heap == null ? List.of() : List.copyOf(heap);
        disturbances = disturbances == null ? List.of() : List.copyOf(disturbances);
    }

    public RunEvidence(Latency pacerWake, long gcCount, double gcMillis, long safepoints, double safepointMillis,
                       double maxSafepointMillis, double lagFirstMillis, double lagLastMillis, long unstarted,
                       List<String> heap, List<String> disturbances, Long pacerSpinNanos, Double recoveryMillis) {
        this(pacerWake, gcCount, gcMillis, safepoints, safepointMillis, maxSafepointMillis, lagFirstMillis, lagLastMillis,
                unstarted, heap, disturbances, pacerSpinNanos, recoveryMillis, null);
    }

    /** Evidence of a run with nothing to recover from. */
    public RunEvidence(Latency pacerWake, long gcCount, double gcMillis, long safepoints, double safepointMillis,
                       double maxSafepointMillis, double lagFirstMillis, double lagLastMillis, long unstarted,
                       List<String> heap, List<String> disturbances, Long pacerSpinNanos) {
        this(pacerWake, gcCount, gcMillis, safepoints, safepointMillis, maxSafepointMillis, lagFirstMillis, lagLastMillis,
                unstarted, heap, disturbances, pacerSpinNanos, null);
    }

    /** Whether the whole JVM stood still long enough, at once or in all, that the window measured the JVM. */
    public boolean stoodStill(double windowSeconds) {
        return maxSafepointMillis >= MAX_PAUSE_MILLIS || safepointMillis >= MAX_PAUSED_SHARE * windowSeconds * 1000;
    }

    public boolean disturbed() {
        return !disturbances.isEmpty();
    }

    public RunEvidence withSafepoints(long count, double totalMillis, double maxMillis, List<String> moreDisturbances) {
        List<String> all = new java.util.ArrayList<>(disturbances);
        all.addAll(moreDisturbances);
        return new RunEvidence(pacerWake, gcCount, gcMillis, count, totalMillis, maxMillis, lagFirstMillis, lagLastMillis,
                unstarted, heap, all, pacerSpinNanos, recoveryMillis, cost);
    }

    public RunEvidence withHeap(List<String> flags) {
        return new RunEvidence(pacerWake, gcCount, gcMillis, safepoints, safepointMillis, maxSafepointMillis,
                lagFirstMillis, lagLastMillis, unstarted, flags, disturbances, pacerSpinNanos, recoveryMillis, cost);
    }

    public RunEvidence withCost(RunCost measured) {
        return new RunEvidence(pacerWake, gcCount, gcMillis, safepoints, safepointMillis, maxSafepointMillis,
                lagFirstMillis, lagLastMillis, unstarted, heap, disturbances, pacerSpinNanos, recoveryMillis, measured);
    }
}

package dev.logtune.benchmarks.harness;

import org.HdrHistogram.Histogram;

import java.time.Duration;
import java.util.List;

/**
 * The producers' recordings added up once the window has closed: the run's histograms, its backlog at the start and
 * the end of the window, and its counts.
 */
final class WindowTotals {
    /**
     * The window is cut into this many slices by schedule; the backlog of the first and last says whether it grew. A
     * slice's backlog is the least lag of its events: a pause makes a few events late, a backlog makes all of them late.
     */
    static final int LAG_SLICES = 10;
    private static final long HIGHEST_NANOS = Duration.ofHours(1).toNanos();

    final Histogram response = histogram();
    final Histogram service = histogram();
    final Histogram lateness = histogram();
    final Histogram wake = histogram();
    long lastSlowFinished;
    final long[] lag = new long[LAG_SLICES];
    long calls;
    long recorded;
    long unfinished;
    long maxService;

    static Histogram histogram() {
        return new Histogram(HIGHEST_NANOS, 2);
    }

    /** A value the histograms can hold: anything over an hour is recorded as an hour. */
    static long bounded(long nanos) {
        return Math.min(nanos, HIGHEST_NANOS);
    }

    static WindowTotals of(List<ScheduledProducer> producers) {
        WindowTotals totals = new WindowTotals();
        for (ScheduledProducer producer : producers) {
            totals.response.add(producer.response);
            totals.service.add(producer.service);
            totals.lateness.add(producer.lateness);
            totals.wake.add(producer.wake);
            for (int i = 0; i < LAG_SLICES; i++) {
                if (producer.lag[i] != Long.MAX_VALUE) {
                    totals.lag[i] = Math.max(totals.lag[i], producer.lag[i]);
                }
            }
            totals.calls += producer.calls;
            totals.recorded += producer.recorded;
            totals.unfinished += producer.unfinished;
            totals.maxService = Math.max(totals.maxService, producer.maxService);
            totals.lastSlowFinished = Math.max(totals.lastSlowFinished, producer.lastSlowFinished);
        }
        return totals;
    }

    /** Milliseconds from {@code disruptionEnd} (nanoTime) until the last slow call returned; 0 when none did after it. */
    double recoveryMillis(long disruptionEnd) {
        return Math.max(0, lastSlowFinished - disruptionEnd) / 1e6;
    }

    long firstBacklog() {
        return lag[0];
    }

    long lastBacklog() {
        return lag[LAG_SLICES - 1];
    }
}

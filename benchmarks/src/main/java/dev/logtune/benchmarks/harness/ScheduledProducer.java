package dev.logtune.benchmarks.harness;

import dev.logtune.lab.results.RunEvidence;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import org.HdrHistogram.Histogram;

import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;

/**
 * One caller on its own schedule, recording into histograms of its own (no sharing on the hot path, as HdrHistogram's
 * recorders keep writers apart); {@link WindowTotals} adds them up once the window has closed. It runs on a thread of
 * the run's {@link dev.logtune.lab.run.Callers} kind.
 */
final class ScheduledProducer implements Runnable {
    /** One logging call of the chosen workload: the event {@code id} of the producer numbered {@code thread}. */
    @FunctionalInterface
    interface Call {
        void log(long id, int thread);
    }

    /** A thread this far behind schedule at the end stops rather than work through its backlog. */
    private static final long GIVE_UP_NANOS = Duration.ofSeconds(2).toNanos();
    private static final long SLOW_NANOS = Duration.ofMillis(RunEvidence.SLOW_CALL_MILLIS).toNanos();

    final Histogram response = WindowTotals.histogram();
    final Histogram service = WindowTotals.histogram();
    final Histogram lateness = WindowTotals.histogram();
    final Histogram wake = WindowTotals.histogram();
    /** Per slice of the window, the least any of this thread's events started behind schedule: its backlog there. */
    final long[] lag = new long[WindowTotals.LAG_SLICES];
    long calls;
    long recorded;
    long unfinished;
    long maxService;
    /** When the last call slower than {@link RunEvidence#SLOW_CALL_MILLIS} returned, in nanoTime; 0 for none. */
    long lastSlowFinished;
    /** Calls that threw back to this thread: an appender that does not ignore its exceptions. */
    long exceptions;
    String firstException;
    /** With a full disk: response by phase (before the fill, while full, after the free), by scheduled time. */
    final Histogram[] phase = {WindowTotals.histogram(), WindowTotals.histogram(), WindowTotals.histogram()};
    long maxServiceFull;
    private long fillAt = Long.MAX_VALUE;
    private long freeAt = Long.MAX_VALUE;

    private final int index;
    /** The thread's number in the events it logs: unique across JVMs that share a file. */
    private final int id;
    private final LoggingUnderTest logging;
    private final Call call;
    private final RateSchedule schedule;
    private final Pacer pacer;
    private final long start;
    private final long recordFrom;
    private final long end;
    private final CountDownLatch done;

    ScheduledProducer(int index, int id, LoggingUnderTest logging, Call call, RateSchedule schedule, Pacer pacer,
                      long start, long recordFrom, long end, CountDownLatch done) {
        this.index = index;
        this.id = id;
        this.logging = logging;
        this.call = call;
        this.schedule = schedule;
        this.pacer = pacer;
        this.start = start;
        this.recordFrom = recordFrom;
        this.end = end;
        this.done = done;
    }

    /** The caller's thread name: {@code producer-<id>}. */
    String name() {
        return "producer-" + id;
    }

    /** Records the response of each phase of a full disk: {@code fillAt} and {@code freeAt} in nanoTime. Before start. */
    void phases(long fill, long free) {
        this.fillAt = fill;
        this.freeAt = free;
    }

    @Override
    public void run() {
        try {
            if (logging != null) {
                logging.enterThread(id);
            }
            Arrays.fill(lag, Long.MAX_VALUE);
            long orderId = (long) id << 40;
            long scheduled = schedule.first(start, index);
            long previousDone = start;
            long sliceNanos = Math.max(1, (end - recordFrom) / WindowTotals.LAG_SLICES);
            while (scheduled < end) {
                pacer.awaitUntil(scheduled);
                long began = System.nanoTime();
                if (began - end > GIVE_UP_NANOS) {
                    break;
                }
                try {
                    call.log(orderId++, id);
                } catch (RuntimeException thrown) {
                    // Counted, and the thread goes on: a service's request would fail, the next would be tried.
                    if (exceptions++ == 0) {
                        firstException = thrown.getClass().getName() + ": " + thrown.getMessage();
                    }
                }
                long finished = System.nanoTime();
                calls++;
                if (scheduled >= recordFrom) {
                    long took = finished - began;
                    long late = began - scheduled;
                    response.recordValue(WindowTotals.bounded(finished - scheduled));
                    if (finished - scheduled > SLOW_NANOS) {
                        lastSlowFinished = finished;
                    }
                    service.recordValue(WindowTotals.bounded(took));
                    lateness.recordValue(WindowTotals.bounded(late));
                    // Only a thread that was waiting measures the pacer; one queued behind its own call measures the setup.
                    if (previousDone <= scheduled) {
                        wake.recordValue(WindowTotals.bounded(late));
                    }
                    int slice = (int) Math.min(WindowTotals.LAG_SLICES - 1, (scheduled - recordFrom) / sliceNanos);
                    lag[slice] = Math.min(lag[slice], late);
                    recorded++;
                    maxService = Math.max(maxService, took);
                    int p = scheduled < fillAt ? 0 : scheduled < freeAt ? 1 : 2;
                    phase[p].recordValue(WindowTotals.bounded(finished - scheduled));
                    if (p == 1) {
                        maxServiceFull = Math.max(maxServiceFull, took);
                    }
                }
                previousDone = finished;
                scheduled = schedule.next(scheduled);
            }
            // What never started still happened to a caller: counted at the least it would have waited.
            long stopped = System.nanoTime();
            for (long s = scheduled; s < end; s = schedule.next(s)) {
                if (s >= recordFrom) {
                    long waited = Math.max(0, stopped - s);
                    response.recordValue(WindowTotals.bounded(waited));
                    int slice = (int) Math.min(WindowTotals.LAG_SLICES - 1, (s - recordFrom) / sliceNanos);
                    lag[slice] = Math.min(lag[slice], waited);
                    recorded++;
                    unfinished++;
                }
            }
        } finally {
            if (logging != null) {
                logging.leaveThread();
            }
            done.countDown();
        }
    }
}

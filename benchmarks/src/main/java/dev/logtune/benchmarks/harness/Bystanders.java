package dev.logtune.benchmarks.harness;

import dev.logtune.lab.results.BystanderRecord;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.run.Callers;
import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * Threads of the run's kind that never log: each wakes every {@link #PERIOD_NANOS}, does a moment's work and parks
 * again, on an absolute schedule staggered across them. Their progress shows whether logging stops the rest of the
 * service: on virtual threads, a caller blocked where the JVM cannot unmount it holds one of a few carriers.
 */
final class Bystanders {
    /** How many: a service's other requests, a handful of them at a time. */
    static final int COUNT = 8;
    /** Each wakes every millisecond: 8,000 ticks a second in all, a small load beside the callers'. */
    static final long PERIOD_NANOS = 1_000_000;

    private final List<Ticker> tickers = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();

    /**
     * Bystanders from {@code start}, counted from {@code recordFrom} to {@code end}; ticks scheduled between
     * {@code disruptionFrom} and {@code disruptionTo} are also counted apart (both 0 without a disruption).
     */
    Bystanders(Callers callers, long start, long recordFrom, long end, long disruptionFrom, long disruptionTo) {
        for (int i = 0; i < COUNT; i++) {
            Ticker ticker = new Ticker(start + PERIOD_NANOS * i / COUNT, recordFrom, end, disruptionFrom, disruptionTo);
            tickers.add(ticker);
            threads.add(callers.newThread("bystander-" + i, ticker));
        }
    }

    void start() {
        threads.forEach(Thread::start);
    }

    /** Waits for every bystander to pass the window's end; then adds up what they did. */
    BystanderRecord awaitRecord(boolean disruption) throws InterruptedException {
        Histogram lateness = WindowTotals.histogram();
        long due = 0;
        long ran = 0;
        long dueIn = 0;
        long ranIn = 0;
        for (int i = 0; i < threads.size(); i++) {
            threads.get(i).join();
            Ticker ticker = tickers.get(i);
            lateness.add(ticker.lateness);
            due += ticker.due;
            ran += ticker.ran;
            dueIn += ticker.dueIn;
            ranIn += ticker.ranIn;
        }
        return new BystanderRecord(COUNT, PERIOD_NANOS / 1e6, due, ran, Latency.ofNanos(lateness),
                disruption ? dueIn : null, disruption ? ranIn : null);
    }

    /** One bystander: wakes on schedule, works a moment, skips what it missed. */
    private static final class Ticker implements Runnable {
        final Histogram lateness = WindowTotals.histogram();
        long due;
        long ran;
        long dueIn;
        long ranIn;
        /** Work the JIT cannot drop: the tick's result is kept. */
        long sink;

        private final long first;
        private final long recordFrom;
        private final long end;
        private final long disruptionFrom;
        private final long disruptionTo;

        Ticker(long first, long recordFrom, long end, long disruptionFrom, long disruptionTo) {
            this.first = first;
            this.recordFrom = recordFrom;
            this.end = end;
            this.disruptionFrom = disruptionFrom;
            this.disruptionTo = disruptionTo;
        }

        @Override
        public void run() {
            long scheduled = first;
            while (scheduled < end) {
                long remaining;
                while ((remaining = scheduled - System.nanoTime()) > 0) {
                    LockSupport.parkNanos(remaining);
                }
                long woke = System.nanoTime();
                sink += work(scheduled);
                // Ticks that came due while this one waited are skipped: counted as due, never run.
                long skipped = Math.max(0, (woke - scheduled) / PERIOD_NANOS);
                for (long k = 0; k <= skipped; k++) {
                    long tick = scheduled + k * PERIOD_NANOS;
                    if (tick >= recordFrom && tick < end) {
                        due++;
                        boolean inDisruption = tick >= disruptionFrom && tick < disruptionTo;
                        dueIn += inDisruption ? 1 : 0;
                        if (k == 0) {
                            ran++;
                            ranIn += inDisruption ? 1 : 0;
                            lateness.recordValue(WindowTotals.bounded(woke - tick));
                        }
                    }
                }
                scheduled += (skipped + 1) * PERIOD_NANOS;
            }
        }

        private static long work(long seed) {
            long x = seed;
            for (int i = 0; i < 64; i++) {
                x ^= x << 13;
                x ^= x >>> 7;
                x ^= x << 17;
            }
            return x;
        }
    }
}

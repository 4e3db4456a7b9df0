package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.benchmarks.results.Heap;

/**
 * One open-loop run, as the launcher hands it to the child JVM.
 *
 * @param target what to load; null for the no-logging baseline
 * @param rate total events per second over all threads
 * @param stallMount with a STALL scenario: the mounted filesystem the logs go to and that gets frozen
 * @param pacerSpinNanos how long the pacer spins before a deadline instead of parking
 * @param heap the heap the run's JVM gets; null for {@link Heap#DEFAULT}
 * @param firstThread the number of its first thread in the events it logs (JVMs sharing a file number theirs apart)
 * @param startAtEpochMillis when the schedule starts, for JVMs that share a file; 0 for as soon as the run is ready
 */
public record HarnessRequest(LoggingTarget target, double rate, int threads, double warmupSeconds, double durationSeconds,
                             Scenario scenario, String stallMount, String workDir, long pacerSpinNanos,
                             Heap heap, int firstThread, long startAtEpochMillis) {
    public static final String BASELINE = dev.logtune.benchmarks.results.HarnessLabels.CONTROL;
    /**
     * Parking alone wakes about 75 us late (the OS timer slack); spinning the last 50 us halves that, while spinning
     * longer steals the cores the measured threads need (measured at 38,000/s over 60 threads on 2 cores).
     */
    public static final long DEFAULT_SPIN_NANOS = 50_000;

    public HarnessRequest {
        heap = heap == null ? Heap.DEFAULT : heap;
        if (!(rate > 0) || rate > 10_000_000) {
            throw new IllegalArgumentException("rate must be between 1 and 10,000,000 events/s, was " + rate);
        }
        if (threads < 1 || threads > 4096) {
            throw new IllegalArgumentException("threads must be between 1 and 4096, was " + threads);
        }
        if (!(durationSeconds > 0) || warmupSeconds < 0) {
            throw new IllegalArgumentException("duration must be positive and warm-up not negative");
        }
        if (scenario.kind() == Scenario.Kind.STALL && stallMount == null) {
            throw new IllegalArgumentException("a stall needs a mounted filesystem to freeze");
        }
        if (scenario.kind() == Scenario.Kind.SHARED_FILE) {
            throw new IllegalArgumentException("a shared file is two runs, each steady; the sweep starts them together");
        }
        if (firstThread < 0) {
            throw new IllegalArgumentException("the first thread's number cannot be negative");
        }
    }

    /** A run in a JVM alone. */
    public HarnessRequest(LoggingTarget target, double rate, int threads, double warmupSeconds, double durationSeconds,
                          Scenario scenario, String stallMount, String workDir, long pacerSpinNanos, Heap heap) {
        this(target, rate, threads, warmupSeconds, durationSeconds, scenario, stallMount, workDir, pacerSpinNanos, heap, 0, 0);
    }

    /** One of the JVMs that share a file: threads numbered from {@code first}, starting at {@code atEpochMillis}. */
    public HarnessRequest sharing(int first, long atEpochMillis) {
        return new HarnessRequest(target, rate, threads, warmupSeconds, durationSeconds, scenario, stallMount, workDir,
                pacerSpinNanos, heap, first, atEpochMillis);
    }

    public String label() {
        return target == null ? BASELINE : target.name();
    }
}

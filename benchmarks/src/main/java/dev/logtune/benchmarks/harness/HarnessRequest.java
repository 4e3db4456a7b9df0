package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.lab.results.Heap;
import dev.logtune.lab.run.Callers;
import dev.logtune.lab.run.Workload;

import java.nio.file.Path;

/**
 * One open-loop run, as the launcher hands it to the child JVM.
 *
 * @param target what to load; null for the no-logging baseline
 * @param rate total events per second over all threads
 * @param stallMount with a STALL or DISK_FULL scenario: the mounted filesystem that gets frozen or filled; the setup's log files go to its
 *     {@code logs} directory and nothing else of the run's may lie on it (see {@link #logDir})
 * @param workDir the run's own files (the copy of the config it loads; its logs too where nothing stalls)
 * @param pacerSpinNanos how long the pacer spins before a deadline instead of parking
 * @param heap the heap the run's JVM gets; null for {@link Heap#DEFAULT}
 * @param firstThread the number of its first thread in the events it logs (JVMs sharing a file number theirs apart)
 * @param startAtEpochMillis when the schedule starts, for JVMs that share a file; 0 for as soon as the run is ready
 * @param workload what each call logs; null for {@link Workload#ORDERS}
 * @param callers what kind of thread makes the calls, beside bystanders of that kind that never log; null for the
 *     reference's own runs: platform threads, no bystanders
 */
public record HarnessRequest(LoggingTarget target, double rate, int threads, double warmupSeconds, double durationSeconds,
                             Scenario scenario, String stallMount, String workDir, long pacerSpinNanos,
                             Heap heap, int firstThread, long startAtEpochMillis, Workload workload,
                             Callers callers) {
    public static final String BASELINE = dev.logtune.lab.results.HarnessLabels.CONTROL;
    /**
     * Parking alone wakes about 75 us late (the OS timer slack); spinning the last 50 us halves that at 38,000/s over
     * 60 threads on 2 cores. Spinning is the harness's own CPU, taken from the threads it measures: see {@link #spinFor}.
     */
    public static final long MAX_SPIN_NANOS = 50_000;
    /**
     * The share of the machine the pacer may spend spinning if every wake came early. At 230,000/s over 60 threads on
     * 2 cores a 50 us spin was up to 11.5 cores' worth of demand: the control's pacer was later than with no spin at
     * all (p99 1.0 to 1.4 ms against 0.3 to 0.8), and a setup whose writer is a thread of its own (a ring's handler)
     * measured 2 to 3 times slower than the buffered file it is level with when nothing spins.
     */
    static final double SPIN_SHARE = 0.10;

    /** How long the pacer spins before each deadline at this rate on this many cores: at most {@link #SPIN_SHARE}. */
    public static long spinFor(double rate, int cores) {
        return Math.min(MAX_SPIN_NANOS, (long) (SPIN_SHARE * cores * 1e9 / rate));
    }

    /** {@link #spinFor} on the cores of this machine. */
    public static long spinFor(double rate) {
        return spinFor(rate, Runtime.getRuntime().availableProcessors());
    }

    public HarnessRequest {
        heap = heap == null ? Heap.DEFAULT : heap;
        workload = workload == null ? Workload.ORDERS : workload;
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
        // The no-logging control of a full-disk point runs its schedule with nothing to fill.
        if (scenario.kind() == Scenario.Kind.DISK_FULL && stallMount == null && target != null) {
            throw new IllegalArgumentException("a full disk needs a mounted filesystem to fill");
        }
        // It fills a quarter in; what follows the free must be long enough to see logging come back, or not.
        if (scenario.kind() == Scenario.Kind.DISK_FULL && scenario.fullSeconds() > durationSeconds / 2) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                    "a full disk of %s needs a measured window of at least twice that", scenario.detail()));
        }
        if (scenario.kind() == Scenario.Kind.SHARED_FILE) {
            throw new IllegalArgumentException("a shared file is two runs, each steady; the sweep starts them together");
        }
        if (firstThread < 0) {
            throw new IllegalArgumentException("the first thread's number cannot be negative");
        }
    }

    /** A run of the orders workload. */
    public HarnessRequest(LoggingTarget target, double rate, int threads, double warmupSeconds, double durationSeconds,
                          Scenario scenario, String stallMount, String workDir, long pacerSpinNanos,
                          Heap heap, int firstThread, long startAtEpochMillis) {
        this(target, rate, threads, warmupSeconds, durationSeconds, scenario, stallMount, workDir, pacerSpinNanos, heap,
                firstThread, startAtEpochMillis, Workload.ORDERS, null);
    }

    /** A run in a JVM alone. */
    public HarnessRequest(LoggingTarget target, double rate, int threads, double warmupSeconds, double durationSeconds,
                          Scenario scenario, String stallMount, String workDir, long pacerSpinNanos, Heap heap) {
        this(target, rate, threads, warmupSeconds, durationSeconds, scenario, stallMount, workDir, pacerSpinNanos, heap, 0, 0);
    }

    /** One of the JVMs that share a file: threads numbered from {@code first}, starting at {@code atEpochMillis}. */
    public HarnessRequest sharing(int first, long atEpochMillis) {
        return new HarnessRequest(target, rate, threads, warmupSeconds, durationSeconds, scenario, stallMount, workDir,
                pacerSpinNanos, heap, first, atEpochMillis, workload, callers);
    }

    /** The same run logging {@code kind}. */
    public HarnessRequest withWorkload(Workload kind) {
        return new HarnessRequest(target, rate, threads, warmupSeconds, durationSeconds, scenario, stallMount, workDir,
                pacerSpinNanos, heap, firstThread, startAtEpochMillis, kind, callers);
    }

    /**
     * The same run made by {@code kind} of thread, beside bystanders of that kind; null for none. A virtual thread that spins holds a carrier the others need, so a
     * run of virtual callers paces by parking alone.
     */
    public HarnessRequest withCallers(Callers kind) {
        return new HarnessRequest(target, rate, threads, warmupSeconds, durationSeconds, scenario, stallMount, workDir,
                kind == Callers.VIRTUAL ? 0 : pacerSpinNanos, heap, firstThread, startAtEpochMillis, workload, kind);
    }

    /** The same run with its directories absolute: the run's JVM works in a directory of its own. */
    public HarnessRequest withAbsolutePaths() {
        return new HarnessRequest(target, rate, threads, warmupSeconds, durationSeconds, scenario,
                stallMount == null ? null : Path.of(stallMount).toAbsolutePath().toString(),
                Path.of(workDir).toAbsolutePath().toString(), pacerSpinNanos, heap, firstThread, startAtEpochMillis, workload,
                callers);
    }

    /** Where the setup's log files go: on the stalled filesystem where there is one, else in the work directory. */
    public Path logDir() {
        return logDir(stallMount == null ? null : Path.of(stallMount), Path.of(workDir));
    }

    /** {@link #logDir()} before the request is made: a caller that rewrites a config's paths needs it first. */
    public static Path logDir(Path stallMount, Path workDir) {
        return stallMount != null ? stallMount.resolve("logs") : workDir.resolve("logs");
    }

    public String label() {
        return target == null ? BASELINE : target.name();
    }
}

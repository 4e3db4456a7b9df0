package dev.logtune.benchmarks.sweep;

import dev.logtune.benchmarks.harness.RatePlan;
import dev.logtune.benchmarks.harness.RatePoint;
import dev.logtune.benchmarks.harness.Scenario;
import dev.logtune.benchmarks.jmh.RawWriteBenchmark;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.matrix.SetupIds;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.SetupSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Which trials a run makes and how long each measures.
 *
 * @param setups matrix ids; the raw-write ceiling is added when {@code ceiling} is set
 * @param exceptionSetups setups also measured with the exception message shape, at {@code exceptionThreads}, thrpt
 * @param rates the open-loop runs after the JMH trials, or null for none
 * @param crashSetups setups crash-tested at the end (log, wait, halt the JVM with no hooks); empty for none
 */
public record Profile(String name, List<String> setups, boolean ceiling, List<Integer> threads, List<String> modes,
                      int warmupIterations, double warmupSeconds, int measurementIterations, double measurementSeconds,
                      int forks, List<String> exceptionSetups, List<Integer> exceptionThreads, RatePlan rates,
                      List<String> crashSetups) {

    public static final List<Integer> ALL_THREADS = List.of(1, 2, 4, 8, 16, 32, 64);

    public Profile {
        setups = List.copyOf(setups);
        threads = List.copyOf(threads);
        modes = List.copyOf(modes);
        exceptionSetups = List.copyOf(exceptionSetups);
        exceptionThreads = List.copyOf(exceptionThreads);
        crashSetups = crashSetups == null ? List.of() : List.copyOf(crashSetups);
        crashSetups.forEach(Matrix::require);
        setups.forEach(Matrix::require);
        exceptionSetups.forEach(Matrix::require);
        if (threads.isEmpty() || threads.stream().anyMatch(t -> t < 1 || t > 1024)) {
            throw new IllegalArgumentException("threads must be between 1 and 1024, was " + threads);
        }
        for (String mode : modes) {
            if (!mode.equals("thrpt") && !mode.equals("sample")) {
                throw new IllegalArgumentException("unknown JMH mode '" + mode + "' (expected thrpt or sample)");
            }
        }
        if (forks < 1 || warmupIterations < 0 || measurementIterations < 1 || warmupSeconds <= 0 || measurementSeconds <= 0) {
            throw new IllegalArgumentException("forks, iterations and times must be positive");
        }
    }

    /** A handful of setups at 1, 4 and 16 threads with short iterations: a few minutes, checks the machinery. */
    public static Profile quick() {
        return new Profile("quick",
                List.of(SetupIds.LOGBACK_FILE, SetupIds.LOGBACK_ASYNC_Q8192_T0, SetupIds.LOGBACK_ASYNC_DEFAULT,
                        SetupIds.LOG4J2_ASYNC_RAF, Matrix.off(Framework.LOGBACK).id()),
                true, List.of(1, 4, 16), List.of("thrpt", "sample"), 1, 1, 2, 1, 1, List.of(), List.of(), RatePlan.quick(),
                List.of(SetupIds.LOGBACK_FILE, SetupIds.LOGBACK_FILE_BUFFERED));
    }

    /** The whole matrix at every thread count: 5 iterations of 2 s in 2 forks, the figures worth publishing. */
    public static Profile full() {
        List<String> all = Matrix.all().stream().map(SetupSpec::id).toList();
        return new Profile("full", all, true, ALL_THREADS, List.of("thrpt", "sample"), 2, 1, 5, 2, 2, EXCEPTION_SETUPS,
                List.of(1, 16), RatePlan.full(all), all);
    }

    /**
     * The setups whose rank the reference has to decide, and so measures in more depth (sample mode): the ones that
     * never drop and that recommend picked or called level at some target in the previous reference, one or more of
     * each family.
     */
    public static final List<String> CONTENDERS = List.of(SetupIds.LOGBACK_FILE, SetupIds.LOGBACK_FILE_BUFFERED,
            SetupIds.LOGBACK_ASYNC_Q1024_T0, SetupIds.LOGBACK_ASYNC_Q8192_T0, SetupIds.LOGBACK_ASYNC_Q65536_T0,
            SetupIds.LOGBACK_ASYNC_Q8192_T0_BUFFERED, SetupIds.LOG4J2_FILE, SetupIds.LOG4J2_FILE_BUFFERED,
            SetupIds.LOG4J2_RAF_BUFFERED, SetupIds.LOG4J2_ASYNC_RAF, SetupIds.LOG4J2_ASYNCROOT_RAF,
            SetupIds.LOG4J2_ASYNCAPPENDER_1024);

    /** The floors of the two frameworks; the ceiling is the raw-write trial. */
    public static final List<String> FLOORS = List.of(Matrix.off(Framework.LOGBACK).id(), Matrix.off(Framework.LOG4J2).id());

    /** The setups also measured with the exception message shape: each framework's buffered file, and a queue or ring over one. */
    private static final List<String> EXCEPTION_SETUPS = List.of(SetupIds.LOGBACK_FILE_BUFFERED,
            SetupIds.LOGBACK_ASYNC_Q8192_T0_BUFFERED, SetupIds.LOG4J2_RAF_BUFFERED, SetupIds.LOG4J2_ASYNC_RAF);

    /** How many parts the reference is measured in. */
    public static final int REFERENCE_PARTS = 7;

    /**
     * One part of the published reference. It is measured in parts that each fit in a sitting on a 2-core machine
     * (under 80 minutes) and are published together; reports/reference/MACHINE.md gives the design and budget.
     * <ol>
     *   <li>JMH thrpt, every setup and the ceiling, at 1, 2, 4 and 8 threads (exception shape at 1)</li>
     *   <li>JMH thrpt at 16, 32 and 64 threads (exception shape at 16)</li>
     *   <li>JMH sample mode at 1, 4, 16 and 64 threads for the contenders, the floors and the ceiling; the crash test
     *       of every setup</li>
     *   <li>the open loop at 4 and 16 threads, every setup once at each rate from 1k to 500k/s, stopped where it no
     *       longer holds</li>
     *   <li>the open loop at 60 threads, the same way, then five blocks for the contenders at 38k and 230k/s; the
     *       2 s stall and the 5x burst at 38k/s</li>
     *   <li>standard output: the setups that write to a pipe, JMH thrpt at 4 and 64 threads, four blocks at 38k/s over
     *       60 threads with a slow reader and a reader that stops 2 s, then twelve blocks for the contenders at 38k/s</li>
     * </ol>
     * Parts 1, 2, 4 and 5 measure the setups that write files; part 6 those that write to standard output.
     */
    public static Profile reference(int part) {
        // A setup that logs less (per-logger levels, a sampler, a burst or duplicate filter) is measured on the service
        // workload (--workload service): the order workload's one template on one logger would only measure it dropping,
        // or, for per-logger levels, the setup it reduces again.
        List<String> all = Matrix.all().stream().filter(s -> !s.reducesVolume()).map(SetupSpec::id).toList();
        // The rolling twins are a part of their own: raced beside the plain setups they roll, at the service points.
        List<String> files = Matrix.all().stream().filter(s -> s.destination() == Destination.FILE && Matrix.plainOf(s).isEmpty()
                && !s.reducesVolume()).map(SetupSpec::id).toList();
        List<String> twins = Matrix.all().stream().filter(s -> Matrix.plainOf(s).isPresent() && !s.reducesVolume())
                .map(SetupSpec::id).toList();
        List<String> stdout = Matrix.all().stream().filter(s -> s.destination() == Destination.STDOUT).map(SetupSpec::id).toList();
        Profile jmh = new Profile("reference-" + part, files, true, ALL_THREADS, List.of("thrpt"), 2, 1, 5, 2, 2,
                EXCEPTION_SETUPS, List.of(1, 16), null, List.of());
        return switch (part) {
            case 1 -> jmh.withThreads(List.of(1, 2, 4, 8)).named(1);
            case 2 -> jmh.withThreads(List.of(16, 32, 64)).named(2);
            case 3 -> {
                List<String> deep = new ArrayList<>(CONTENDERS);
                deep.addAll(FLOORS);
                yield new Profile("reference-3", deep, true, List.of(1, 4, 16, 64), List.of("sample"), 2, 1, 5, 2, 2,
                        List.of(), List.of(), null, all.stream().filter(id -> !twins.contains(id)).toList());
            }
            case 4 -> jmh.withoutJmh().named(4).withRatePlanOf(RatePlan.referenceScreen(files, List.of(4, 16), List.of()));
            case 6 -> new Profile("reference-6", stdout, false, List.of(4, 64), List.of("thrpt"), 2, 1, 5, 2, 2,
                    List.of(), List.of(), RatePlan.standardOutput(stdout), List.of());
            case 5 -> jmh.withoutJmh().named(5).withRatePlanOf(RatePlan.referenceScreen(files, List.of(60),
                    List.of(new RatePoint(38_000, 60, Scenario.steady()), new RatePoint(230_000, 60, Scenario.steady()))));
            case 7 -> new Profile("reference-7", twins, false, List.of(64), List.of("thrpt"), 2, 1, 5, 2, 2, List.of(), List.of(),
                    RatePlan.rolling(twins, Matrix.all().stream().filter(s -> Matrix.plainOf(s).isPresent())
                            .map(s -> Matrix.plainOf(s).orElseThrow().id()).distinct().toList()), twins);
            default -> throw new IllegalArgumentException("the reference has parts 1 to " + REFERENCE_PARTS + ", not " + part);
        };
    }

    /**
     * The setups a service would pick, each framework's sync file, queue and ring, on virtual threads against platform
     * threads beside bystanders that never log ({@link RatePlan#virtualThreads}). The virtual points need Java 21 or newer.
     */
    public static final List<String> THREAD_KINDS_SETUPS = List.of(
            Matrix.defaults(Framework.LOGBACK, Destination.FILE, LineFormat.PATTERN, false).id(),
            SetupIds.LOGBACK_ASYNC_Q8192_T0_ROLLING, SetupIds.LOGBACK_DISRUPTOR_Q8192_BUFFERED_ROLLING_NOGZ,
            Matrix.defaults(Framework.LOG4J2, Destination.FILE, LineFormat.PATTERN, false).id(),
            SetupIds.LOG4J2_ASYNC_RAF_ROLLING_NOGZ, SetupIds.LOG4J2_ASYNCAPPENDER_1024_ROLLING);

    public static Profile virtualThreads() {
        return new Profile("virtual-threads", THREAD_KINDS_SETUPS, false, List.of(60), List.of(), 2, 1, 5, 2, 2, List.of(),
                List.of(), RatePlan.virtualThreads(THREAD_KINDS_SETUPS), List.of());
    }

    public static Profile named(String name) {
        return named(name, null);
    }

    /** A profile by name; the reference needs its part, the others take none. */
    public static Profile named(String name, Integer part) {
        String key = name.toLowerCase(Locale.ROOT);
        if (part != null && !key.equals("reference")) {
            throw new IllegalArgumentException("only the reference profile is measured in parts");
        }
        return switch (key) {
            case "quick" -> quick();
            case "full" -> full();
            case "virtual-threads" -> virtualThreads();
            case "reference" -> {
                if (part == null) {
                    throw new IllegalArgumentException("the reference profile is measured in parts: add --part 1 to --part "
                            + REFERENCE_PARTS);
                }
                yield reference(part);
            }
            default -> throw new IllegalArgumentException("unknown profile '" + name + "' (expected quick, full, reference or virtual-threads)");
        };
    }

    private Profile named(int part) {
        return new Profile("reference-" + part, setups, ceiling, threads, modes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, exceptionSetups, exceptionThreads, rates, crashSetups);
    }

    /** The same JMH trials with another open-loop plan. */
    private Profile withRatePlanOf(RatePlan plan) {
        return new Profile(name, setups, false, threads, modes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, exceptionSetups, exceptionThreads, plan, crashSetups);
    }

    public Profile withSetups(List<String> ids, boolean withCeiling) {
        return new Profile(custom(), ids, withCeiling, threads, modes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, exceptionSetups.stream().filter(ids::contains).toList(),
                exceptionThreads, rates == null ? null : rates.withSetups(ids),
                crashSetups.stream().filter(ids::contains).toList());
    }

    /** JMH at these thread counts; the exception-shape trials keep only the counts among them. */
    public Profile withThreads(List<Integer> counts) {
        return new Profile(custom(), setups, ceiling, counts, modes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, exceptionSetups,
                exceptionThreads.stream().filter(counts::contains).toList(), rates, crashSetups);
    }

    /** The open-loop runs at these thread counts only. */
    public Profile withRateThreads(List<Integer> counts) {
        return new Profile(custom(), setups, ceiling, threads, modes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, exceptionSetups, exceptionThreads,
                rates == null ? null : rates.withThreads(counts), crashSetups);
    }

    public Profile withModes(List<String> jmhModes) {
        return new Profile(custom(), setups, ceiling, threads, jmhModes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, exceptionSetups, exceptionThreads, rates, crashSetups);
    }

    /** The same JMH trials without the open-loop runs. */
    public Profile withoutRates() {
        return new Profile(custom(), setups, ceiling, threads, modes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, exceptionSetups, exceptionThreads, null, crashSetups);
    }

    /** The open-loop runs alone, no JMH trials. */
    public Profile withoutJmh() {
        return new Profile(custom(), setups, false, threads, List.of(), warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, List.of(), exceptionThreads, rates, crashSetups);
    }

    /** The same JMH trials with the open-loop plan changed, e.g. narrowed to some rates or repeated more. */
    public Profile withRatePlan(java.util.function.UnaryOperator<RatePlan> change) {
        return new Profile(custom(), setups, ceiling, threads, modes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, exceptionSetups, exceptionThreads,
                rates == null ? null : change.apply(rates), crashSetups);
    }

    /** The same setups with this open-loop plan in place of the profile's own. */
    public Profile withRatePlanReplaced(RatePlan plan) {
        return new Profile(custom(), setups, ceiling, threads, modes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, exceptionSetups, exceptionThreads, plan, crashSetups);
    }

    /** The same runs without the crash test. */
    public Profile withoutCrash() {
        return new Profile(custom(), setups, ceiling, threads, modes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, forks, exceptionSetups, exceptionThreads, rates, List.of());
    }

    /** Whether the run ends with the crash test. */
    public boolean crash() {
        return !crashSetups.isEmpty();
    }

    public Profile withForks(int count) {
        return new Profile(custom(), setups, ceiling, threads, modes, warmupIterations, warmupSeconds,
                measurementIterations, measurementSeconds, count, exceptionSetups, exceptionThreads, rates, crashSetups);
    }

    private String custom() {
        return name.endsWith("+custom") ? name : name + "+custom";
    }

    /**
     * The trials in run order: thread count outermost, then mode, then setup, so the setups compared at one thread
     * count are measured close together in time.
     */
    public List<Trial> trials() {
        List<Trial> trials = new ArrayList<>();
        List<String> all = new ArrayList<>(setups);
        if (ceiling) {
            all.add(RawWriteBenchmark.SETUP_ID);
        }
        for (int count : threads) {
            for (String mode : modes) {
                for (String setup : all) {
                    trials.add(new Trial(setup, "order", count, mode));
                }
            }
        }
        // The exception shape is measured for throughput only; a run without thrpt leaves it out.
        for (int count : modes.contains("thrpt") ? exceptionThreads : List.<Integer>of()) {
            for (String setup : exceptionSetups) {
                trials.add(new Trial(setup, "exception", count, "thrpt"));
            }
        }
        return trials;
    }

    /**
     * Rough seconds the whole run takes: JMH trials, open loop and crash tests, JVM starts included. A crash test is
     * two JVMs, a wait and a scan of what reached the disk: part 3 of the reference ran 33 in 8 minutes.
     */
    public double estimatedSeconds() {
        return trials().size() * secondsPerTrial() + (rates == null ? 0 : rates.estimatedSeconds()) + crashSetups.size() * 15.0;
    }

    /**
     * Rough seconds a trial takes: each fork's iterations plus about 5.5 s of JVM start, loading, JMH's own setup and
     * the audit (part 1 of the reference on 2 cores: 140 trials of 2 forks in 81.8 minutes).
     */
    public double secondsPerTrial() {
        return forks * (warmupIterations * warmupSeconds + measurementIterations * measurementSeconds + 5.5);
    }
}

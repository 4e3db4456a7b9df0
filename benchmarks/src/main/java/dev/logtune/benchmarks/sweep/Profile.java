package dev.logtune.benchmarks.sweep;

import dev.logtune.benchmarks.harness.RatePlan;
import dev.logtune.benchmarks.harness.RatePoint;
import dev.logtune.lab.run.Scenario;
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
 * Which trials a run makes and how long each measures. Built by name with {@link #builder}, which holds the defaults
 * and checks the values; the canonical constructor is the builder's.
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

    /** A profile built by name, from the defaults {@link ProfileBuilder} holds; setups and threads are required. */
    public static ProfileBuilder builder(String name) {
        return new ProfileBuilder(name);
    }

    /** A builder holding this profile's values, to build another that differs in some. */
    public ProfileBuilder toBuilder() {
        return ProfileBuilder.from(this);
    }

    /** A handful of setups at 1, 4 and 16 threads with short iterations: a few minutes, checks the machinery. */
    public static Profile quick() {
        return builder("quick")
                .setups(List.of(SetupIds.LOGBACK_FILE, SetupIds.LOGBACK_ASYNC_Q8192_T0, SetupIds.LOGBACK_ASYNC_DEFAULT,
                        SetupIds.LOG4J2_ASYNC_RAF, Matrix.off(Framework.LOGBACK).id()))
                .ceiling(true).threads(List.of(1, 4, 16)).modes(List.of("thrpt", "sample")).warmup(1, 1).measurement(2, 1).forks(1)
                .rates(RatePlan.quick()).crashSetups(List.of(SetupIds.LOGBACK_FILE, SetupIds.LOGBACK_FILE_BUFFERED)).build();
    }

    /** The whole matrix at every thread count: 5 iterations of 2 s in 2 forks, the figures worth publishing. */
    public static Profile full() {
        List<String> all = Matrix.all().stream().map(SetupSpec::id).toList();
        return builder("full").setups(all).ceiling(true).threads(ALL_THREADS).modes(List.of("thrpt", "sample"))
                .exceptionShape(EXCEPTION_SETUPS, List.of(1, 16)).rates(RatePlan.full(all)).crashSetups(all).build();
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
        Profile jmh = builder("reference-" + part).setups(files).ceiling(true).threads(ALL_THREADS)
                .exceptionShape(EXCEPTION_SETUPS, List.of(1, 16)).build();
        return switch (part) {
            case 1 -> jmh.withThreads(List.of(1, 2, 4, 8)).named(1);
            case 2 -> jmh.withThreads(List.of(16, 32, 64)).named(2);
            case 3 -> {
                List<String> deep = new ArrayList<>(CONTENDERS);
                deep.addAll(FLOORS);
                yield builder("reference-3").setups(deep).ceiling(true).threads(List.of(1, 4, 16, 64)).modes(List.of("sample"))
                        .crashSetups(all.stream().filter(id -> !twins.contains(id)).toList()).build();
            }
            case 4 -> jmh.withoutJmh().named(4).withRatePlanOf(RatePlan.referenceScreen(files, List.of(4, 16), List.of()));
            case 6 -> builder("reference-6").setups(stdout).threads(List.of(4, 64)).rates(RatePlan.standardOutput(stdout)).build();
            case 5 -> jmh.withoutJmh().named(5).withRatePlanOf(RatePlan.referenceScreen(files, List.of(60),
                    List.of(new RatePoint(38_000, 60, Scenario.steady()), new RatePoint(230_000, 60, Scenario.steady()))));
            case 7 -> builder("reference-7").setups(twins).threads(List.of(64))
                    .rates(RatePlan.rolling(twins, Matrix.all().stream().filter(s -> Matrix.plainOf(s).isPresent())
                            .map(s -> Matrix.plainOf(s).orElseThrow().id()).distinct().toList())).crashSetups(twins).build();
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
        return builder("virtual-threads").setups(THREAD_KINDS_SETUPS).threads(List.of(60)).modes(List.of())
                .rates(RatePlan.virtualThreads(THREAD_KINDS_SETUPS)).build();
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
        return toBuilder().name("reference-" + part).build();
    }

    /** The same JMH trials with another open-loop plan. */
    private Profile withRatePlanOf(RatePlan plan) {
        return toBuilder().ceiling(false).rates(plan).build();
    }

    public Profile withSetups(List<String> ids, boolean withCeiling) {
        return customised().setups(ids).ceiling(withCeiling)
                .exceptionShape(exceptionSetups.stream().filter(ids::contains).toList(), exceptionThreads)
                .rates(rates == null ? null : rates.withSetups(ids)).crashSetups(crashSetups.stream().filter(ids::contains).toList())
                .build();
    }

    /** JMH at these thread counts; the exception-shape trials keep only the counts among them. */
    public Profile withThreads(List<Integer> counts) {
        return customised().threads(counts).exceptionShape(exceptionSetups, exceptionThreads.stream().filter(counts::contains).toList())
                .build();
    }

    /** The open-loop runs at these thread counts only. */
    public Profile withRateThreads(List<Integer> counts) {
        return customised().rates(rates == null ? null : rates.withThreads(counts)).build();
    }

    public Profile withModes(List<String> jmhModes) {
        return customised().modes(jmhModes).build();
    }

    /** The same JMH trials without the open-loop runs. */
    public Profile withoutRates() {
        return customised().rates(null).build();
    }

    /** The open-loop runs alone, no JMH trials. */
    public Profile withoutJmh() {
        return customised().ceiling(false).modes(List.of()).exceptionShape(List.of(), exceptionThreads).build();
    }

    /** The same JMH trials with the open-loop plan changed, e.g. narrowed to some rates or repeated more. */
    public Profile withRatePlan(java.util.function.UnaryOperator<RatePlan> change) {
        return customised().rates(rates == null ? null : change.apply(rates)).build();
    }

    /** The same setups with this open-loop plan in place of the profile's own. */
    public Profile withRatePlanReplaced(RatePlan plan) {
        return customised().rates(plan).build();
    }

    /** The same runs without the crash test. */
    public Profile withoutCrash() {
        return customised().crashSetups(List.of()).build();
    }

    /** Whether the run ends with the crash test. */
    public boolean crash() {
        return !crashSetups.isEmpty();
    }

    public Profile withForks(int count) {
        return customised().forks(count).build();
    }

    /** This profile's values under a name that says it was changed from the named one. */
    private ProfileBuilder customised() {
        return toBuilder().name(name.endsWith("+custom") ? name : name + "+custom");
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

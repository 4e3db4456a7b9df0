package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.Heap;
import dev.logtune.lab.run.Callers;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.matrix.SetupIds;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.SetupSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * The open-loop part of a profile: which setups at which points, how long, how often.
 *
 * @param targetedPoints measured only for the setups their scenario is about: a slow reader for those that write to
 *                       the console, a shared file for those that lock their file
 * @param minWindowSeconds the shortest measured window; low rates get longer ones (see {@link #windowSeconds})
 * @param repeats blocks per point: each block runs every setup and the no-logging control once, in shuffled order
 * @param heap the heap every run's JVM gets
 * @param maxWindowSeconds the longest measured window (low rates want long ones for their p99.9)
 * @param stopWhereNotHeld a setup that did not hold a steady rate is not run at higher rates of the same thread count
 * @param race repeats for the contenders after the plan's own blocks, or null for none
 */
public record RatePlan(List<String> setups, List<RatePoint> points, List<RatePoint> targetedPoints, double warmupSeconds,
                       double minWindowSeconds, int repeats, Heap heap, double maxWindowSeconds, boolean stopWhereNotHeld,
                       Race race) {
    /**
     * Events a window must hold beyond its p99.9 for that percentile to rest on more than a handful of samples: 30
     * events past p99.9 means 30,000 in the window.
     */
    static final double TAIL_SAMPLES = 30;
    static final double MAX_WINDOW_SECONDS = 30;

    public RatePlan {
        setups = List.copyOf(setups);
        points = List.copyOf(points);
        targetedPoints = List.copyOf(targetedPoints);
        setups.forEach(Matrix::require);
        if (repeats < 1) {
            throw new IllegalArgumentException("repeats must be at least 1, was " + repeats);
        }
        heap = heap == null ? Heap.DEFAULT : heap;
        if (maxWindowSeconds < minWindowSeconds) {
            throw new IllegalArgumentException("the longest window is shorter than the shortest");
        }
        if (race != null && !points.containsAll(race.points())) {
            throw new IllegalArgumentException("a race repeats points of the plan, not others");
        }
    }

    public RatePlan(List<String> setups, List<RatePoint> points, List<RatePoint> targetedPoints, double warmupSeconds,
                    double minWindowSeconds, int repeats, Heap heap) {
        this(setups, points, targetedPoints, warmupSeconds, minWindowSeconds, repeats, heap, MAX_WINDOW_SECONDS, false, null);
    }

    /**
     * The reference's screen: every setup once at each steady rate from 1k to 500k/s over these thread counts, stopped
     * where it no longer holds, windows of 3 to 10 s, then a race at {@code racePoints}. At 60 threads it adds the
     * 2 s stall and the 5x burst for 1 s at 38k/s, once for every setup.
     */
    public static RatePlan referenceScreen(List<String> setups, List<Integer> threads, List<RatePoint> racePoints) {
        List<RatePoint> points = new ArrayList<>();
        for (int count : threads) {
            for (double rate : List.of(1_000.0, 10_000.0, 38_000.0, 100_000.0, 230_000.0, 500_000.0)) {
                points.add(new RatePoint(rate, count, Scenario.steady()));
            }
        }
        List<RatePoint> targeted = new ArrayList<>();
        if (threads.contains(60)) {
            points.add(new RatePoint(38_000, 60, Scenario.stall(2)));
            points.add(new RatePoint(38_000, 60, Scenario.burst(5, 1)));
            targeted.add(new RatePoint(38_000, 60, Scenario.slowReader(4L << 20)));
            // A log agent that restarts: 2 s with nothing read, then a reader at 32 MB/s, about twice what the
            // JSON line at 38k/s makes, so the backlog drains in a few seconds.
            targeted.add(new RatePoint(38_000, 60, Scenario.readerPause(2, 32L << 20)));
            targeted.add(new RatePoint(10_000, 60, Scenario.sharedFile()));
            targeted.add(new RatePoint(38_000, 60, Scenario.sharedFile()));
        }
        Race race = racePoints.isEmpty() ? null : new Race(racePoints, 5, 3, 12);
        return new RatePlan(setups, points, targeted, 2, 3, 1, Heap.DEFAULT, 10, true, race);
    }

    /**
     * The reference's standard output: the setups at 38k/s over 60 threads, a reader at 4 MB/s and a reader that stops
     * 2 s and then reads at 32 MB/s, four blocks each; then the contenders at 38k/s in twelve blocks, the number that
     * decides a 2x difference on a shared 2-core machine.
     */
    public static RatePlan standardOutput(List<String> setups) {
        RatePoint steady = new RatePoint(38_000, 60, Scenario.steady());
        return new RatePlan(setups, List.of(steady), List.of(new RatePoint(38_000, 60, Scenario.slowReader(4L << 20)),
                new RatePoint(38_000, 60, Scenario.readerPause(2, 32L << 20))), 2, 3, 4, Heap.DEFAULT, 10, false,
                new Race(List.of(steady), 12, 3, 8));
    }

    /**
     * The rolling twins beside the plain setups they roll, at the two service points over 60 threads, in twelve
     * interleaved blocks (the number that decides a 2x difference here): what a roll and its compression cost.
     */
    public static RatePlan rolling(List<String> twins, List<String> plains) {
        List<String> setups = new ArrayList<>(twins);
        plains.stream().filter(p -> !setups.contains(p)).forEach(setups::add);
        List<RatePoint> points = List.of(new RatePoint(38_000, 60, Scenario.steady()), new RatePoint(230_000, 60, Scenario.steady()));
        return new RatePlan(setups, points, List.of(), 2, 3, 12, Heap.DEFAULT, 10, false, null);
    }

    /**
     * Every setup at 1k to 230k events/s over 4, 16 and 60 threads, plus a 2 s stall and a burst at 38k over 60; five
     * blocks per point, the fewest that give a median an interval.
     */
    public static RatePlan full(List<String> setups) {
        List<RatePoint> points = new ArrayList<>();
        for (int threads : List.of(4, 16, 60)) {
            for (double rate : List.of(1_000.0, 10_000.0, 38_000.0, 100_000.0, 230_000.0)) {
                points.add(new RatePoint(rate, threads, Scenario.steady()));
            }
        }
        points.add(new RatePoint(38_000, 60, Scenario.stall(2)));
        points.add(new RatePoint(38_000, 60, Scenario.burst(5, 1)));
        // 38,000 lines of ~240 bytes is about 9 MB/s; a reader at 4 MB/s falls behind.
        List<RatePoint> targeted = List.of(new RatePoint(38_000, 60, Scenario.slowReader(4L << 20)),
                new RatePoint(38_000, 60, Scenario.sharedFile()));
        return new RatePlan(setups, points, targeted, 2, 3, 5, Heap.DEFAULT);
    }

    /**
     * A full disk of {@code fullSeconds} for every setup at each rate and thread count, nothing else: windows long enough
     * for the fill a quarter in, the full phase, and as long again after the free to see logging come back (or not).
     */
    public static RatePlan diskFull(List<String> setups, List<Double> rates, List<Integer> threads, double fullSeconds,
                                    int repeats) {
        List<RatePoint> points = new ArrayList<>();
        for (int count : threads) {
            for (double rate : rates) {
                points.add(new RatePoint(rate, count, Scenario.diskFull(fullSeconds)));
            }
        }
        double window = Math.max(12, 4 * fullSeconds);
        return new RatePlan(setups, points, List.of(), 2, window, repeats, Heap.DEFAULT, window, false, null);
    }

    /**
     * A service on virtual threads against the same on platform threads: the setups at 38k/s over 60 callers, steady
     * and with a 2 s stall, each beside bystanders of the callers' kind that never log, in six blocks a point. The
     * windows are 5 s, so that the stall sits in the middle of as much again before and after.
     */
    public static RatePlan virtualThreads(List<String> setups) {
        List<RatePoint> points = new ArrayList<>();
        for (Callers callers : Callers.values()) {
            points.add(new RatePoint(38_000, 60, Scenario.steady()).withCallers(callers));
            points.add(new RatePoint(38_000, 60, Scenario.stall(2)).withCallers(callers));
        }
        return new RatePlan(setups, points, List.of(), 2, 5, 6, Heap.DEFAULT, 5, false, null);
    }

    /** Whether a point of the plan has virtual-thread callers (which need Java 21 or newer). */
    public boolean virtualCallers() {
        return java.util.stream.Stream.concat(points.stream(), targetedPoints.stream())
                .anyMatch(p -> p.callers() == Callers.VIRTUAL);
    }

    /** Two setups at one point and a 1 s stall, two blocks each: checks the machinery in about a minute. */
    public static RatePlan quick() {
        return new RatePlan(List.of(SetupIds.LOGBACK_FILE, SetupIds.LOGBACK_ASYNC_Q8192_T0),
                List.of(new RatePoint(10_000, 4, Scenario.steady()), new RatePoint(10_000, 4, Scenario.stall(1))),
                List.of(), 1, 2, 2, Heap.DEFAULT);
    }

    /**
     * The measured window of a point: a reader's pause gets at least six times its length, so that a reader at a
     * finite pace can work off the backlog inside the window and the recovery shows.
     */
    public double windowSeconds(RatePoint point) {
        double window = windowSeconds(point.rate());
        return point.scenario().kind() == Scenario.Kind.READER_PAUSE ? Math.max(window, 6 * point.scenario().stallSeconds()) : window;
    }

    /** The measured window at a rate: at least {@code minWindowSeconds}, long enough for the p99.9, at most {@code maxWindowSeconds}. */
    public double windowSeconds(double rate) {
        double forTail = TAIL_SAMPLES * 1000 / rate;
        return Math.max(minWindowSeconds, Math.min(maxWindowSeconds, forTail));
    }

    public RatePlan withSetups(List<String> ids) {
        return new RatePlan(ids, points, targetedPoints, warmupSeconds, minWindowSeconds, repeats, heap, maxWindowSeconds,
                stopWhereNotHeld, race);
    }

    /** Only the points at these thread counts. */
    public RatePlan withThreads(List<Integer> counts) {
        return new RatePlan(setups, points.stream().filter(p -> counts.contains(p.threads())).toList(),
                targetedPoints.stream().filter(p -> counts.contains(p.threads())).toList(), warmupSeconds,
                minWindowSeconds, repeats, heap, maxWindowSeconds, stopWhereNotHeld,
                race == null ? null : race.keep(p -> counts.contains(p.threads())));
    }

    /** Only the steady points at these rates; no stall, burst or slow-reader points. */
    public RatePlan withRates(List<Double> rates) {
        java.util.function.Predicate<RatePoint> kept = p -> p.scenario().kind() == Scenario.Kind.STEADY && rates.contains(p.rate());
        return new RatePlan(setups, points.stream().filter(kept).toList(), List.of(), warmupSeconds, minWindowSeconds,
                repeats, heap, maxWindowSeconds, stopWhereNotHeld, race == null ? null : race.keep(kept));
    }

    /** Only the points of these scenarios ("steady", "reader-pause", ...), targeted ones included. */
    public RatePlan withScenarios(List<String> names) {
        java.util.function.Predicate<RatePoint> kept = p -> names.contains(p.scenario().name());
        return new RatePlan(setups, points.stream().filter(kept).toList(), targetedPoints.stream().filter(kept).toList(),
                warmupSeconds, minWindowSeconds, repeats, heap, maxWindowSeconds, stopWhereNotHeld,
                race == null || race.points().stream().noneMatch(kept) ? null : race.keep(kept));
    }

    /** The same plan with every point logging {@code kind}: its points are other points than the orders workload's. */
    public RatePlan withWorkload(dev.logtune.lab.run.Workload kind) {
        return new RatePlan(setups, points.stream().map(p -> p.withWorkload(kind)).toList(),
                targetedPoints.stream().map(p -> p.withWorkload(kind)).toList(), warmupSeconds, minWindowSeconds, repeats,
                heap, maxWindowSeconds, stopWhereNotHeld, race == null ? null : race.map(p -> p.withWorkload(kind)));
    }

    public RatePlan withRepeats(int count) {
        return new RatePlan(setups, points, targetedPoints, warmupSeconds, minWindowSeconds, count, heap, maxWindowSeconds,
                stopWhereNotHeld, race);
    }

    public RatePlan withHeap(Heap runHeap) {
        return new RatePlan(setups, points, targetedPoints, warmupSeconds, minWindowSeconds, repeats, runHeap,
                maxWindowSeconds, stopWhereNotHeld, race);
    }

    /** Points in run order, each with the setups measured there (the control runs in every block beside them). */
    public List<Cell> cells() {
        List<Cell> cells = new ArrayList<>();
        for (RatePoint point : points) {
            cells.add(new Cell(point, setups));
        }
        for (RatePoint point : targetedPoints) {
            List<String> concerned = setups.stream().filter(id -> concerns(point.scenario(), Matrix.require(id))).toList();
            if (!concerned.isEmpty()) {
                cells.add(new Cell(point, concerned));
            }
        }
        return cells;
    }

    private static boolean concerns(Scenario scenario, SetupSpec setup) {
        return switch (scenario.kind()) {
            case SLOW_READER, READER_PAUSE -> setup.sink() instanceof ConsoleSink;
            case SHARED_FILE -> setup.writing().lockFile();
            default -> true;
        };
    }

    /** JVMs the plan starts at most: every setup and the control in every block, and the race at its fullest. */
    public int runs() {
        int raced = race == null ? 0 : race.points().size() * (race.maxContenders() + 1) * (race.repeats() - repeats);
        return cells().stream().mapToInt(c -> (c.setups().size() + 1) * repeats).sum() + Math.max(0, raced);
    }

    /** Rough seconds the plan takes at most: JVM start, warm-up, window and drain of every run. */
    public double estimatedSeconds() {
        double raced = race == null ? 0 : race.points().stream().mapToDouble(p -> (race.maxContenders() + 1)
                * Math.max(0, race.repeats() - repeats) * secondsPerRun(p.rate())).sum();
        return cells().stream().mapToDouble(c -> (c.setups().size() + 1) * repeats * secondsPerRun(c.point())).sum()
                + raced;
    }

    private double secondsPerRun(double rate) {
        return warmupSeconds + windowSeconds(rate) + 2.5;
    }

    private double secondsPerRun(RatePoint point) {
        return warmupSeconds + windowSeconds(point) + 2.5;
    }

    /** A point and the setups run at it. */
    public record Cell(RatePoint point, List<String> setups) {
    }
}

package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.results.Heap;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.SetupSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * The open-loop part of a profile: which setups at which points, how long, how often.
 *
 * @param slowReaderPoints measured only for setups that write to the console
 * @param minWindowSeconds the shortest measured window; low rates get longer ones (see {@link #windowSeconds})
 * @param repeats blocks per point: each block runs every setup and the no-logging control once, in shuffled order
 * @param heap the heap every run's JVM gets
 */
public record RatePlan(List<String> setups, List<RatePoint> points, List<RatePoint> slowReaderPoints, double warmupSeconds,
                       double minWindowSeconds, int repeats, Heap heap) {
    /**
     * Events a window must hold beyond its p99.9 for that percentile to rest on more than a handful of samples: 30
     * events past p99.9 means 30,000 in the window.
     */
    static final double TAIL_SAMPLES = 30;
    static final double MAX_WINDOW_SECONDS = 30;

    public RatePlan {
        setups = List.copyOf(setups);
        points = List.copyOf(points);
        slowReaderPoints = List.copyOf(slowReaderPoints);
        setups.forEach(Matrix::require);
        if (repeats < 1) {
            throw new IllegalArgumentException("repeats must be at least 1, was " + repeats);
        }
        heap = heap == null ? Heap.DEFAULT : heap;
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
        List<RatePoint> slowReader = List.of(new RatePoint(38_000, 60, Scenario.slowReader(4L << 20)));
        return new RatePlan(setups, points, slowReader, 2, 3, 5, Heap.DEFAULT);
    }

    /** Two setups at one point and a 1 s stall, two blocks each: checks the machinery in about a minute. */
    public static RatePlan quick() {
        return new RatePlan(List.of("logback-file", "logback-async-q8192-t0"),
                List.of(new RatePoint(10_000, 4, Scenario.steady()), new RatePoint(10_000, 4, Scenario.stall(1))),
                List.of(), 1, 2, 2, Heap.DEFAULT);
    }

    /** The measured window at a rate: at least {@code minWindowSeconds}, long enough for the p99.9, at most 30 s. */
    public double windowSeconds(double rate) {
        double forTail = TAIL_SAMPLES * 1000 / rate;
        return Math.max(minWindowSeconds, Math.min(MAX_WINDOW_SECONDS, forTail));
    }

    public RatePlan withSetups(List<String> ids) {
        return new RatePlan(ids, points, slowReaderPoints, warmupSeconds, minWindowSeconds, repeats, heap);
    }

    /** Only the points at these thread counts. */
    public RatePlan withThreads(List<Integer> counts) {
        return new RatePlan(setups, points.stream().filter(p -> counts.contains(p.threads())).toList(),
                slowReaderPoints.stream().filter(p -> counts.contains(p.threads())).toList(), warmupSeconds,
                minWindowSeconds, repeats, heap);
    }

    /** Only the steady points at these rates; no stall, burst or slow-reader points. */
    public RatePlan withRates(List<Double> rates) {
        return new RatePlan(setups, points.stream()
                .filter(p -> p.scenario().kind() == Scenario.Kind.STEADY && rates.contains(p.rate())).toList(),
                List.of(), warmupSeconds, minWindowSeconds, repeats, heap);
    }

    public RatePlan withRepeats(int count) {
        return new RatePlan(setups, points, slowReaderPoints, warmupSeconds, minWindowSeconds, count, heap);
    }

    public RatePlan withHeap(Heap runHeap) {
        return new RatePlan(setups, points, slowReaderPoints, warmupSeconds, minWindowSeconds, repeats, runHeap);
    }

    /** Points in run order, each with the setups measured there (the control runs in every block beside them). */
    public List<Cell> cells() {
        List<Cell> cells = new ArrayList<>();
        for (RatePoint point : points) {
            cells.add(new Cell(point, setups));
        }
        List<String> console = setups.stream().map(Matrix::require).filter(s -> s.sink() instanceof ConsoleSink)
                .map(SetupSpec::id).toList();
        if (!console.isEmpty()) {
            slowReaderPoints.forEach(point -> cells.add(new Cell(point, console)));
        }
        return cells;
    }

    /** JVMs the plan starts: every setup and the control, in every block. */
    public int runs() {
        return cells().stream().mapToInt(c -> (c.setups().size() + 1) * repeats).sum();
    }

    /** Rough seconds the plan takes: JVM start, warm-up, window and drain of every run. */
    public double estimatedSeconds() {
        return cells().stream().mapToDouble(c -> (c.setups().size() + 1) * repeats
                * (warmupSeconds + windowSeconds(c.point().rate()) + 2.5)).sum();
    }

    /** A point and the setups run at it. */
    public record Cell(RatePoint point, List<String> setups) {
    }
}

package dev.logtune.benchmarks.harness;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.SetupSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * The open-loop part of a profile: which setups at which points, each run how long.
 *
 * @param slowReaderPoints measured only for setups that write to the console
 */
public record RatePlan(List<String> setups, List<RatePoint> points, List<RatePoint> slowReaderPoints, double warmupSeconds,
                       double durationSeconds) {

    public RatePlan {
        setups = List.copyOf(setups);
        points = List.copyOf(points);
        slowReaderPoints = List.copyOf(slowReaderPoints);
        setups.forEach(Matrix::require);
    }

    /** Every setup at 1k to 230k events/s over 4, 16 and 60 threads, plus a 2 s stall and a burst at 38k over 60. */
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
        return new RatePlan(setups, points, slowReader, 2, 5);
    }

    /** Two setups at one point and a 1 s stall: checks the machinery in seconds. */
    public static RatePlan quick() {
        return new RatePlan(List.of("logback-file", "logback-async-q8192-t0"),
                List.of(new RatePoint(10_000, 4, Scenario.steady()), new RatePoint(10_000, 4, Scenario.stall(1))),
                List.of(), 1, 3);
    }

    public RatePlan withSetups(List<String> ids) {
        return new RatePlan(ids, points, slowReaderPoints, warmupSeconds, durationSeconds);
    }

    /** Only the points at these thread counts. */
    public RatePlan withThreads(List<Integer> counts) {
        return new RatePlan(setups, points.stream().filter(p -> counts.contains(p.threads())).toList(),
                slowReaderPoints.stream().filter(p -> counts.contains(p.threads())).toList(), warmupSeconds, durationSeconds);
    }

    /** Points in run order, each with the setups measured there (the baseline runs first at every point). */
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

    public int runs() {
        return cells().stream().mapToInt(c -> c.setups().size() + 1).sum();
    }

    /** A point and the setups run at it. */
    public record Cell(RatePoint point, List<String> setups) {
    }
}

package dev.logtune.tuner.advice;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.RunCost;
import dev.logtune.benchmarks.workload.OrderWorkload;
import dev.logtune.lab.run.Workload;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.RollingFileSink;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The bytes an event takes in a setup's line: what its runs left in the log directory (or read from the pipe) over the
 * events they wrote, median of every run of a setup with the same framework and layout that writes uncompressed (a
 * gzipped file's bytes are not its lines). It is the benchmark's order line, so a service's own lines differ; it is
 * what turns a rate into MB/s, a file size into minutes between rolls and a history into disk.
 *
 * @param bytes bytes per event
 * @param measured whether runs measured it; otherwise it is the pattern line's estimate, {@link OrderWorkload#LINE_BYTES}
 */
public record LineBytes(double bytes, boolean measured) {
    /** The shipped reference's lines, each read once: the reference never changes while the tool runs. */
    private static final Map<String, LineBytes> REFERENCE = new ConcurrentHashMap<>();

    /** The line of {@code setup} as the reference results measured it. */
    public static LineBytes of(SetupSpec setup) {
        return REFERENCE.computeIfAbsent(key(setup), key -> ReferenceResults.ifAny()
                .map(results -> measured(setup, results)).orElse(ESTIMATE));
    }

    /**
     * The line of {@code setup} as {@code results} measured it, else as the reference did. Not cached: {@link Figures}
     * keeps each line of the results it reads.
     */
    public static LineBytes of(SetupSpec setup, BenchResults results) {
        LineBytes own = results == null ? ESTIMATE : measured(setup, results);
        return own.measured() ? own : of(setup);
    }

    /** Setups with the same framework and layout write the same line. */
    static String key(SetupSpec setup) {
        return setup.framework() + " " + setup.layout();
    }

    /** The line an appender of {@code framework} writes in {@code format}: the framework's own file setup's. */
    public static LineBytes of(Framework framework, LineFormat format) {
        return of(Matrix.defaults(framework, Destination.FILE, format, true));
    }

    private static final LineBytes ESTIMATE = new LineBytes(OrderWorkload.LINE_BYTES, false);

    private static LineBytes measured(SetupSpec setup, BenchResults results) {
        double[] perEvent = results.rates().stream().filter(run -> run.ofWorkload(Workload.ORDERS) && sameLine(setup, run.setup()))
                .map(LineBytes::perEvent).filter(Objects::nonNull).mapToDouble(Double::doubleValue).sorted().toArray();
        if (perEvent.length == 0) {
            return ESTIMATE;
        }
        int mid = perEvent.length / 2;
        return new LineBytes(perEvent.length % 2 == 1 ? perEvent[mid] : (perEvent[mid - 1] + perEvent[mid]) / 2, true);
    }

    /** "about 494 bytes", with where an unmeasured figure comes from. */
    public String describe() {
        return String.format(Locale.ROOT, "about %.0f bytes", bytes) + (measured ? "" : " (the pattern line's size; this"
                + " layout's lines were not measured)");
    }

    private static boolean sameLine(SetupSpec setup, String other) {
        return Matrix.find(other).filter(o -> o.framework() == setup.framework() && o.layout().equals(setup.layout())
                && !(o.sink() instanceof RollingFileSink rolling && rolling.rolling().compress())).isPresent();
    }

    private static Double perEvent(RateRecord run) {
        RunCost cost = run.evidence() == null ? null : run.evidence().cost();
        return cost == null || cost.logBytes() <= 0 || run.written() <= 0 ? null : (double) cost.logBytes() / run.written();
    }
}

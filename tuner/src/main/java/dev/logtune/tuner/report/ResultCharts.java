package dev.logtune.tuner.report;

import dev.logtune.support.format.Numbers;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.reading.AuditedRate;
import dev.logtune.lab.reading.DiskFullBehaviour;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.CrashRecord;
import dev.logtune.lab.reading.Interval;
import dev.logtune.lab.results.JmhTrial;
import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/** The charts of a results file, each built from the figures the summary tables print. */
final class ResultCharts {
    static final String CONTROL = "no logging (control)";

    private final BenchResults results;
    private final List<OpenLoopPoint> points;

    ResultCharts(BenchResults results) {
        this.results = results;
        this.points = OpenLoopPoint.group(results.rates());
    }

    /** Events/s against threads, JMH thrpt, every setup whose trials are valid; floor and ceiling as references. */
    LineChart throughput() {
        Map<String, List<Point>> bySetup = new LinkedHashMap<>();
        for (JmhTrial trial : orderTrials("thrpt")) {
            if (!trial.valid()) {
                continue;
            }
            double delivered = AuditedRate.bounded(results, trial);
            double error = AuditedRate.overstated(results, trial) ? Double.NaN : trial.deliveredError();
            String note = String.format(Locale.ROOT, "%s events/s at %d threads%s", Numbers.human(delivered), trial.threads(),
                    Double.isNaN(error) ? " (the lines written: JMH's mean cannot be what happened)"
                            : " \u00b1" + Numbers.human(error) + " (JMH 99.9%)");
            // The references are lines to read against, drawn without their intervals (the ceiling's would cover the chart).
            boolean bare = Double.isNaN(error) || isReference(trial.setup());
            bySetup.computeIfAbsent(trial.setup(), k -> new ArrayList<>()).add(bare
                    ? new Point(trial.threads(), delivered, Double.NaN, Double.NaN, note, Double.isNaN(error))
                    : new Point(trial.threads(), delivered, delivered - error, delivered + error, note, false));
        }
        List<Series> series = new ArrayList<>();
        bySetup.forEach((setup, list) -> series.add(new Series(setup, SetupTags.of(setup), Palette.of(setup),
                isReference(setup) ? Series.Style.REFERENCE : Series.Style.ERROR_BARS, sortedByX(list))));
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        bySetup.values().forEach(list -> list.forEach(p -> {
            xs.add(p.x());
            ys.add(p.y());
        }));
        return new LineChart("throughput", "Events per second by threads (JMH throughput, delivered)",
                Axis.logOver("threads (log scale)", xs), Axis.logOver("events delivered per second (log scale)", ys),
                ordered(series), "");
    }

    /** Thread counts with steady open-loop points. */
    List<Integer> openLoopThreads() {
        return new TreeSet<>(points.stream().filter(p -> p.scenario().equals("steady")).map(OpenLoopPoint::threads).toList())
                .stream().toList();
    }

    /**
     * Response percentile against rate at one thread count: each setup's median with its interval band, the control's
     * beside it; a rate a setup did not hold is a hollow square at the top of the chart, and the line stops there.
     */
    LineChart responseByRate(int threads, boolean p999) {
        String which = p999 ? "p99.9" : "p99";
        List<OpenLoopPoint> here = points.stream().filter(p -> p.scenario().equals("steady") && p.threads() == threads)
                .sorted(Comparator.comparingDouble(OpenLoopPoint::rate)).toList();
        List<Double> xs = here.stream().map(OpenLoopPoint::rate).toList();
        List<Double> ys = new ArrayList<>();
        here.forEach(p -> {
            Interval i = p999 ? p.p999() : p.p99();
            if (i != null) {
                ys.add(i.high());
                ys.add(Math.max(i.low(), i.median() / 10));
            }
            if (p.control() != null) {
                ys.add(p.control().median());
            }
        });
        Axis y = Axis.logOver("response " + which + ", microseconds from the scheduled start (log scale)", ys);
        Map<String, List<Point>> bySetup = new LinkedHashMap<>();
        Map<Double, Interval> control = new LinkedHashMap<>();
        for (OpenLoopPoint point : here) {
            Interval figure = p999 ? point.p999() : point.p99();
            List<Point> line = bySetup.computeIfAbsent(point.setup(), k -> new ArrayList<>());
            if (!point.held() || figure == null) {
                if (line.stream().noneMatch(Point::marked)) {
                    line.add(new Point(point.rate(), y.max(), Double.NaN, Double.NaN,
                            "did not hold " + Numbers.human(point.rate()) + "/s: producers fell ever further behind", true));
                }
                continue;
            }
            line.add(new Point(point.rate(), figure.median(), figure.low(), figure.high(), String.format(Locale.ROOT,
                    "%s us at %s/s (interval %s to %s, %d %s%s)%s", Numbers.human(figure.median()), Numbers.human(point.rate()),
                    Numbers.human(figure.low()), Numbers.human(figure.high()), figure.runs(), figure.runs() == 1 ? "run" : "runs",
                    figure.modelled() ? ", interval modelled" : "", point.lost() > 0 ? ", LOST " + point.lost() + " events"
                            : point.dropShare() > 0 ? String.format(Locale.ROOT, ", dropped %.2f%%", 100 * point.dropShare()) : ""),
                    false));
            if (point.control() != null) {
                control.putIfAbsent(point.rate(), point.control());
            }
        }
        List<Series> series = new ArrayList<>();
        if (!p999 && !control.isEmpty()) {
            series.add(new Series(CONTROL, SetupTags.REFERENCE, Palette.CONTROL, Series.Style.REFERENCE,
                    control.entrySet().stream().map(e -> new Point(e.getKey(), e.getValue().median(), e.getValue().low(),
                            e.getValue().high(), Numbers.human(e.getValue().median()) + " us, p99 of the control (no logging)", false)).toList()));
        }
        bySetup.forEach((setup, line) -> series.add(new Series(setup, SetupTags.of(setup), Palette.of(setup), Series.Style.BAND,
                sortedByX(line))));
        return new LineChart("response-" + which.replace(".", "") + "-t" + threads,
                "Response " + which + " against rate, " + threads + " threads (open loop)",
                Axis.logOver("events per second over all threads (log scale)", xs), y, series, "");
    }

    /** A disturbance at one point (the 2 s stall, the burst): p99 per setup, the maximum and queue depth in the note. */
    BarChart disturbance(String scenario, String title) {
        List<Bar> bars = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        for (OpenLoopPoint point : points.stream().filter(p -> p.scenario().equals(scenario)).toList()) {
            if (!point.held() || point.p99() == null) {
                bars.add(new Bar(point.setup(), SetupTags.of(point.setup()), List.of(), "did not hold the rate"));
                continue;
            }
            double max = point.used().stream().mapToDouble(r -> r.response().max()).max().orElse(Double.NaN);
            long depth = point.used().stream().mapToLong(RateRecord::maxQueueDepth).max().orElse(-1);
            long capacity = point.used().get(0).queueCapacity();
            values.add(point.p99().median());
            bars.add(new Bar(point.setup(), SetupTags.of(point.setup()), List.of(new Bar.Segment("p99", point.p99().median())),
                    String.format(Locale.ROOT, "p99 %s us, max %s us%s%s", Numbers.human(point.p99().median()), Numbers.human(max),
                            depth >= 0 && capacity > 0 ? ", queue " + Numbers.count(depth) + " of " + Numbers.count(capacity) : "",
                            point.lost() > 0 ? ", LOST " + point.lost() : point.dropShare() > 0
                                    ? String.format(Locale.ROOT, ", dropped %.1f%%", 100 * point.dropShare()) : "")));
        }
        bars.sort(Comparator.comparingDouble((Bar b) -> b.segments().isEmpty() ? Double.MAX_VALUE : b.total()));
        return new BarChart(scenario, title, Axis.logOver("response p99, microseconds (log scale)", values), bars,
                List.<String[]>of(new String[] {"p99", "median p99 of the runs"}));
    }

    /**
     * A full disk: per setup, the share of the run's events missing, red where nothing said so; the note says what the
     * callers saw and when logging came back.
     */
    BarChart diskFull() {
        List<Bar> bars = new ArrayList<>();
        for (DiskFullBehaviour row : DiskFullBehaviour.of(results.rates())) {
            double share = row.calls() == 0 ? 0 : 100.0 * row.missing() / row.calls();
            bars.add(new Bar(row.setup(), SetupTags.of(row.setup()),
                    List.of(new Bar.Segment(row.saidSo() ? "dropped" : "lost", share)),
                    String.format(Locale.ROOT, "%s of %s missing, said so: %s; callers %s (p99 %s us while full, %s us before); %s",
                            Numbers.count(row.missing()), Numbers.count(row.calls()), row.saidSo() ? row.telling() : "no",
                            row.callers().phrase(), Numbers.human(row.fullP99()), Numbers.human(row.beforeP99()),
                            row.resumed() ? "resumed " + Numbers.human(Math.max(0, row.resumedAfterMillis())) + " ms after the free"
                                    : "did not resume")));
        }
        bars.sort(Comparator.comparingDouble(Bar::total).reversed().thenComparing(Bar::setup));
        double top = bars.stream().mapToDouble(Bar::total).max().orElse(0);
        return new BarChart("disk-full", "Events missing when the disk fills (share of the run's calls)",
                Axis.linearFromZero("share of the run's events, %", List.of(Math.max(top, 1.0))), bars,
                List.of(new String[] {"dropped", "missing, and the framework said so (error status or exception)"},
                        new String[] {"lost", "missing, and nothing said so"}));
    }

    /** What was lost while running: the share dropped by a configured policy, and loss no policy accounts for. */
    BarChart loss() {
        Map<String, long[]> bySetup = new LinkedHashMap<>();
        for (RateRecord record : results.rates()) {
            // A full disk loses events by design of the fault; its own chart shows that loss.
            if (record.isControl() || record.response() == null || record.diskFull() != null || record.callers() != null) {
                continue;
            }
            long[] totals = bySetup.computeIfAbsent(record.setup(), k -> new long[3]);
            totals[0] += record.calls();
            totals[1] += record.discarded();
            totals[2] += record.lost();
        }
        List<Bar> bars = new ArrayList<>();
        bySetup.forEach((setup, t) -> {
            double dropped = t[0] == 0 ? 0 : 100.0 * t[1] / t[0];
            double lost = t[0] == 0 ? 0 : 100.0 * t[2] / t[0];
            bars.add(new Bar(setup, SetupTags.of(setup), List.of(new Bar.Segment("dropped", dropped), new Bar.Segment("lost", lost)),
                    t[1] == 0 && t[2] == 0 ? "none of " + Numbers.count(t[0]) : String.format(Locale.ROOT,
                            "%s dropped, %s lost of %s", Numbers.count(t[1]), Numbers.count(t[2]), Numbers.count(t[0]))));
        });
        bars.sort(Comparator.comparingDouble(Bar::total).reversed().thenComparing(Bar::setup));
        double top = bars.stream().mapToDouble(Bar::total).max().orElse(0);
        return new BarChart("loss", "Events lost while running, all open-loop runs (share of calls)",
                Axis.linearFromZero("share of events, % (not a speed)", List.of(Math.max(top, 1.0))), bars,
                List.of(new String[] {"dropped", "dropped by a configured policy"}, new String[] {"lost", "lost, no policy accounts for it"}));
    }

    /** Bytes allocated per event, JMH's GC profiler, at the fewest threads measured. */
    BarChart allocation() {
        List<JmhTrial> trials = orderTrials("thrpt").stream().filter(t -> Double.isFinite(t.allocBytesPerOp())).toList();
        int fewest = trials.stream().mapToInt(JmhTrial::threads).min().orElse(1);
        List<Bar> bars = trials.stream().filter(t -> t.threads() == fewest && !t.setup().equals(HarnessLabels.CEILING))
                .map(t -> new Bar(t.setup(), SetupTags.of(t.setup()), List.of(new Bar.Segment("bytes", t.allocBytesPerOp())),
                        Numbers.human(t.allocBytesPerOp()) + " B"))
                .sorted(Comparator.comparingDouble(Bar::total)).toList();
        return new BarChart("allocation", "Bytes allocated per event (" + fewest + (fewest == 1 ? " thread" : " threads") + ", JMH's GC profiler)",
                Axis.linearFromZero("bytes per event", bars.stream().map(Bar::total).toList()), bars,
                List.<String[]>of(new String[] {"bytes", "bytes allocated per logging call"}));
    }

    /** What a crash lost: events of the last second not on disk after the JVM was halted, the ERROR marked. */
    BarChart unflushed() {
        List<Bar> bars = new ArrayList<>();
        for (CrashRecord crash : results.crashes()) {
            if (crash.note() != null && crash.note().startsWith(CrashRecord.FAILED)) {
                continue;
            }
            long missing = Math.max(0, crash.eventsLogged() - crash.eventsOnDisk());
            bars.add(new Bar(crash.setup(), SetupTags.of(crash.setup()), List.of(new Bar.Segment(crash.lastOnDisk() ? "missing" : "error-lost", missing)),
                    String.format(Locale.ROOT, "%d of %d missing, the ERROR %s", missing, crash.eventsLogged(),
                            crash.lastOnDisk() ? "kept" : "LOST")));
        }
        bars.sort(Comparator.comparingDouble(Bar::total).thenComparing(Bar::setup));
        double top = bars.stream().mapToDouble(Bar::total).max().orElse(1);
        return new BarChart("unflushed", "Events a crash lost: 201 logged, the last an ERROR, then the JVM halted with no hooks",
                Axis.linearFromZero("events not on disk after the crash", List.of(Math.max(top, 1.0))), bars,
                List.of(new String[] {"missing", "missing, the ERROR kept"}, new String[] {"error-lost", "missing, the ERROR lost too"}));
    }

    private List<JmhTrial> orderTrials(String mode) {
        return results.trials().stream().filter(t -> t.mode().equals(mode) && t.message().equals("order")).toList();
    }

    private static boolean isReference(String setup) {
        return SetupTags.of(setup).family() == SetupTags.Family.REFERENCE;
    }

    private static List<Point> sortedByX(List<Point> points) {
        return points.stream().sorted(Comparator.comparingDouble(Point::x)).toList();
    }

    /** Matrix order, the references last so they draw on top. */
    private static List<Series> ordered(List<Series> series) {
        List<String> order = Matrix.all().stream().map(SetupSpec::id).toList();
        Function<Series, Integer> rank = s -> isReference(s.name()) ? Integer.MAX_VALUE
                : order.indexOf(s.name()) < 0 ? order.size() : order.indexOf(s.name());
        return series.stream().sorted(Comparator.comparing(rank)).toList();
    }
}

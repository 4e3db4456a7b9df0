package dev.logtune.lab.reading;

import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.run.Callers;
import dev.logtune.lab.run.Workload;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One setup at one rate, thread count and scenario, over all its runs: the medians with their intervals, beside the
 * no-logging control of the same blocks. The intervals are bootstraps, worked out when first asked for: a results
 * file holds hundreds of points and an answer reads a few.
 *
 * <ul>
 *   <li>{@code runs}: every run, disturbed ones included</li>
 *   <li>{@code used}: the runs the figures rest on: every run, since a setup's own pauses are part of what it costs
 *       (the interval is a bootstrap from five runs on, and modelled below that)</li>
 *   <li>{@code held}: every used run kept up with the schedule; a point that did not hold has no response figures</li>
 *   <li>{@code p99}: response p99 over the used runs, microseconds; null when not held; {@code p999} likewise</li>
 *   <li>{@code control}: the control's p99 in the same blocks</li>
 *   <li>{@code dropShare}: events dropped by a configured policy, as a share of calls over all runs</li>
 * </ul>
 */
// Pinned: the derived properties otherwise come in the order reflection lists methods, which a rebuild may change.
@JsonPropertyOrder({"setup", "scenario", "detail", "threads", "rate", "held", "p99", "p999", "control", "dropShare", "lost",
        "runCount", "usedCount", "levelWithControl", "disturbed"})
public final class OpenLoopPoint {
    /** Disturbed runs are left out only while this many others remain; with fewer, every run counts. */
    static final int MIN_UNDISTURBED = 3;

    private final String setup;
    private final String scenario;
    private final String detail;
    private final int threads;
    private final double rate;
    private final List<RateRecord> runs;
    private final List<RateRecord> used;
    private final boolean held;
    private final double[] controlValues;
    private final double dropShare;
    private final long lost;
    // Each computed once when first read; the same runs always give the same interval, so a race only repeats work.
    private volatile Interval p99;
    private volatile Interval p999;
    private volatile Interval control;

    private OpenLoopPoint(String setup, String scenario, String detail, int threads, double rate, List<RateRecord> runs,
                          List<RateRecord> used, boolean held, double[] controlValues, double dropShare, long lost) {
        this.setup = setup;
        this.scenario = scenario;
        this.detail = detail;
        this.threads = threads;
        this.rate = rate;
        this.runs = runs;
        this.used = used;
        this.held = held;
        this.controlValues = controlValues;
        this.dropShare = dropShare;
        this.lost = lost;
    }

    @JsonProperty("setup")
    public String setup() {
        return setup;
    }

    @JsonProperty("scenario")
    public String scenario() {
        return scenario;
    }

    @JsonProperty("detail")
    public String detail() {
        return detail;
    }

    @JsonProperty("threads")
    public int threads() {
        return threads;
    }

    @JsonProperty("rate")
    public double rate() {
        return rate;
    }

    @JsonIgnore
    public List<RateRecord> runs() {
        return runs;
    }

    @JsonIgnore
    public List<RateRecord> used() {
        return used;
    }

    @JsonProperty("held")
    public boolean held() {
        return held;
    }

    @JsonProperty("p99")
    public Interval p99() {
        if (p99 == null && held) {
            p99 = BootstrapMedian.of(used.stream().mapToDouble(r -> r.response().p99()).toArray());
        }
        return p99;
    }

    @JsonProperty("p999")
    public Interval p999() {
        if (p999 == null && held) {
            p999 = BootstrapMedian.of(used.stream().mapToDouble(r -> r.response().p999()).toArray());
        }
        return p999;
    }

    @JsonProperty("control")
    public Interval control() {
        if (control == null && controlValues.length > 0) {
            control = BootstrapMedian.of(controlValues);
        }
        return control;
    }

    @JsonProperty("dropShare")
    public double dropShare() {
        return dropShare;
    }

    @JsonProperty("lost")
    public long lost() {
        return lost;
    }

    /** Runs made, for JSON readers (the runs themselves are in the results file). */
    @JsonProperty("runCount")
    public int runCount() {
        return runs.size();
    }

    @JsonProperty("usedCount")
    public int usedCount() {
        return used.size();
    }

    @JsonProperty("disturbed")
    public int disturbed() {
        return (int) runs.stream().filter(RateRecord::disturbed).count();
    }

    /**
     * Whether the setup's p99 cannot be told from no logging at all: its median lies within (or below) the control's
     * interval. A figure below the control's is noise, never "faster than not logging".
     */
    @JsonProperty("levelWithControl")
    public boolean levelWithControl() {
        return p99() != null && control() != null && p99().median() <= control().high();
    }

    /**
     * The measured runs grouped by point; unmeasured (skipped, failed) records are not points. The control's interval
     * comes from the control runs of the same rate and threads, undisturbed where three or more are; results from
     * before controls were kept as runs give each run's attached baseline instead.
     */
    public static List<OpenLoopPoint> group(List<RateRecord> records) {
        return group(records, Workload.ORDERS);
    }

    /**
     * The same for the runs of one workload: the orders workload's points are what every reader so far reads, a service
     * workload's runs are other points, read only where asked for.
     */
    public static List<OpenLoopPoint> group(List<RateRecord> records, Workload workload) {
        return group(records, workload, null);
    }

    /**
     * The same for the runs made by {@code callers} beside bystanders (null: the reference's own runs, which name none):
     * each kind of caller has its own points and its own controls.
     */
    public static List<OpenLoopPoint> group(List<RateRecord> records, Workload workload, Callers callers) {
        Map<String, List<RateRecord>> byPoint = new LinkedHashMap<>();
        Map<String, List<RateRecord>> controls = new LinkedHashMap<>();
        for (RateRecord record : records) {
            if (record.response() != null && record.of(workload, callers)) {
                (record.isControl() ? controls : byPoint).computeIfAbsent(record.isControl() ? controlKey(record) : record.pointKey(),
                        k -> new ArrayList<>()).add(record);
            }
        }
        List<OpenLoopPoint> points = new ArrayList<>();
        // Where the bounded pacer measured a point, its runs supersede the older pacer's (see RateRecord#boundedPacer).
        byPoint.values().forEach(runs -> points.add(of(RateRecord.ofCurrentPacer(runs),
                RateRecord.ofCurrentPacer(controls.getOrDefault(controlKey(runs.get(0)), List.of())))));
        points.sort(Comparator.comparing(OpenLoopPoint::setup).thenComparingInt(OpenLoopPoint::threads)
                .thenComparingDouble(OpenLoopPoint::rate));
        return points;
    }

    // A stall or slow-reader point's control runs the steady schedule, so controls are matched by rate and threads.
    private static String controlKey(RateRecord record) {
        return Math.round(record.targetRate()) + "/s x" + record.threads()
                + (record.scenario().equals("burst") ? " burst " + record.detail() : "");
    }

    static OpenLoopPoint of(List<RateRecord> runs, List<RateRecord> controlRuns) {
        RateRecord first = runs.get(0);
        // A setup's own pauses are its cost, never an excuse: every run counts. Only a control's are the machine's.
        List<RateRecord> used = runs;
        boolean held = used.stream().allMatch(RateRecord::held);
        double[] controls = controlRuns.isEmpty()
                ? used.stream().filter(r -> r.baseline() != null).mapToDouble(r -> r.baseline().p99()).toArray()
                : undisturbedOrAll(controlRuns).stream().mapToDouble(r -> r.response().p99()).toArray();
        long calls = runs.stream().mapToLong(RateRecord::calls).sum();
        long discarded = runs.stream().mapToLong(RateRecord::discarded).sum();
        return new OpenLoopPoint(first.setup(), first.scenario(), first.detail(), first.threads(), first.targetRate(),
                List.copyOf(runs), List.copyOf(used), held, controls,
                calls == 0 ? 0 : (double) discarded / calls, runs.stream().mapToLong(RateRecord::lost).sum());
    }

    private static List<RateRecord> undisturbedOrAll(List<RateRecord> runs) {
        List<RateRecord> undisturbed = runs.stream().filter(r -> !r.disturbed()).toList();
        return undisturbed.size() >= MIN_UNDISTURBED ? undisturbed : runs;
    }
}

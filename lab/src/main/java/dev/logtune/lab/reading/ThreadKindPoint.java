package dev.logtune.lab.reading;

import dev.logtune.lab.results.BystanderRecord;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.run.Callers;
import dev.logtune.lab.run.Workload;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.ToDoubleFunction;

/**
 * One setup at a point of the thread-kind comparison: its callers' response time (an {@link OpenLoopPoint} of its
 * kind) and what the bystanders beside them did, with the bystanders beside the same kind's no-logging control.
 *
 * @param loggers the callers' figures, against the control of their kind
 * @param progress the bystanders' median share of ticks run over the window; with a stall, over the stall alone
 * @param bystanderP99Micros the bystanders' median p99 lateness, microseconds
 * @param controlProgress the same share beside the control (which runs steady, so: over the window)
 * @param controlBystanderP99Micros the bystanders' median p99 lateness beside the control
 */
public record ThreadKindPoint(Callers callers, OpenLoopPoint loggers, double progress, double bystanderP99Micros,
                              double controlProgress, double controlBystanderP99Micros) {

    /** Every setup's points of {@code callers} in the records, by setup, then steady before a stall. */
    public static List<ThreadKindPoint> of(List<RateRecord> records, Callers callers) {
        List<RateRecord> controls = records.stream().filter(r -> r.isControl() && r.of(Workload.ORDERS, callers)
                && r.bystanders() != null).toList();
        List<ThreadKindPoint> points = new ArrayList<>();
        for (OpenLoopPoint point : OpenLoopPoint.group(records, Workload.ORDERS, callers)) {
            List<BystanderRecord> beside = point.runs().stream().map(RateRecord::bystanders).filter(Objects::nonNull).toList();
            List<BystanderRecord> besideControl = controls.stream().filter(c -> c.threads() == point.threads()
                    && c.targetRate() == point.rate()).map(RateRecord::bystanders).toList();
            if (beside.isEmpty()) {
                continue;
            }
            points.add(new ThreadKindPoint(callers, point,
                    median(beside, b -> b.progressInDisruption() != null ? b.progressInDisruption() : b.progress()),
                    median(beside, b -> b.lateness().p99()), median(besideControl, BystanderRecord::progress),
                    median(besideControl, b -> b.lateness().p99())));
        }
        points.sort(Comparator.comparing((ThreadKindPoint p) -> p.loggers().setup())
                .thenComparing(p -> !p.loggers().scenario().equals("steady")));
        return points;
    }

    /** Whether the run had a stall, so {@link #progress} is the share run while the disk was frozen. */
    public boolean stalled() {
        return loggers.scenario().equals("stall");
    }

    private static double median(List<BystanderRecord> runs, ToDoubleFunction<BystanderRecord> figure) {
        return runs.isEmpty() ? Double.NaN : BootstrapMedian.median(runs.stream().mapToDouble(figure).toArray());
    }
}

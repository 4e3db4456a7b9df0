package dev.logtune.benchmarks.summary;

import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.RunEvidence;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.support.format.Numbers;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static dev.logtune.benchmarks.summary.SummaryMarkdown.label;
import static dev.logtune.benchmarks.summary.SummaryMarkdown.section;

/**
 * The open loop's tables of the summary: response time at each point, where each setup stopped holding the rate, and
 * how long callers took to come back after a stall or a reader's pause.
 */
final class OpenLoopTables {
    private OpenLoopTables() {
    }

    static void rates(StringBuilder md, List<RateRecord> rates) {
        // The service workload's points have a section of their own (ServiceTable); what was not measured is listed here.
        if (rates.isEmpty()) {
            return;
        }
        List<RateRecord> unmeasured = rates.stream().filter(r -> r.response() == null && !stoppedBelow(r)).toList();
        if (OpenLoopPoint.group(rates).isEmpty()
                && rates.stream().anyMatch(r -> !r.ofWorkload(dev.logtune.lab.run.Workload.ORDERS))) {
            notMeasured(md, unmeasured);
            return;
        }
        section(md, "Open loop: response time at a fixed rate",
                "Each thread follows a fixed schedule; response time counts from the scheduled start, so queueing shows. "
                        + "A point is its runs: each block ran every setup and the no-logging control once, in shuffled order, "
                        + "each in a fresh JVM. Figures are medians over runs with a 95% percentile-bootstrap interval over runs "
                        + "(fewer than 5 runs: the interval is taken as 3x either way, marked *). Disturbed runs (a long JVM "
                        + "pause, or a late pacer in the control) are counted and left out while 3 others remain. A point that "
                        + "did not hold the rate in every run has no response figures. Microseconds.");
        md.append("| setup | scenario | threads | rate/s | runs (disturbed) | held | p99 | p99 95% interval | p99.9 | control p99 | longest call ms | lost | dropped |\n")
                .append("|---|---|---:|---:|---:|---|---:|---|---:|---:|---:|---:|---:|\n");
        for (OpenLoopPoint point : OpenLoopPoint.group(rates)) {
            double longest = point.runs().stream().mapToDouble(RateRecord::maxBlockedMillis).max().orElse(0);
            md.append("| ").append(label(point.setup())).append(" | ").append(point.scenario())
                    .append(point.detail() == null || point.detail().isEmpty() ? "" : " " + point.detail()).append(" | ")
                    .append(point.threads()).append(" | ").append(Numbers.human(point.rate())).append(" | ")
                    .append(point.runs().size()).append(point.disturbed() > 0 ? " (" + point.disturbed() + ")" : "").append(" | ")
                    .append(point.held() ? "yes" : "**no**").append(" | ")
                    .append(point.p99() == null ? "" : Numbers.human(point.p99().median())).append(" | ")
                    .append(point.p99() == null ? "" : Numbers.human(point.p99().low()) + "-" + Numbers.human(point.p99().high())
                            + (point.p99().modelled() ? "*" : "")).append(" | ")
                    .append(point.p999() == null ? "" : Numbers.human(point.p999().median())).append(" | ")
                    .append(point.control() == null ? "" : Numbers.human(point.control().median())).append(" | ")
                    .append(Numbers.human(longest)).append(" | ")
                    .append(Numbers.count(point.lost())).append(" | ")
                    .append(point.dropShare() > 0 ? String.format(java.util.Locale.ROOT, "%.1f%%", 100 * point.dropShare()) : "0")
                    .append(" |\n");
        }
        notMeasured(md, unmeasured);
    }

    // Points a setup was not run at because it did not hold a lower rate are in the next table, not listed one by one.
    private static void notMeasured(StringBuilder md, List<RateRecord> unmeasured) {
        if (!unmeasured.isEmpty()) {
            md.append("\nNot measured:\n");
            unmeasured.forEach(r -> md.append("- ").append(label(r.setup())).append(' ').append(r.pointKey().substring(r.setup().length() + 1))
                    .append(": ").append(r.note().replace("|", "/")).append('\n'));
        }
    }

    /** Runs with a disruption that ended mid-window: what the callers paid, and how long until they came back. */
    static void recovery(StringBuilder md, List<RateRecord> rates) {
        List<OpenLoopPoint> disrupted = OpenLoopPoint.group(rates).stream()
                .filter(p -> p.runs().stream().anyMatch(r -> r.evidence() != null && r.evidence().recoveryMillis() != null)).toList();
        if (disrupted.isEmpty()) {
            return;
        }
        section(md, "Recovery after a stall or a reader's pause",
                "For each run: the longest single call, and how long after the disruption ended the last call slower than "
                        + RunEvidence.SLOW_CALL_MILLIS + " ms returned (0: none after it). Medians over runs, with the range.");
        md.append("| setup | scenario | threads | rate/s | runs | longest call ms | recovery ms (range) | deepest queue | lost | dropped |\n")
                .append("|---|---|---:|---:|---:|---:|---|---:|---:|---:|\n");
        for (OpenLoopPoint point : disrupted) {
            List<RateRecord> runs = point.runs().stream().filter(r -> r.evidence() != null && r.evidence().recoveryMillis() != null).toList();
            double[] recovery = runs.stream().mapToDouble(r -> r.evidence().recoveryMillis()).sorted().toArray();
            double[] longest = runs.stream().mapToDouble(RateRecord::maxBlockedMillis).sorted().toArray();
            long deepest = runs.stream().mapToLong(RateRecord::maxQueueDepth).max().orElse(-1);
            long capacity = runs.stream().mapToLong(RateRecord::queueCapacity).max().orElse(0);
            md.append("| ").append(label(point.setup())).append(" | ").append(point.scenario())
                    .append(point.detail() == null || point.detail().isEmpty() ? "" : " " + point.detail()).append(" | ")
                    .append(point.threads()).append(" | ").append(Numbers.human(point.rate())).append(" | ")
                    .append(runs.size()).append(" | ").append(Numbers.human(median(longest))).append(" | ")
                    .append(Numbers.human(median(recovery))).append(" (").append(Numbers.human(recovery[0])).append("-")
                    .append(Numbers.human(recovery[recovery.length - 1])).append(") | ")
                    .append(deepest < 0 ? "" : Numbers.count(deepest) + (capacity > 0 ? " of " + Numbers.count(capacity) : "")).append(" | ")
                    .append(Numbers.count(point.lost())).append(" | ")
                    .append(point.dropShare() > 0 ? String.format(java.util.Locale.ROOT, "%.1f%%", 100 * point.dropShare()) : "0")
                    .append(" |\n");
        }
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static boolean stoppedBelow(RateRecord record) {
        return record.note() != null && record.note().startsWith(HarnessLabels.NOT_HELD_BELOW);
    }

    /** At each thread count, the first steady rate each setup did not hold, or the highest it held. */
    static void holding(StringBuilder md, List<RateRecord> rates) {
        List<OpenLoopPoint> steady = OpenLoopPoint.group(rates).stream().filter(p -> p.scenario().equals("steady")).toList();
        List<Integer> threads = steady.stream().map(OpenLoopPoint::threads).distinct().sorted().toList();
        if (steady.isEmpty()) {
            return;
        }
        section(md, "Where each setup stopped holding the rate",
                "Steady open loop: the first rate a setup did not hold at each thread count (its producers fell ever further "
                        + "behind), or \"held to\" the highest rate measured. A setup that did not hold a rate is not run at higher "
                        + "rates of the same thread count.");
        md.append("| setup |");
        threads.forEach(t -> md.append(' ').append(t).append(" threads |"));
        md.append("\n|---|");
        threads.forEach(t -> md.append("---|"));
        md.append('\n');
        List<String> setups = new ArrayList<>();
        Matrix.all().forEach(spec -> setups.add(spec.id()));
        steady.stream().map(OpenLoopPoint::setup).filter(s -> !setups.contains(s)).distinct().forEach(setups::add);
        for (String setup : setups) {
            List<OpenLoopPoint> mine = steady.stream().filter(p -> p.setup().equals(setup)).toList();
            if (mine.isEmpty()) {
                continue;
            }
            md.append("| ").append(label(setup)).append(" |");
            for (int count : threads) {
                List<OpenLoopPoint> here = mine.stream().filter(p -> p.threads() == count)
                        .sorted(java.util.Comparator.comparingDouble(OpenLoopPoint::rate)).toList();
                Optional<OpenLoopPoint> failed = here.stream().filter(p -> !p.held()).findFirst();
                String cell = here.isEmpty() ? "" : failed.map(p -> "**" + Numbers.human(p.rate()) + "/s**")
                        .orElseGet(() -> "held to " + Numbers.human(here.get(here.size() - 1).rate()) + "/s");
                md.append(' ').append(cell).append(" |");
            }
            md.append('\n');
        }
    }
}

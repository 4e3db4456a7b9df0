package dev.logtune.tuner.recommend;

import dev.logtune.lab.results.Latency;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.tuner.advice.Candidate;
import dev.logtune.tuner.advice.Comparison;
import dev.logtune.tuner.advice.Exclusion;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.lab.reading.Interval;
import dev.logtune.tuner.advice.Explanation;
import dev.logtune.tuner.report.Report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.stream.Collectors;

/** recommend's answer as a report: the choice and its figures, the runners-up, what was excluded and why. */
final class RecommendReport {
    private RecommendReport() {
    }

    static Report build(RecommendOutput output, String nextCommand) {
        Recommendation answer = output.recommendation();
        Report report = new Report().heading("logtune recommend")
                .line("Target", answer.targetText())
                .line("Data", answer.data());
        if (output.versions() != null) {
            report.line("Versions", output.versions());
        }
        if (answer.dataWarning() != null) {
            report.line("Warning", answer.dataWarning());
        }
        if (answer.undecided()) {
            report.heading("Undecided: the data cannot yet say which setup")
                    .line("Why", answer.why());
            comparison(report, answer, answer.comparison().subject());
            excluded(report, answer.excluded());
            if (!output.measured().isEmpty()) {
                measured(report, output);
                return report;
            }
            if (nextCommand != null) {
                report.heading("Next").line("Decide it on this machine: " + nextCommand.replaceFirst(" --emit \\S+$", "") + " --measure");
            }
            return report;
        }
        if (!answer.found()) {
            report.heading("No setup meets this target")
                    .line("Best achievable", answer.bestAchievable());
            report.line("What would help:");
            answer.helps().forEach(report::item);
            excluded(report, answer.excluded());
            return report;
        }
        Candidate chosen = answer.chosen();
        report.heading((answer.extrapolated() ? "Extrapolated, not measured: " : "Recommended: ") + chosen.setup()
                        + " (" + chosen.framework() + ")")
                .line(chosen.description());
        if (answer.extrapolated()) {
            report.line("Beyond the data", "your target lies outside what was measured (" + chosen.rate().nearness()
                    + "); the figures below are the nearest measured point, not your target. Measure it here with --measure.");
        }
        report.line("Response", String.format(Locale.ROOT, "p99 %s; p99.9 %s (%s)", Explanation.p99(chosen),
                        Explanation.range(chosen.p999()), chosen.rate().nearness()))
                .line("Level set", answer.level().size() == 1 ? Double.isNaN(answer.comparison().margin())
                        ? "none: no contender was raced in the same blocks here"
                        : "none: no other contender is level with it within " + Explanation.margin(answer.comparison().margin())
                        : answer.level().stream().map(Candidate::setup).collect(Collectors.joining(", "))
                        + " (each within " + Explanation.margin(answer.comparison().margin()) + " of the pick either way, paired in the same blocks)")
                .line("Capacity", String.format(Locale.ROOT, "%s events/s planned on (%s); your rate keeps it %.0f%% busy",
                        Numbers.human(chosen.capacity().eventsPerSecond()), chosen.capacity().note(),
                        100 * answer.rate() / chosen.capacity().eventsPerSecond()))
                .line("Allocation", allocation(chosen) + (Explanation.heapCost(chosen, answer.rate()).isEmpty() ? ""
                        : "; " + Explanation.heapCost(chosen, answer.rate())))
                .line("On a crash", chosen.unflushedText() + ". \"None dropped while running\" is not a crash promise:"
                        + " this is what a JVM killed without its shutdown hooks (kill -9, the OOM killer) can lose")
                .line("Why", answer.why());
        if (chosen.dropped()) {
            report.line("Dropped", String.format(Locale.ROOT, "%.1f%% of events at that point, by its configured policy",
                    100 * chosen.dropShare()));
        }
        chosen.tuning().forEach(t -> report.item("tuned: " + t));
        chosen.warnings().forEach(w -> report.item("note: " + w));

        comparison(report, answer, chosen.setup());
        if (!answer.runnersUp().isEmpty()) {
            report.heading("Runner-up of each framework");
            report.table(CANDIDATE_COLUMNS, answer.runnersUp().stream().map(c -> row(c, answer)).toList());
        }
        List<Candidate> others = answer.ranked().stream().skip(1).filter(c -> !answer.runnersUp().contains(c)).toList();
        if (!others.isEmpty()) {
            report.heading("Also qualified, best first");
            report.table(CANDIDATE_COLUMNS, others.stream().map(c -> row(c, answer)).toList());
        }
        excluded(report, answer.excluded());
        if (!output.measured().isEmpty()) {
            measured(report, output);
        }
        if (!output.emitted().isEmpty()) {
            report.heading("Written");
            output.emitted().forEach(report::item);
            if (!output.needs().isEmpty()) {
                report.heading("What else it needs");
                output.needs().forEach(need -> {
                    report.item(need.what());
                    need.snippets().forEach(snippet -> report.line("    " + snippet));
                });
            }
        } else if (nextCommand != null) {
            report.heading("Next").line("Write it with: " + nextCommand);
        }
        return report;
    }

    /** The pick (or the first contender) over every other contender, the defaults and the control, block by block. */
    private static void comparison(Report report, Recommendation answer, String pick) {
        Comparison comparison = answer.comparison();
        if (comparison == null || pick == null || comparison.ratios().isEmpty() && comparison.control() == null) {
            return;
        }
        report.heading("Compared in the same blocks: " + pick + " over each");
        List<List<String>> rows = new ArrayList<>();
        for (PairedRatio ratio : comparison.ratios()) {
            rows.add(ratioRow(ratio.against() + (comparison.contenders().contains(ratio.against()) ? "" : " (defaults)"), ratio,
                    comparison.tailAgainst(ratio.against())));
        }
        if (comparison.control() != null) {
            rows.add(ratioRow("no logging (control)", comparison.control(), null));
        }
        for (PairedRatio ratio : comparison.others()) {
            rows.add(ratioRow(ratio.against() + " (not a contender)", ratio, null));
        }
        report.table(List.of("against", "p99 ratio", "95% interval", "class", "blocks", "p99.9 ratio (95% interval)"), rows);
        report.line("Margin", Explanation.margin(comparison.margin()) + ": " + comparison.marginFrom()
                + "; faster: the interval lies below 1; level: within [1/M, M]; not worse: below M; worse: above M; undecided: neither");
        if (!comparison.screened().isEmpty()) {
            report.line("Not raced here", String.join(", ", comparison.screened())
                    + ": they meet the target in their own runs, but were not run in these blocks, so they are never called level or picked");
        }
        comparison.leftOut().forEach(line -> report.item("left out: " + line));
    }

    private static List<String> ratioRow(String name, PairedRatio ratio, PairedRatio tail) {
        return List.of(name, ratio(ratio.ratio()), ratio(ratio.low()) + "-" + ratio(ratio.high()), ratio.standing().words(),
                String.valueOf(ratio.blocks()), tail == null ? "" : ratio(tail.ratio()) + " (" + ratio(tail.low()) + "-"
                        + ratio(tail.high()) + ")");
    }

    private static String ratio(double value) {
        return String.format(Locale.ROOT, value >= 10 ? "%.0fx" : "%.2fx", value);
    }

    private static final List<String> CANDIDATE_COLUMNS = List.of("setup", "framework", "p99 (95% interval)", "p99.9",
            "level", "capacity/s", "bytes/delivered", "dropped");

    private static List<String> row(Candidate candidate, Recommendation answer) {
        return List.of(candidate.setup(), candidate.framework(), interval(candidate.p99()), interval(candidate.p999()),
                answer.level().contains(candidate) ? "level" : "", Numbers.human(candidate.capacity().eventsPerSecond()),
                Double.isNaN(candidate.allocDelivered()) ? "n/a" : Numbers.human(candidate.allocDelivered()),
                candidate.dropped() ? String.format(Locale.ROOT, "%.1f%%", 100 * candidate.dropShare()) : "");
    }

    private static String interval(Interval interval) {
        return interval == null ? "n/a" : Durations.micros(interval.median()) + " (" + Durations.microsRange(interval.low(),
                interval.high()) + ")";
    }

    private static String allocation(Candidate candidate) {
        if (Double.isNaN(candidate.allocBytes())) {
            return "not measured";
        }
        String perDelivered = Double.isNaN(candidate.allocDelivered()) || Math.abs(candidate.allocDelivered() - candidate.allocBytes()) < 0.5
                ? "" : ", " + Numbers.human(candidate.allocDelivered()) + " per delivered event";
        return Numbers.human(candidate.allocBytes()) + " bytes per call" + perDelivered;
    }

    private static void excluded(Report report, List<Exclusion> excluded) {
        if (excluded.isEmpty()) {
            return;
        }
        report.heading("Excluded (" + excluded.size() + ")");
        // One line per reason shared by several setups (typically: not measured in these results).
        Map<String, List<String>> byReason = new LinkedHashMap<>();
        excluded.forEach(e -> byReason.computeIfAbsent(e.reason(), r -> new ArrayList<>()).add(e.setup()));
        byReason.forEach((reason, setups) -> report.item(setups.size() == 1
                ? setups.get(0) + ": " + reason
                : reason + ": " + String.join(", ", setups)));
    }

    private static void measured(Report report, RecommendOutput output) {
        report.heading("Measured on this machine at the target");
        List<List<String>> rows = new ArrayList<>();
        MeasuredCandidate control = null;
        for (MeasuredCandidate m : output.measured()) {
            if (m.role().equals(MeasuredCandidate.CONTROL)) {
                control = m;
                continue;
            }
            String name = m.setup() + (m.role().equals(MeasuredCandidate.REFERENCE)
                    ? " (" + Matrix.require(m.setup()).framework().displayName() + " defaults, the bar)" : "");
            String loss = m.lost() > 0 ? Numbers.count(m.lost()) + " lost"
                    : m.dropShare() > 0 ? String.format(Locale.ROOT, "%.1f%% dropped", 100 * m.dropShare()) : "none";
            String race = m.droppedOutAt() > 0 ? "out at round " + m.droppedOutAt()
                    : m.level() ? "level" + (m.note().isEmpty() ? "" : ", " + m.note()) : m.note();
            rows.add(List.of(name, m.runs() + (m.disturbed() > 0 ? " (" + m.disturbed() + " disturbed)" : ""),
                    interval(m.p99()), m.p999() == null ? "n/a" : Durations.micros(m.p999().median()),
                    m.held() ? "yes" : "no", loss, race));
        }
        if (control != null) {
            rows.add(List.of("control (no logging)", String.valueOf(control.runs()), interval(control.p99()),
                    control.p999() == null ? "n/a" : Durations.micros(control.p999().median()), control.held() ? "yes" : "no",
                    "", ""));
        }
        report.table(List.of("setup", "runs", "median p99 (95% interval)", "p99.9", "held", "lost/dropped", "race"),
                rows);
        output.measured().stream().filter(m -> m.droppedOutAt() > 0).forEach(m ->
                report.item(m.setup() + " dropped out at round " + m.droppedOutAt() + ": " + m.note()));
        if (control != null) {
            report.line("Race", control.note());
        }
        List<String> level = output.measured().stream().filter(MeasuredCandidate::level).map(MeasuredCandidate::setup).toList();
        if (level.size() > 1) {
            report.line("Result", Measurement.levelLine(level) + "; the pick among them follows the tie-break above,"
                    + " then the p99 measured here");
        } else if (level.size() == 1) {
            List<MeasuredCandidate> others = output.measured().stream()
                    .filter(m -> m.role().equals(MeasuredCandidate.CANDIDATE) && !m.setup().equals(level.get(0))).toList();
            report.line("Result", others.isEmpty() ? level.get(0) + " was the only candidate"
                    : others.stream().allMatch(m -> m.droppedOutAt() > 0)
                    ? "separated: the runs here left only " + level.get(0) + " standing"
                    : level.get(0) + " leads; nothing still standing is level with it");
        }
        report.line("Chosen by measurement", output.measuredChoice() == null
                ? "none of the shortlist held the rate without loss on this machine" : output.measuredChoice());
    }


}

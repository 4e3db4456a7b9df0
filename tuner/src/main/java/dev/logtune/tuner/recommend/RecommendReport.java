package dev.logtune.tuner.recommend;

import dev.logtune.benchmarks.results.Latency;
import dev.logtune.benchmarks.sweep.Numbers;
import dev.logtune.tuner.model.Candidate;
import dev.logtune.tuner.model.Exclusion;
import dev.logtune.tuner.model.Recommendation;
import dev.logtune.tuner.model.Recommender;
import dev.logtune.tuner.report.Report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/** recommend's answer as a report: the choice and its figures, the runners-up, what was excluded and why. */
final class RecommendReport {
    private RecommendReport() {
    }

    static Report build(RecommendOutput output, String nextCommand) {
        Recommendation answer = output.recommendation();
        Report report = new Report().heading("logtune recommend")
                .line("Target", answer.target())
                .line("Data", answer.data());
        if (answer.dataWarning() != null) {
            report.line("Warning", answer.dataWarning());
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
        report.heading("Recommended: " + chosen.setup() + " (" + chosen.framework() + ")")
                .line(chosen.description())
                .line("Response", String.format(Locale.ROOT, "p99 %s us, p99.9 %s us (%s; no-logging baseline p99 %s us)",
                        Numbers.human(chosen.p99Micros()), Numbers.human(chosen.p999Micros()), chosen.rate().nearness(),
                        baselineP99(chosen)))
                .line("Capacity", String.format(Locale.ROOT, "%s events/s (%s); your rate keeps it %.0f%% busy",
                        Numbers.human(chosen.capacity().eventsPerSecond()), chosen.capacity().note(),
                        100 * answer.rate() / chosen.capacity().eventsPerSecond()))
                .line("Allocation", Double.isNaN(chosen.allocBytes()) ? "not measured" : Numbers.human(chosen.allocBytes()) + " bytes per event")
                .line("Why", why(answer));
        chosen.tuning().forEach(t -> report.item("tuned: " + t));
        chosen.warnings().forEach(w -> report.item("note: " + w));

        if (!answer.runnersUp().isEmpty()) {
            report.heading("Runner-up of each framework");
            report.table(CANDIDATE_COLUMNS, answer.runnersUp().stream().map(RecommendReport::row).toList());
        }
        List<Candidate> others = answer.ranked().stream().skip(1).filter(c -> !answer.runnersUp().contains(c)).toList();
        if (!others.isEmpty()) {
            report.heading("Also qualified, best first");
            report.table(CANDIDATE_COLUMNS, others.stream().map(RecommendReport::row).toList());
        }
        excluded(report, answer.excluded());
        if (!output.measured().isEmpty()) {
            measured(report, output);
        }
        if (!output.emitted().isEmpty()) {
            report.heading("Written");
            output.emitted().forEach(report::item);
        } else if (nextCommand != null) {
            report.heading("Next").line("Write it with: " + nextCommand);
        }
        return report;
    }

    private static final List<String> CANDIDATE_COLUMNS = List.of("setup", "framework", "p99 us", "p99.9 us", "capacity/s", "bytes/event");

    private static List<String> row(Candidate candidate) {
        return List.of(candidate.setup(), candidate.framework(), Numbers.human(candidate.p99Micros()),
                Numbers.human(candidate.p999Micros()), Numbers.human(candidate.capacity().eventsPerSecond()),
                Double.isNaN(candidate.allocBytes()) ? "n/a" : Numbers.human(candidate.allocBytes()));
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
        for (MeasuredCandidate m : output.measured()) {
            String name = m.setup() + (m.role().equals("reference") ? " (Logback defaults, for comparison)" : "");
            if (m.record() == null) {
                rows.add(List.of(name, "failed: " + m.failure(), "", "", "", "", ""));
                continue;
            }
            Latency response = m.record().response();
            rows.add(List.of(name, Numbers.human(response.p50()), Numbers.human(response.p99()), Numbers.human(response.p999()),
                    Numbers.human(response.max()), Numbers.count(m.record().lost() + m.record().discarded()),
                    m.record().held() ? "yes" : "no"));
        }
        report.table(List.of("setup", "p50 us", "p99 us", "p99.9 us", "max us", "lost", "held"), rows);
        report.line("Chosen by measurement", output.measuredChoice() == null
                ? "none of the shortlist held the rate without loss on this machine" : output.measuredChoice());
    }

    private static String why(Recommendation answer) {
        Candidate chosen = answer.chosen();
        Candidate lowest = Recommender.lowestP99(answer.ranked());
        if (lowest == chosen) {
            return "lowest predicted response p99 of the " + answer.ranked().size() + " setups that meet the target";
        }
        return String.format(Locale.ROOT, "its predicted p99 (%s us) is within %s us of the lowest (%s us, %s): closer than"
                        + " the harness resolves at that point (the no-logging baseline's p99, at least 5%%). Of the setups that"
                        + " close, it allocates the fewest bytes per event (%s; compared in 10%% steps, finer is noise)",
                Numbers.human(chosen.p99Micros()), Numbers.human(Recommender.tierWidth(lowest)), Numbers.human(lowest.p99Micros()),
                lowest.setup(), Numbers.human(chosen.allocBytes()));
    }

    private static String baselineP99(Candidate candidate) {
        Latency baseline = candidate.rate().record().baseline();
        return baseline == null ? "n/a" : Numbers.human(baseline.p99());
    }

}

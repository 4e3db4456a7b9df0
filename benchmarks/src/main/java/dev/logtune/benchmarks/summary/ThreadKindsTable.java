package dev.logtune.benchmarks.summary;

import dev.logtune.lab.reading.ThreadKindPoint;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.run.Callers;
import dev.logtune.support.format.Numbers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import static dev.logtune.benchmarks.summary.SummaryMarkdown.label;
import static dev.logtune.benchmarks.summary.SummaryMarkdown.section;

/**
 * Virtual against platform threads: per setup, the callers' p99 and whether the bystanders beside them (threads of the
 * same kind that never log) kept going, steady and while the disk was frozen.
 */
final class ThreadKindsTable {
    private ThreadKindsTable() {
    }

    static void append(StringBuilder md, BenchResults results) {
        List<ThreadKindPoint> points = new ArrayList<>();
        for (Callers callers : Callers.values()) {
            points.addAll(ThreadKindPoint.of(results.rates(), callers));
        }
        if (points.isEmpty()) {
            return;
        }
        List<String> jdks = results.rates().stream().filter(r -> r.callers() != null).map(RateRecord::session)
                .distinct().map(s -> results.machineOf(s).jdk()).filter(Objects::nonNull).distinct().toList();
        section(md, "Virtual against platform threads",
                "The callers log from virtual threads, or from platform threads, beside 8 bystanders of the same kind that"
                        + " never log: each wakes every millisecond for a moment's work, and a tick that comes round while it"
                        + " still waits is skipped. Bystanders' progress is the share of their ticks that ran: over the"
                        + " window, or with a stall over the 2 s the disk was frozen. Medians over runs; the control is the"
                        + " no-logging run of the same kind in the same blocks. Microseconds. JDK "
                        + String.join(", ", jdks) + ".");
        md.append("| setup | callers | scenario | runs | callers' p99 | p99 95% interval | control p99 | bystanders' progress"
                        + " | bystanders' p99 lateness | beside the control | lost |\n")
                .append("|---|---|---|---:|---:|---|---:|---:|---:|---:|---:|\n");
        points.sort(java.util.Comparator.comparing((ThreadKindPoint p) -> p.loggers().setup())
                .thenComparing(p -> p.loggers().scenario()).thenComparing(ThreadKindPoint::callers));
        for (ThreadKindPoint point : points) {
            var loggers = point.loggers();
            md.append("| ").append(label(loggers.setup())).append(" | ").append(point.callers().id()).append(" | ")
                    .append(loggers.scenario()).append(loggers.detail() == null || loggers.detail().isEmpty() ? "" : " " + loggers.detail())
                    .append(" | ").append(loggers.runs().size()).append(" | ")
                    .append(loggers.p99() == null ? (loggers.held() ? "" : "did not hold") : Numbers.human(loggers.p99().median()))
                    .append(" | ")
                    .append(loggers.p99() == null ? "" : Numbers.human(loggers.p99().low()) + "-" + Numbers.human(loggers.p99().high())
                            + (loggers.p99().modelled() ? "*" : "")).append(" | ")
                    .append(loggers.control() == null ? "" : Numbers.human(loggers.control().median())).append(" | ")
                    .append(percent(point.progress())).append(" | ")
                    .append(Numbers.human(point.bystanderP99Micros())).append(" | ")
                    .append(percent(point.controlProgress())).append(", p99 ")
                    .append(Numbers.human(point.controlBystanderP99Micros())).append(" | ")
                    .append(Numbers.count(loggers.lost())).append(" |\n");
        }
    }

    static String percent(double share) {
        return Double.isNaN(share) ? "" : String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }
}

package dev.logtune.tuner.verify;

import dev.logtune.lab.results.DiskFullRecord;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.measure.ConfigRun;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Function;

/** verify's report for a person: the config beside the baseline, then the verdict. */
final class VerifyText {
    private VerifyText() {
    }

    static void print(ConfigRun report, PrintWriter out) {
        RateRecord result = report.result();
        RateRecord baseline = report.baseline();
        out.printf(Locale.ROOT, "%s (%s), %s events/s over %d threads, %.0f s measured, %s%n", report.config(), report.framework(),
                Numbers.human(report.rate()), report.threads(), report.seconds(), report.scenario());
        out.printf(Locale.ROOT, "%-26s %14s %14s%n", "", "baseline", "this config");
        row(out, "response p50", baseline.response(), result.response(), Latency::p50);
        row(out, "response p99", baseline.response(), result.response(), Latency::p99);
        row(out, "response p99.9", baseline.response(), result.response(), Latency::p999);
        row(out, "response max", baseline.response(), result.response(), Latency::max);
        row(out, "service p50", baseline.service(), result.service(), Latency::p50);
        row(out, "service p99", baseline.service(), result.service(), Latency::p99);
        out.printf(Locale.ROOT, "%-26s %14s %14s%n", "longest call", Durations.micros(baseline.maxBlockedMillis() * 1000),
                Durations.micros(result.maxBlockedMillis() * 1000));
        out.printf(Locale.ROOT, "%-26s %14s %14s%n", "events/s achieved", Numbers.human(baseline.achievedRate()), Numbers.human(result.achievedRate()));
        out.printf(Locale.ROOT, "%-26s %14s %14s%n", "deepest queue", "", result.maxQueueDepth() < 0 ? "no queue"
                : Numbers.count(result.maxQueueDepth()) + " of " + Numbers.count(result.queueCapacity()));
        out.println("events: " + events(result));
        out.printf(Locale.ROOT, "harness: the baseline's calls started %s late at p50, %s at p99 (the pacer's own error)%n",
                Durations.micros(baseline.pacerLateness().p50()), Durations.micros(baseline.pacerLateness().p99()));
        if (result.diskFull() != null) {
            diskFull(result.diskFull(), out);
        }
        if (result.note() != null && !result.note().isEmpty()) {
            out.println("note: " + result.note());
        }
        report.notes().forEach(note -> out.println("note: " + note));
        out.println("verdict: " + report.verdict() + " (" + String.join("; ", report.reasons()) + ")");
    }

    /**
     * The event counts in words that cannot read as a contradiction: what was logged, what the files hold, and where
     * a drop policy counted drops that no logged event is missing for, that they fell outside what the files show.
     */
    static String events(RateRecord result) {
        long missing = Math.max(0, result.calls() - result.written());
        StringBuilder text = new StringBuilder(Numbers.count(result.calls()) + " logged, ");
        if (missing == 0) {
            text.append(result.written() == result.calls() ? "every one found in the output" : Numbers.count(result.written()) + " found in the output");
        } else {
            text.append(Numbers.count(result.written())).append(" found in the output, ").append(Numbers.count(missing)).append(" missing (")
                    .append(Numbers.count(Math.min(missing, result.discarded()))).append(" dropped by the configured policy, ")
                    .append(Numbers.count(result.lost())).append(" lost with no policy to account for them)");
        }
        long elsewhere = result.discarded() - Math.min(missing, result.discarded());
        if (elsewhere > 0) {
            text.append("; a drop policy also counted ").append(Numbers.count(elsewhere)).append(" drops that no logged event in the")
                    .append(" output is missing for (on an appender whose output is not counted)");
        }
        return text.toString();
    }

    private static void diskFull(DiskFullRecord full, PrintWriter out) {
        if (!full.filled()) {
            out.println("disk full: not made (" + full.note() + ")");
            return;
        }
        out.printf(Locale.ROOT, "disk full: %.1f s in, for %.1f s; response p99 %s before, %s while full, %s after;"
                        + " longest call while full %s%n", full.fillAtSeconds(), full.fullSeconds(), Durations.micros(full.before().p99()),
                Durations.micros(full.full().p99()), Durations.micros(full.after().p99()), Durations.micros(full.longestCallFullMillis() * 1000));
        out.printf(Locale.ROOT, "disk full: events missing %s before the fill, %s while full, %s after the free;"
                        + " %s error statuses from the framework%s, %s exceptions to callers%s%n",
                Numbers.count(full.missingBefore()), Numbers.count(full.missingFull()), Numbers.count(full.missingAfter()),
                Numbers.count(full.statusErrors()), full.firstStatusError() == null ? "" : " (first: " + full.firstStatusError() + ")",
                Numbers.count(full.callerExceptions()), full.firstException() == null ? "" : " (first: " + full.firstException() + ")");
        out.println(full.resumed()
                ? String.format(Locale.ROOT, "disk full: logging resumed %s after space was freed", Durations.micros(Math.max(0, full.resumedAfterMillis()) * 1000))
                : "disk full: logging did not resume after space was freed");
    }

    private static void row(PrintWriter out, String label, Latency baseline, Latency result, Function<Latency, Double> field) {
        out.printf(Locale.ROOT, "%-26s %14s %14s%n", label, Durations.micros(field.apply(baseline)), Durations.micros(field.apply(result)));
    }
}

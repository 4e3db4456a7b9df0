package dev.logtune.tuner.tune;

import dev.logtune.benchmarks.format.Durations;
import dev.logtune.tuner.advice.Target;
import dev.logtune.benchmarks.reading.Blocks;
import dev.logtune.benchmarks.reading.BootstrapMedian;
import dev.logtune.benchmarks.reading.Interval;
import dev.logtune.benchmarks.reading.PairedRatio;
import dev.logtune.benchmarks.reading.SignedRank;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.results.ResultsFile;
import dev.logtune.benchmarks.format.Numbers;
import dev.logtune.tuner.cli.CommandLines;
import dev.logtune.tuner.verify.VerifyCommand;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.verify.VerifyReport;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

/**
 * The original and the tuned file, each run by {@code tuner verify} on this machine at the target, in interleaved
 * rounds (the order alternates, so drift on a shared machine falls on both), each run beside its own no-logging
 * baseline. Medians with 95% intervals over the rounds for scale; the two are compared as recommend compares setups,
 * by their p99 ratio round by round (paired), never by whether their intervals overlap.
 */
final class SideBySide {
    private SideBySide() {
    }

    /** One side's runs: the reports, and why a run gave none; {@code byRound} holds null for a round that gave none. */
    record Side(List<VerifyReport> reports, List<String> failures, List<VerifyReport> byRound) {
        Side() {
            this(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        }
    }

    static void run(Path original, Path tuned, Target target, Duration duration, int rounds, Map<String, String> defines,
                    PrintWriter err, PrintWriter out) {
        Side before = new Side();
        Side after = new Side();
        for (int round = 0; round < rounds; round++) {
            err.printf(Locale.ROOT, "round %d of %d%n", round + 1, rounds);
            boolean originalFirst = round % 2 == 0;
            verify(originalFirst ? original : tuned, target, duration, defines, err, originalFirst ? before : after);
            verify(originalFirst ? tuned : original, target, duration, defines, err, originalFirst ? after : before);
        }
        print(before, after, target, duration, rounds, out);
    }

    private static void verify(Path config, Target target, Duration duration, Map<String, String> defines, PrintWriter err,
                               Side into) {
        List<String> args = new ArrayList<>(List.of("--config", config.toString(),
                "--rate", String.format(Locale.ROOT, "%.0f", target.rate()), "--threads", String.valueOf(target.threads()),
                "--duration", duration.toMillis() + "ms", "--format", "json"));
        defines.forEach((key, value) -> args.add("-D" + key + "=" + value));
        StringWriter out = new StringWriter();
        StringWriter verifyErr = new StringWriter();
        CommandLine verify = CommandLines.configured(new CommandLine(new VerifyCommand()));
        verify.setOut(new PrintWriter(out));
        verify.setErr(new PrintWriter(verifyErr));
        int exit = verify.execute(args.toArray(String[]::new));
        verifyErr.toString().lines().forEach(line -> err.println("  " + line));
        err.flush();
        if (exit == ExitCode.BAD_INPUT || out.toString().isBlank()) {
            into.failures().add(verifyErr.toString().strip().lines().reduce((a, b) -> b).orElse("exit " + exit));
            into.byRound().add(null);
            return;
        }
        try {
            VerifyReport report = ResultsFile.mapper().readValue(out.toString(), VerifyReport.class);
            into.reports().add(report);
            into.byRound().add(report);
        } catch (Exception e) {
            into.failures().add("unreadable verify report: " + e.getMessage());
            into.byRound().add(null);
        }
    }

    static void print(Side original, Side tuned, Target target, Duration duration, int rounds, PrintWriter out) {
        out.printf(Locale.ROOT, "%nverify on this machine at %s, %s measured per run, %d interleaved round%s (original and"
                        + " tuned alternate first), each run beside its own no-logging baseline:%n", target.load(),
                Durations.brief(duration), rounds, rounds == 1 ? "" : "s");
        if (original.reports().isEmpty() || tuned.reports().isEmpty()) {
            out.println("  original: " + (original.reports().isEmpty() ? "did not run: " + String.join("; ", original.failures()) : "ran"));
            out.println("  tuned:    " + (tuned.reports().isEmpty() ? "did not run: " + String.join("; ", tuned.failures()) : "ran"));
            return;
        }
        out.printf(Locale.ROOT, "  %-26s %24s %24s%n", "", "original", "tuned");
        Interval p99Before = interval(original, r -> r.result().response().p99());
        Interval p99After = interval(tuned, r -> r.result().response().p99());
        out.printf(Locale.ROOT, "  %-26s %24s %24s%n", "response p99 (us)", text(p99Before), text(p99After));
        out.printf(Locale.ROOT, "  %-26s %24s %24s%n", "response p99.9 (us)", text(interval(original, r -> r.result().response().p999())),
                text(interval(tuned, r -> r.result().response().p999())));
        out.printf(Locale.ROOT, "  %-26s %24s %24s%n", "baseline p99 (us)", text(interval(original, r -> r.baseline().response().p99())),
                text(interval(tuned, r -> r.baseline().response().p99())));
        out.printf(Locale.ROOT, "  %-26s %24s %24s%n", "lost, all runs", Numbers.count(sum(original, RateRecord::lost)),
                Numbers.count(sum(tuned, RateRecord::lost)));
        out.printf(Locale.ROOT, "  %-26s %24s %24s%n", "dropped by policy, all runs", Numbers.count(sum(original, RateRecord::discarded)),
                Numbers.count(sum(tuned, RateRecord::discarded)));
        out.printf(Locale.ROOT, "  %-26s %24s %24s%n", "rate held", held(original), held(tuned));
        out.printf(Locale.ROOT, "  %-26s %24s %24s%n", "verify passed", passed(original), passed(tuned));
        out.println("  p99: " + paired(original, tuned));
        List<String> failures = new ArrayList<>(original.failures().stream().map(f -> "original: " + f).toList());
        tuned.failures().forEach(f -> failures.add("tuned: " + f));
        failures.forEach(f -> out.println("  a run gave no report, " + f));
    }

    /** The tuned file's p99 over the original's in the rounds where both ran, classed against the working margin. */
    static String paired(Side original, Side tuned) {
        List<double[]> pairs = new ArrayList<>();
        for (int round = 0; round < Math.min(original.byRound().size(), tuned.byRound().size()); round++) {
            VerifyReport before = original.byRound().get(round);
            VerifyReport after = tuned.byRound().get(round);
            if (before != null && after != null) {
                pairs.add(new double[] {after.result().response().p99(), before.result().response().p99()});
            }
        }
        PairedRatio ratio = PairedRatio.of("tuned", "original", pairs.stream().mapToDouble(p -> p[0]).toArray(),
                pairs.stream().mapToDouble(p -> p[1]).toArray(), Blocks.WORKING_MARGIN);
        if (ratio == null) {
            return String.format(Locale.ROOT, "undecided: %d round%s with both files; a paired comparison needs at least %d"
                    + " (--rounds)", pairs.size(), pairs.size() == 1 ? "" : "s", SignedRank.MIN_PAIRS);
        }
        return String.format(Locale.ROOT, "the tuned file's over the original's, round by round: %s over %d rounds (margin %sx)",
                ratio.describe(), ratio.blocks(), String.valueOf(ratio.margin()).replaceAll("\\.0$", ""));
    }

    private static Interval interval(Side side, ToDoubleFunction<VerifyReport> value) {
        return BootstrapMedian.of(side.reports().stream().mapToDouble(value).toArray());
    }

    private static String text(Interval interval) {
        return Numbers.human(interval.median()) + " (" + Numbers.human(interval.low()) + "-" + Numbers.human(interval.high()) + ")";
    }

    private static long sum(Side side, ToLongFunction<RateRecord> value) {
        return side.reports().stream().mapToLong(r -> value.applyAsLong(r.result())).sum();
    }

    private static String held(Side side) {
        return side.reports().stream().filter(r -> r.result().held()).count() + " of " + side.reports().size();
    }

    private static String passed(Side side) {
        return side.reports().stream().filter(r -> r.verdict().equals("PASS")).count() + " of " + side.reports().size();
    }
}

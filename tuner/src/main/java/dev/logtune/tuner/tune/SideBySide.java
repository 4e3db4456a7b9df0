package dev.logtune.tuner.tune;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.reading.Blocks;
import dev.logtune.lab.reading.BootstrapMedian;
import dev.logtune.lab.reading.Interval;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.lab.reading.SignedRank;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.cli.CommandLines;
import dev.logtune.tuner.cli.ProgressOutput;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.measure.ConfigRun;
import dev.logtune.tuner.measure.ConfigUnderTest;
import dev.logtune.tuner.measure.ConfigVerdict;
import dev.logtune.tuner.measure.Measuring;
import dev.logtune.tuner.measure.RunLength;

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
 * The original and the tuned file, each measured as verify measures a config on this machine at the target, in
 * interleaved rounds (the order alternates, so drift on a shared machine falls on both), each run beside its own
 * no-logging baseline. Medians with 95% intervals over the rounds for scale; the two are compared as recommend compares
 * setups, by their p99 ratio round by round (paired), never by whether their intervals overlap.
 */
final class SideBySide {
    /** verify's default warm-up: each run of the side by side is the run {@code tuner verify} makes by default. */
    static final Duration WARMUP = Duration.ofSeconds(2);

    private SideBySide() {
    }

    /** One side's runs: the reports, and why a run gave none; {@code byRound} holds null for a round that gave none. */
    record Side(List<ConfigRun> reports, List<String> failures, List<ConfigRun> byRound) {
        Side() {
            this(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        }
    }

    /** Both sides after their rounds, as tune --verify shows them. */
    record Comparison(Side original, Side tuned, Target target, Duration duration, int rounds) implements TuneOutcome {
    }

    /** Measures both files in {@code rounds} interleaved rounds; {@code err} hears how far it has got and each run's trouble. */
    static Comparison run(Path original, Path tuned, Target target, Duration duration, int rounds, Map<String, String> defines,
                          PrintWriter err) {
        Side before = new Side();
        Side after = new Side();
        for (int round = 0; round < rounds; round++) {
            err.printf(Locale.ROOT, "round %d of %d%n", round + 1, rounds);
            boolean originalFirst = round % 2 == 0;
            measure(originalFirst ? original : tuned, target, duration, defines, err, originalFirst ? before : after);
            measure(originalFirst ? tuned : original, target, duration, defines, err, originalFirst ? after : before);
        }
        return new Comparison(before, after, target, duration, rounds);
    }

    /** How long each run goes: {@code duration} measured after verify's warm-up. */
    static RunLength length(Duration duration) {
        return RunLength.of(WARMUP, duration);
    }

    /**
     * One steady run of {@code config}, as verify runs it; what it says goes to {@code err} indented under the round, and
     * a run that gives no report is a failure named by the last line it said.
     */
    private static void measure(Path config, Target target, Duration duration, Map<String, String> defines, PrintWriter err,
                                Side into) {
        StringWriter said = new StringWriter();
        PrintWriter saying = new PrintWriter(said);
        ConfigRun report = null;
        try {
            ConfigUnderTest subject = new ConfigUnderTest(config, ConfigFile.read(config, defines), null);
            report = Measuring.config(subject, target, length(duration), Scenario.steady(), null,
                    ProgressOutput.detect().writer(saying));
        } catch (ConfigException | Measuring.DidNotRun e) {
            saying.println("tuner: " + e.getMessage());
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            saying.println(CommandLines.failure(e));
        }
        saying.flush();
        said.toString().lines().forEach(line -> err.println("  " + line));
        err.flush();
        if (report == null) {
            into.failures().add(said.toString().strip().lines().reduce((a, b) -> b).orElseThrow());
            into.byRound().add(null);
            return;
        }
        into.reports().add(report);
        into.byRound().add(report);
    }

    static void print(Comparison comparison, PrintWriter out) {
        Side original = comparison.original();
        Side tuned = comparison.tuned();
        Target target = comparison.target();
        Duration duration = comparison.duration();
        int rounds = comparison.rounds();
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
            ConfigRun before = original.byRound().get(round);
            ConfigRun after = tuned.byRound().get(round);
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

    private static Interval interval(Side side, ToDoubleFunction<ConfigRun> value) {
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
        return side.reports().stream().filter(r -> r.verdict() == ConfigVerdict.PASS).count() + " of " + side.reports().size();
    }
}

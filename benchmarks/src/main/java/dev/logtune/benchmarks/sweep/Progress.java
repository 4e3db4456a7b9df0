package dev.logtune.benchmarks.sweep;

import dev.logtune.lab.audit.LossAudit;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.RunSettings;
import dev.logtune.lab.results.TrialAudit;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/** One line per trial: which, how far along, what it measured, what its audit found, and the time left. */
final class Progress {
    private final PrintStream out;
    private final int total;
    private final double estimateSeconds;
    private long startedNanos;
    private long trialStartedNanos;

    Progress(PrintStream out, int total, double estimateSeconds) {
        this.out = out;
        this.total = total;
        this.estimateSeconds = estimateSeconds;
        this.startedNanos = System.nanoTime();
    }

    void begin(MachineInfo machine, RunSettings settings) {
        startedNanos = System.nanoTime();
        out.printf(Locale.ROOT, "logtune bench: %d trials, profile %s (%s), about %s%n", total, settings.profile(), settings.describe(),
                Durations.human(Duration.ofSeconds(Math.round(total * estimateSeconds))));
        out.printf(Locale.ROOT, "machine: %s%n", machine.summary());
        out.flush();
    }

    void starting(int index, Trial trial) {
        trialStartedNanos = System.nanoTime();
        out.printf(Locale.ROOT, "[%d/%d] %s ... ", index + 1, total, trial.label());
        out.flush();
    }

    void finished(int index, Trial trial, Collection<RunResult> results, List<TrialAudit> audits, String failure) {
        StringBuilder line = new StringBuilder();
        if (failure != null) {
            line.append("FAILED");
        } else {
            for (RunResult result : results) {
                line.append(describe(result.getPrimaryResult()));
            }
        }
        if (!audits.isEmpty()) {
            LossAudit audit = audits.stream().map(TrialAudit::lossAudit).reduce(LossAudit::plus).orElseThrow();
            line.append(", ").append(describe(audit));
        }
        long now = System.nanoTime();
        double perTrial = (now - startedNanos) / 1e9 / (index + 1);
        Duration left = Duration.ofSeconds(Math.round(perTrial * (total - index - 1)));
        line.append(String.format(Locale.ROOT, " (%.0f s; %s left)", (now - trialStartedNanos) / 1e9, Durations.human(left)));
        out.println(line);
        out.flush();
    }

    void end(Path outputDir) {
        out.printf(Locale.ROOT, "done in %s; results in %s%n", Durations.human(Duration.ofNanos(System.nanoTime() - startedNanos)), outputDir);
        out.flush();
    }

    private static String describe(Result<?> result) {
        String error = Double.isNaN(result.getScoreError()) || result.getScore() == 0 ? ""
                : String.format(Locale.ROOT, " \u00b1%.1f%%", 100 * result.getScoreError() / result.getScore());
        return Numbers.human(result.getScore()) + " " + result.getScoreUnit() + error;
    }

    private static String describe(LossAudit audit) {
        return switch (audit.verdict()) {
            case COMPLETE -> "no loss";
            case DROPPED -> "dropped " + Numbers.human(audit.discarded()) + " by policy (" + percent(audit) + ")";
            case LOSSY -> String.format(Locale.ROOT, "LOSSY: %,d events lost that no drop policy accounts for; not a speed", audit.lost());
            case OVERCOUNT -> "AUDIT BROKEN: more events written than logged; not a speed";
        };
    }

    private static String percent(LossAudit audit) {
        return String.format(Locale.ROOT, "%.2f%%", 100.0 * (1 - audit.deliveredFraction()));
    }
}

package dev.logtune.tuner.lint;

import dev.logtune.tuner.config.ConfigFacts;
import dev.logtune.tuner.config.ConfigFile;
import dev.logtune.tuner.lint.rules.AsyncSilentDropRule;
import dev.logtune.tuner.lint.rules.CallerDataRule;
import dev.logtune.tuner.lint.rules.ChainedAsyncRule;
import dev.logtune.tuner.lint.rules.ConsoleAtRateRule;
import dev.logtune.tuner.lint.rules.DisruptorVersionRule;
import dev.logtune.tuner.lint.rules.FileLockingRule;
import dev.logtune.tuner.lint.rules.ImmediateFlushRule;
import dev.logtune.tuner.lint.rules.NeverBlockRule;
import dev.logtune.tuner.lint.rules.QueueBoundsRule;
import dev.logtune.tuner.lint.rules.ShutdownHookRule;
import dev.logtune.tuner.lint.rules.SiftingBoundRule;
import dev.logtune.tuner.lint.rules.SpinningWaitRule;
import dev.logtune.tuner.lint.rules.SyncNearCapacityRule;
import dev.logtune.tuner.lint.rules.UnresolvedRule;
import dev.logtune.tuner.model.Figures;
import dev.logtune.tuner.model.Recommendation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Runs every rule over a configuration. */
public final class Linter {
    public static final List<LintRule> RULES = List.of(new SyncNearCapacityRule(), new ImmediateFlushRule(),
            new AsyncSilentDropRule(), new NeverBlockRule(), new CallerDataRule(), new FileLockingRule(), new ChainedAsyncRule(),
            new ConsoleAtRateRule(), new QueueBoundsRule(), new SpinningWaitRule(), new ShutdownHookRule(), new SiftingBoundRule(),
            new DisruptorVersionRule(), new UnresolvedRule());

    private Linter() {
    }

    /** Findings, most severe first, then in file order. */
    public static List<Finding> lint(ConfigFile config, Double rate, Integer threads, Figures figures) {
        return lint(config, rate, threads, figures, null);
    }

    /**
     * Findings, judged against {@code recommendation} (what recommend answers at the target, or null): a change the
     * measurements cannot tell from the file's own setup is a note.
     */
    public static List<Finding> lint(ConfigFile config, Double rate, Integer threads, Figures figures, Recommendation recommendation) {
        ConfigFacts facts = new ConfigFacts(config);
        LintContext context = new LintContext(config, facts, rate, threads, figures, SetupMatcher.closest(facts), recommendation);
        List<Finding> findings = new ArrayList<>();
        for (LintRule rule : RULES) {
            findings.addAll(rule.check(context));
        }
        findings.sort(Comparator.comparing(Finding::severity).thenComparing(Finding::file).thenComparingInt(Finding::line));
        return findings;
    }

    public static String closestSetup(ConfigFile config) {
        return SetupMatcher.closest(new ConfigFacts(config));
    }
}

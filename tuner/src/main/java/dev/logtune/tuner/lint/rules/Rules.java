package dev.logtune.tuner.lint.rules;

import java.util.List;
import java.util.Optional;

/** Every rule lint runs, in the order it runs them, which is also the order SARIF indexes them by. */
public final class Rules {
    private static final List<LintRule> ALL = List.of(new SyncNearCapacityRule(), new ImmediateFlushRule(),
            new AsyncSilentDropRule(), new NeverBlockRule(), new DisruptorAppenderRule(), new CallerDataRule(), new FileLockingRule(), new ChainedAsyncRule(),
            new ConsoleAtRateRule(), new QueueBoundsRule(), new SpinningWaitRule(), new ShutdownHookRule(), new SiftingBoundRule(),
            new DisruptorVersionRule(), new NetworkAppenderRule(), new SyncCompressionRule(), new UndefinedAppenderRule(),
            new DuplicateAppenderRule(), new UnreachableAppenderRule(), new DuplicateLoggerRule(), new DeadEndLoggerRule(), new UnknownLevelRule(), new VerboseLevelRule(),
            new RetentionRule(), new ArchiveOverwriteRule(), new RolloverStrategyRule(), new PlainFileRule(),
            new OpenTelemetryAppenderRule(), new AsyncSeveralRefsRule(), new AppenderCycleRule(), new SharedFileRule(), new DoubleDeliveryRule(), new StartupRule(),
            new UnresolvedRule(), new DiskFullRule(), new JsonLineRule(), new IfConditionRule(), new DuplicateMessageFilterRule(),
            new BurstFilterRule(), new VirtualThreadsRule(), new StructuredLoggingRule(), new WeekYearRule());

    private Rules() {
    }

    public static List<LintRule> all() {
        return ALL;
    }

    /** What the rule of this id is; empty for an id no rule here has (a finding of lint --load's framework-load). */
    public static Optional<RuleInfo> info(String id) {
        return ALL.stream().map(LintRule::info).filter(info -> info.id().equals(id)).findFirst();
    }
}

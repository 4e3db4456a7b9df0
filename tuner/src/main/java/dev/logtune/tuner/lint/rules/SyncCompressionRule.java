package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.configfile.model.RollingPolicy;
import dev.logtune.tuner.configfile.model.RollingSetup;
import dev.logtune.tuner.configfile.model.UnqueuedAppenders;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Logback's FixedWindowRollingPolicy with a .zip or .gz file name pattern: {@code rollover()} compresses the file it
 * just closed synchronously, inside the appender's lock (logback-core FixedWindowRollingPolicy, 1.5.38), so every
 * thread that logs waits for the whole compression. TimeBasedRollingPolicy and SizeAndTimeBasedRollingPolicy
 * compress on a separate thread.
 */
public final class SyncCompressionRule extends NamedRule {
    public SyncCompressionRule() {
        super(RuleInfo.byHand("sync-compression", "Logback FixedWindowRollingPolicy compressing (.zip/.gz) at rollover, synchronously, under the appender's lock",
                "moving compression off the appender's lock changes the rolling policy, archive names"
                        + " and disk use, the team's call"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        if (context.framework() != Framework.LOGBACK) {
            return List.of();
        }
        LoggingConfig model = context.model();
        Set<ConfigElement> direct = UnqueuedAppenders.of(model).stream().map(AppenderDef::element).collect(Collectors.toSet());
        List<Finding> findings = new ArrayList<>();
        for (RollingSetup setup : model.rolling()) {
            String pattern = setup.pattern();
            String lower = pattern.toLowerCase(Locale.ROOT);
            if (setup.kind() != RollingPolicy.LOGBACK_FIXED_WINDOW || !lower.endsWith(".zip") && !lower.endsWith(".gz")) {
                continue;
            }
            ConfigElement appender = setup.appender();
            String name = appender.attribute("name");
            boolean sync = direct.contains(appender);
            ConfigElement where = setup.policy().child("fileNamePattern").orElse(setup.policy());
            findings.add(context.finding(id(), sync ? Severity.WARNING : Severity.NOTE, where,
                    "FixedWindowRollingPolicy compresses " + pattern.substring(pattern.lastIndexOf('.'))
                            + " at every rollover inside rollover(), under the appender's lock"
                            + (sync ? ": every thread that logs to " + name + " waits for it." : "; the AsyncAppender's worker waits for it."),
                    "Compressing a full log file (maxFileSize, 10 MB by default) takes from tens of milliseconds to seconds;"
                            + " for that long no event is written"
                            + (sync ? " and every logging thread blocks." : ", and the queue in front fills at your rate."),
                    "Use SizeAndTimeBasedRollingPolicy (it compresses on a separate thread) with a fileNamePattern holding %d"
                            + " and %i, or put an AsyncAppender with a queue deep enough for the compression in front of "
                            + name + ", or drop the .zip/.gz suffix and compress elsewhere."));
        }
        return findings;
    }
}

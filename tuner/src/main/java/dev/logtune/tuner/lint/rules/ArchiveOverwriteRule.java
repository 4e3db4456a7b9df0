package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.configfile.model.RollingSetup;
import dev.logtune.tuner.configfile.model.RollingPolicy;

import java.util.ArrayList;
import java.util.List;

/**
 * A size trigger whose archive pattern has no {@code %i}. Logback's SizeAndTimeBasedRollingPolicy refuses to start
 * without {@code %i} and {@code %d} (SizeAndTimeBasedFNATP: "Missing integer token, that is %i", then "RollingFileAppender
 * will not start"): nothing is written. A TimeBasedRollingPolicy with a SizeBasedTriggeringPolicy, or Log4j2 with a
 * SizeBasedTriggeringPolicy, names every archive of one period the same: each roll replaces the last, and only the
 * period's last file is kept.
 */
public final class ArchiveOverwriteRule extends NamedRule {
    public ArchiveOverwriteRule() {
        super(RuleInfo.byHandFirst("archive-overwrite", "A size trigger with no %i in the archive pattern: archives overwritten, or the appender never starts",
                RuleInfo.STRUCTURAL));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (RollingSetup setup : context.model().rolling()) {
            if (setup.sizeTrigger() == null || setup.index() || setup.pattern().isEmpty() || nameUnread(setup.pattern())
                    || context.load(setup.appender()).map(Load::none).orElse(false)) {
                continue;
            }
            String name = setup.appender().attribute("name");
            boolean logback = setup.framework() == Framework.LOGBACK;
            if (setup.kind() == RollingPolicy.LOGBACK_SIZE_AND_TIME) {
                findings.add(context.finding(id(), Severity.ERROR, setup.policy().child("fileNamePattern").orElse(setup.policy()),
                        "appender \"" + name + "\" never starts: SizeAndTimeBasedRollingPolicy's fileNamePattern \"" + setup.pattern()
                                + "\" has no %i.",
                        "Logback's SizeAndTimeBasedFNATP refuses the pattern (an ERROR status: \"Missing integer token, that is %i, in"
                                + " FileNamePattern\"), the policy does not start, and RollingFileAppender does not start either"
                                + " (\"TriggeringPolicy has not started\"): every event sent to it is lost, with only status lines to say so.",
                        "Put %i in the pattern after the date: " + suggestion(setup.pattern()) + ".").about(Subject.of(Subject.Kind.NO_INDEX, name)));
                continue;
            }
            if (logback && setup.kind() != RollingPolicy.LOGBACK_TIME) {
                continue;
            }
            if (!logback && setup.strategy() != null && setup.strategy().isTag("DirectWriteRolloverStrategy")) {
                continue;
            }
            // A date down to the second or minute names most archives apart already: only a roll inside one such period
            // overwrites, which lint can say only at a rate.
            if (setup.period() != null && setup.periodSeconds() < 3_600) {
                LogVolume volume = LogVolume.of(context, setup.appender());
                if (volume == null || volume.bytesPerSecond() == 0 || setup.sizeTrigger() / volume.bytesPerSecond() >= setup.periodSeconds()) {
                    continue;
                }
            }
            findings.add(context.finding(id(), Severity.WARNING, logback ? setup.policy().child("fileNamePattern").orElse(setup.policy()) : setup.appender(),
                    "appender \"" + name + "\" rolls by size but its archive pattern \"" + setup.pattern() + "\" has no %i: each roll"
                            + (setup.period() == null ? " replaces the one archive." : " within a period replaces the last archive,"
                            + " and only the period's last file is kept."),
                    logback ? "The size trigger rolls the file, and TimeBasedRollingPolicy names the archive from the date alone, so"
                            + " every roll in one period renames onto the same name (logback-core TimeBasedRollingPolicy.rollover)."
                            : "DefaultRolloverStrategy formats the archive name with no index, so every roll in one period gets the same"
                            + " name and its rename replaces the archive before it (log4j-core DefaultRolloverStrategy, FileRenameAction).",
                    logback ? "Use SizeAndTimeBasedRollingPolicy with %d and %i in fileNamePattern, maxFileSize, maxHistory and totalSizeCap."
                            : "Put %i in filePattern after the date" + (setup.period() == null ? "" : " (\"" + afterDate(setup.pattern()) + "\")")
                            + ", with fileIndex=\"nomax\" and a Delete action to bound the archives.").about(Subject.of(Subject.Kind.NO_INDEX, name)));
        }
        return findings;
    }

    /**
     * Whether a variable lint could not resolve sits in the archive's file name, where its value might hold the index. One
     * in the directories ({@code ${sys:log.dir}/}, Log4j2's {@code $${date:yyyy-MM}/}) names no archive apart.
     */
    private static boolean nameUnread(String pattern) {
        int slash = Math.max(pattern.lastIndexOf('/'), pattern.lastIndexOf('\\'));
        return pattern.substring(slash + 1).contains("${");
    }

    /** The pattern with {@code -%i} right after its last {@code %d}: "app-%d{yyyy-MM-dd}-%i.log.gz". */
    private static String afterDate(String pattern) {
        int date = pattern.lastIndexOf("%d");
        int end = date + (pattern.startsWith("%date", date) ? 5 : 2);
        if (pattern.startsWith("{", end) && pattern.indexOf('}', end) > 0) {
            end = pattern.indexOf('}', end) + 1;
        }
        return pattern.substring(0, end) + "-%i" + pattern.substring(end);
    }

    private static String suggestion(String pattern) {
        int dot = pattern.indexOf('.', Math.max(0, pattern.lastIndexOf('}')));
        return dot < 0 ? pattern + ".%i" : pattern.substring(0, dot) + ".%i" + pattern.substring(dot);
    }

}

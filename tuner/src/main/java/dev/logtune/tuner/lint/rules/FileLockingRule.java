package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.advice.QuotedSetups;

import java.util.ArrayList;
import java.util.List;

/** Logback's prudent mode, Log4j2's locking: an OS file lock per write. */
public final class FileLockingRule extends NamedRule {
    public FileLockingRule() {
        super(RuleInfo.byHand("file-locking", "Prudent mode (Logback) or locking (Log4j2): an OS file lock on every write",
                "prudent mode is what lets several JVMs write one file; turning it off is the"
                        + " deployment's call"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef appender : context.model().files()) {
            if (context.framework() == Framework.LOGBACK && appender.settings().flag("prudent")) {
                findings.add(context.finding(id(), Severity.WARNING, appender.settings().where("prudent"),
                        "prudent mode: every write takes an OS file lock and seeks to the end of the file.",
                        "It exists so several JVMs can share one file; Logback's manual puts it at about 3x the cost per event"
                                + " (30 us against 10 us)." + context.compare(QuotedSetups.LOGBACK_PRUDENT, QuotedSetups.LOGBACK_FILE),
                        "Give each JVM its own file (put the process id or host in the name) and drop <prudent>."));
            }
            if (context.framework() == Framework.LOG4J2
                    && appender.settings().get("locking").map("true"::equalsIgnoreCase).orElse(false)) {
                findings.add(context.finding(id(), Severity.WARNING, appender.element(),
                        "locking=\"true\": every write takes an OS file lock, and buffering is switched off.",
                        "It exists so several JVMs can share one file; each event pays for a lock and an unbuffered write.",
                        "Give each JVM its own file and remove locking."));
            }
        }
        return findings;
    }
}

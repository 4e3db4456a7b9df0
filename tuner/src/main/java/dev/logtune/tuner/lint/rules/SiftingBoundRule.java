package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.advice.QuotedSetups;

import java.util.ArrayList;
import java.util.List;

/** A SiftingAppender with no cap on the appenders it opens. */
public final class SiftingBoundRule extends NamedRule {
    public SiftingBoundRule() {
        super(RuleInfo.byHand("sifting-unbounded", "A SiftingAppender without maxAppenderCount",
                "how many appenders a sifting appender may keep is the service's call"
                        + " (maxAppenderCount), with no value that is safe for every key"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef appender : context.model().appenders()) {
            if (appender.isLogbackSifting() && appender.settings().get("maxAppenderCount").isEmpty()) {
                findings.add(context.finding(id(), Severity.WARNING, appender.element(),
                        "a SiftingAppender with no maxAppenderCount: one open appender (and file) per value of its key, without limit.",
                        "A key with many values (a user id, a request id) opens files until the process runs out of descriptors;"
                                + " the tracker is also synchronised on every event." + plainFiles(context, appender)
                                + context.compare(QuotedSetups.LOGBACK_SIFTING, QuotedSetups.LOGBACK_FILE),
                        "Set <maxAppenderCount> (and <timeout>) to what the key can really take, or sift on a key with few values."));
            }
        }
        return findings;
    }

    /**
     * " Each key's FileAppender ... ": per key a file that never rolls, bounded by what that key writes (a task's log,
     * a job's), not one file for every event; how much reaches them is said as lint can tell it.
     */
    private static String plainFiles(LintContext context, AppenderDef sifting) {
        return context.model().appenders().stream()
                .filter(nested -> sifting.element().equals(nested.container()) && nested.type().equals("ch.qos.logback.core.FileAppender"))
                .findFirst()
                .map(nested -> " Each key gets its own FileAppender \"" + nested.name() + "\": one file per value of the key, which"
                        + " never rolls and holds what that key writes (a task's or a job's log), not every event"
                        + unknownReach(context, nested) + "; what deletes the files of finished keys lies outside the file.")
                .orElse("");
    }

    private static String unknownReach(LintContext context, AppenderDef nested) {
        boolean unknown = context.load(nested.element()).map(load -> !load.known()).orElse(false);
        return unknown ? "; how much reaches them is unknown" + context.share(nested.element()) : "";
    }
}

package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.config.Elements;
import dev.logtune.tuner.lint.Finding;
import dev.logtune.tuner.lint.LintContext;
import dev.logtune.tuner.lint.LintRule;
import dev.logtune.tuner.lint.Severity;
import org.w3c.dom.Element;

import java.util.ArrayList;
import java.util.List;

/** Logback's neverBlock: a full queue drops events of every level. */
public final class NeverBlockRule implements LintRule {
    @Override
    public String id() {
        return "never-block";
    }

    @Override
    public String title() {
        return "An AsyncAppender with neverBlock drops events of every level, ERROR included, when full";
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (Element async : context.facts().logbackAsyncAppenders()) {
            if (context.facts().flag(async, "neverBlock")) {
                findings.add(context.finding(id(), Severity.ERROR, Elements.child(async, "neverBlock").orElse(async),
                        "neverBlock is true: when the queue is full, the event is dropped, whatever its level.",
                        "Logback ignores the result of the queue's offer(): ERROR events vanish as silently as DEBUG ones,"
                                + " and nothing counts them." + context.measuredDrops("logback-async-q8192-neverblock"),
                        "Remove neverBlock and give the queue room for your bursts; if callers must never wait, accept loss"
                                + " knowingly and alert on gaps."));
            }
        }
        return findings;
    }
}

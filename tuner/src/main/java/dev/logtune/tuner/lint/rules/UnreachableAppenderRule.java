package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.DuplicateKey;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An appender no event reaches: no logger references it, directly or through an async, routing or rewriting appender.
 * It is the one finding such an appender gets: the linter drops what other rules say about its speed or flushing, which
 * never happens. Not said while an include lint could not read might reference it.
 * Other rules can ask {@link LoggingConfig#reachableOrUnknown(AppenderDef)} to
 * demote what they say about such an appender.
 */
public final class UnreachableAppenderRule extends NamedRule {
    public UnreachableAppenderRule() {
        super(RuleInfo.byHand("unreachable-appender", "An appender no logger reaches, directly or through another appender",
                RuleInfo.STRUCTURAL).aboutWiring());
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef appender : model.topLevel()) {
            if (model.reachableOrUnknown(appender)) {
                continue;
            }
            boolean referenced = model.appenders().stream().flatMap(a -> a.refs().stream()).anyMatch(r -> r.name().equals(appender.name()));
            String why;
            if (context.framework() == Framework.LOGBACK) {
                why = referenced
                        ? "Only appenders that no logger reaches reference it: Logback builds and starts it, but no event arrives."
                        : "Logback 1.5 does not even build it (AppenderModelHandler: \"Appender named [" + appender.name()
                                + "] not referenced. Skipping further processing.\", a WARN status): whatever it was meant to write"
                                + " is not written.";
            } else {
                why = "Log4j2 builds and starts it anyway (measured with Log4j2 2.26.1: an unreferenced File appender created its"
                        + " file), but no event arrives.";
            }
            List<DuplicateKey> dropped = context.config().duplicateKeys().stream().filter(d -> d.refs().contains(appender.name())).toList();
            for (DuplicateKey duplicate : dropped) {
                why = "The \"" + duplicate.key() + "\" key naming it (line " + duplicate.line() + ") is written twice in one object:"
                        + " Log4j2 reads the file with Jackson, whose objects keep only the last value of a key (line "
                        + duplicate.keptLine() + "), so that reference is gone before Log4j2 sees it. " + why;
            }
            Optional<ConfigElement> skippedRef = skippedReference(context, appender.name());
            if (skippedRef.isPresent()) {
                why = "Since " + ConditionExpression.ATTRIBUTE_SKIPPED_SINCE + " Logback does not evaluate an <if condition=\"...\">"
                        + " and applies neither branch, so the reference at line " + skippedRef.get().line() + " attaches it to no"
                        + " logger (lint if-condition says how to write the condition). " + why;
            }
            findings.add(context.finding(id(), Severity.NOTE, appender.element(),
                    "appender \"" + appender.name() + "\" is referenced by no logger" + (skippedRef.isPresent()
                            ? " Logback applies (its only references sit inside an <if condition> it skips)"
                            : ", directly or through another appender") + ": no event reaches it.",
                    why, dropped.isEmpty() ? "Add an appender-ref to it on the logger whose events it should write, or delete it."
                            : "Write the references as one \"" + dropped.get(0).key() + "\" key holding a list: [{\"ref\": \"A\"}, {\"ref\": \"B\"}]."));
        }
        return findings;
    }

    /**
     * A logger's reference to {@code name} inside an {@code <if condition="...">}: where the appender is unreachable all the
     * same, the version judged for skips that {@code <if>} (the model leaves out what it attaches).
     */
    private static Optional<ConfigElement> skippedReference(LintContext context, String name) {
        if (context.framework() != Framework.LOGBACK) {
            return Optional.empty();
        }
        return context.config().rootElement().descendants("appender-ref").stream()
                .filter(ref -> ref.attribute("ref").strip().equals(name))
                .filter(ref -> ref.ancestors().stream().filter(a -> !a.isTag("if") && !a.isTag("then") && !a.isTag("else")).findFirst()
                        .map(holder -> holder.isTag("logger") || holder.isTag("root")).orElse(false))
                .filter(ref -> ref.ancestors().stream().anyMatch(a -> a.isTag("if") && !a.attribute("condition").isBlank()))
                .findFirst();
    }
}

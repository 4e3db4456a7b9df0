package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.config.ConfigFacts;
import dev.logtune.tuner.config.Elements;
import dev.logtune.tuner.lint.Finding;
import dev.logtune.tuner.lint.LintContext;
import dev.logtune.tuner.lint.LintRule;
import dev.logtune.tuner.lint.Severity;

import java.util.ArrayList;
import java.util.List;

/** Buffered or queued output with nothing to flush it at exit. */
public final class ShutdownHookRule implements LintRule {
    @Override
    public String id() {
        return "no-shutdown-hook";
    }

    @Override
    public String title() {
        return "Buffered or async output with no shutdown hook: the tail is lost at exit";
    }

    @Override
    public List<Finding> check(LintContext context) {
        ConfigFacts facts = context.facts();
        List<Finding> findings = new ArrayList<>();
        if (context.framework() == Framework.LOGBACK) {
            boolean buffered = FileAppenders.of(facts).stream()
                    .anyMatch(a -> facts.value(a, "immediateFlush").map("false"::equalsIgnoreCase).orElse(false));
            boolean queued = !facts.logbackAsyncAppenders().isEmpty();
            if ((buffered || queued) && Elements.descendants(context.config().root(), "shutdownHook").isEmpty()) {
                findings.add(context.finding(id(), Severity.WARNING, context.config().root(),
                        (queued ? "an AsyncAppender" : "a buffered file appender") + " and no <shutdownHook/>.",
                        "Logback registers no JVM shutdown hook unless told to: unless the application stops the"
                                + " LoggerContext itself, the events still " + (queued ? "queued" : "in the buffer") + " at exit are lost.",
                        "Add <shutdownHook/> under <configuration>."));
            }
        } else {
            boolean disabled = facts.attribute(context.config().root(), "shutdownHook").map("disable"::equalsIgnoreCase).orElse(false);
            boolean holds = facts.log4j2AsyncLoggers() || facts.appenders().stream().anyMatch(a -> facts.type(a).equalsIgnoreCase("Async")
                    || facts.attribute(a, "immediateFlush").map("false"::equalsIgnoreCase).orElse(false));
            if (disabled && holds) {
                findings.add(context.finding(id(), Severity.WARNING, context.config().root(),
                        "shutdownHook=\"disable\" with buffered or async output.",
                        "Unless the application calls LogManager.shutdown() itself, what is queued or buffered at exit is lost.",
                        "Remove shutdownHook=\"disable\", or stop Log4j2 explicitly in the application's own shutdown."));
            }
        }
        return findings;
    }
}

package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.config.Elements;
import dev.logtune.tuner.lint.Finding;
import dev.logtune.tuner.lint.LintContext;
import dev.logtune.tuner.lint.LintRule;
import dev.logtune.tuner.lint.Severity;
import org.w3c.dom.Element;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** immediateFlush left at true on a file appender: a write system call per event. */
public final class ImmediateFlushRule implements LintRule {
    @Override
    public String id() {
        return "immediate-flush";
    }

    @Override
    public String title() {
        return "A file appender flushes after every event (immediateFlush true, the default)";
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        if (context.facts().silent()) {
            return findings;
        }
        for (Element appender : FileAppenders.of(context.facts())) {
            if (context.framework() == Framework.LOGBACK) {
                logback(context, appender, findings);
            } else {
                boolean flushes = context.facts().attribute(appender, "immediateFlush").map(v -> !v.strip().equalsIgnoreCase("false")).orElse(true);
                if (flushes) {
                    findings.add(context.finding(id(), Severity.WARNING, appender,
                            "immediateFlush is true (Log4j2's default): every event is flushed to the OS on its own.",
                            "One write system call per event, on the calling thread or the async consumer; with async loggers"
                                    + " Log4j2 would otherwise flush once per batch." + context.compare("log4j2-file", "log4j2-file-buffered"),
                            "immediateFlush=\"false\"; the tail is flushed when Log4j2 shuts down (its shutdown hook is on by default)."));
                }
            }
        }
        return findings;
    }

    private void logback(LintContext context, Element appender, List<Finding> findings) {
        if (context.facts().flag(appender, "prudent")) {
            return;
        }
        Optional<String> onAppender = context.facts().value(appender, "immediateFlush");
        Optional<Element> legacy = Elements.children(appender, "encoder").stream()
                .flatMap(e -> Elements.children(e, "immediateFlush").stream()).findFirst();
        boolean flushes = onAppender.map(v -> !v.strip().equalsIgnoreCase("false"))
                .orElse(legacy.map(e -> !context.facts().variables().resolve(e.getTextContent().strip()).text().equalsIgnoreCase("false")).orElse(true));
        if (legacy.isPresent()) {
            findings.add(context.finding(id(), Severity.WARNING, legacy.get(),
                    "immediateFlush is set inside <encoder>, the legacy place for it.",
                    "Logback 1.2 and later read immediateFlush on the appender; inside the encoder it is a leftover that"
                            + " a reader can mistake for the setting in force.",
                    "Move it to the appender: <immediateFlush>false</immediateFlush> directly under <appender>."));
        }
        if (flushes) {
            findings.add(context.finding(id(), Severity.WARNING, onAppender.isPresent() ? Elements.child(appender, "immediateFlush").orElse(appender) : appender,
                    "immediateFlush is true" + (onAppender.isEmpty() && legacy.isEmpty() ? " (Logback's default)" : "")
                            + ": every event is flushed to the OS on its own.",
                    "One write system call per event under the appender's lock; Logback's manual says turning it off can"
                            + " quadruple throughput." + context.compare("logback-file", "logback-file-buffered"),
                    "<immediateFlush>false</immediateFlush> with <bufferSize>256KB</bufferSize>, and <shutdownHook/> so the"
                            + " buffered tail reaches the file at exit."));
        }
    }
}

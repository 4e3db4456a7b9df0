package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Logback wiring that loses events from start-up: an output appender with no encoder or layout (OutputStreamAppender
 * refuses to start: "No encoder set for the appender named X", and drops what it is sent), and a file with no
 * {@code <root>} (the root stays at DEBUG with no appender: every logger without appenders of its own builds events
 * that go nowhere).
 */
public final class StartupRule extends NamedRule {
    private static final Set<String> OUTPUT_STREAM_APPENDERS = Set.of("ch.qos.logback.core.ConsoleAppender",
            "ch.qos.logback.core.FileAppender", "ch.qos.logback.core.rolling.RollingFileAppender");

    public StartupRule() {
        super(RuleInfo.byHandFirst("never-started", "Logback wiring that loses events from start-up: an appender with no encoder, a file with no root",
                RuleInfo.STRUCTURAL));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        if (context.framework() != Framework.LOGBACK) {
            return findings;
        }
        LoggingConfig model = context.model();
        for (AppenderDef appender : model.appenders()) {
            if (appender.external() || !OUTPUT_STREAM_APPENDERS.contains(appender.type())) {
                continue;
            }
            if (appender.element().children("encoder").isEmpty() && appender.element().children("layout").isEmpty()) {
                findings.add(context.finding(id(), Severity.ERROR, appender.element(),
                        "appender \"" + appender.name() + "\" has no <encoder> (or <layout>): Logback does not start it.",
                        "OutputStreamAppender.start() refuses with \"No encoder set for the appender named " + appender.name()
                                + "\" (an ERROR status); every event sent to it is dropped.",
                        "Give it an <encoder> with a <pattern>, as its siblings have."));
            }
        }
        boolean hasRoot = model.loggers().stream().anyMatch(l -> l.root());
        if (!hasRoot && !model.fragment() && model.unread().isEmpty()) {
            // Every logger closed off with its own appenders: a library's private context, most likely, where only its
            // own loggers matter. Said, but as a note.
            boolean closed = !model.loggers().isEmpty() && model.loggers().stream().allMatch(l -> !l.additive() && !l.refs().isEmpty());
            findings.add(context.finding(id(), closed ? Severity.NOTE : Severity.WARNING, context.config().rootElement(),
                    "there is no <root>: the root logger keeps Logback's defaults, level DEBUG and no appender.",
                    "Every logger without appenders of its own (most of a service's and all of its libraries') builds events"
                            + " down to DEBUG that reach no appender: work done, nothing written.",
                    "Add <root level=\"INFO\"> with an appender-ref to where the rest of the logs should go."));
        }
        return findings;
    }
}

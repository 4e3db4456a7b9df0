package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.List;

/**
 * A logger with {@code additivity="false"} and no appender of its own: its events stop there and reach no appender
 * (measured with Logback and Log4j2: nothing is written, and neither framework says so). A level of OFF is the way to
 * silence a logger on purpose and is left alone. Logback attaches the refs of every {@code <logger>} of one name to the
 * same Logger, so all of them are counted.
 */
public final class DeadEndLoggerRule extends NamedRule {
    public DeadEndLoggerRule() {
        super(RuleInfo.byHand("logger-to-nowhere", "A logger with additivity=\"false\" and no appender: its events go nowhere",
                RuleInfo.STRUCTURAL));
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        if (model.fragment()) {
            return List.of();
        }
        List<Finding> findings = new ArrayList<>();
        for (LoggerDef logger : model.loggers()) {
            if (logger.root() || logger.additive() || !logger.refs().isEmpty() || logger.name().contains("${")
                    || logger.level() != null && Level.parse(logger.level()).filter(l -> l == Level.OFF).isPresent()) {
                continue;
            }
            // Logback: another <logger> of the same name may attach appenders to the same Logger. Log4j2 keeps the last.
            boolean elsewhere = context.framework() == Framework.LOGBACK
                    && model.loggers().stream().anyMatch(o -> o != logger && o.name().equals(logger.name()) && !o.refs().isEmpty());
            if (elsewhere) {
                continue;
            }
            boolean unread = !model.unreadIncludes().isEmpty() && context.framework() == Framework.LOGBACK;
            String how = context.framework() == Framework.LOGBACK
                    ? "Logback stops at a logger whose additivity is false (Logger.callAppenders) and this one has no appender"
                    : "Log4j2's LoggerConfig passes an event to its parent only when additive, and this one has no AppenderRef";
            findings.add(context.finding(id(), unread ? Severity.NOTE : Severity.WARNING, logger.element(),
                    "logger \"" + logger.name() + "\" has additivity=\"false\" and no appender: its events go nowhere.",
                    how + ": whatever \"" + logger.name() + "\" and the loggers below it log" + (logger.level() == null ? ""
                            : " at " + logger.level() + " and above") + " is written nowhere, with no status message to say so."
                            + (unread ? " Lint did not read " + String.join("; ", model.unreadIncludes())
                                    + ": a <logger> of this name there may give it an appender." : ""),
                    "Give it an appender-ref, or remove additivity=\"false\" so its events reach the root's appenders; to"
                            + " silence it on purpose, set level=\"OFF\"."));
        }
        return findings;
    }
}

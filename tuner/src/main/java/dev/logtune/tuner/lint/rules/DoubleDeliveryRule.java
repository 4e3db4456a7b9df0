package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.model.AppenderRef;
import dev.logtune.tuner.configfile.model.GuardSets;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.configfile.model.LoggerLevels;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A logger that references an appender its ancestors also reference, with additivity on between them: each of its
 * events is appended twice (both frameworks walk up the hierarchy until a logger with additivity off), so the file
 * gets every line twice and the appender does twice the work.
 */
public final class DoubleDeliveryRule extends NamedRule {
    public DoubleDeliveryRule() {
        super(RuleInfo.byHand("double-delivery", "A logger and an ancestor it is additive to reference the same appender: every event written twice",
                RuleInfo.STRUCTURAL));
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        List<Finding> findings = new ArrayList<>();
        LoggerLevels levels = new LoggerLevels(model);
        for (LoggerDef logger : model.loggers()) {
            // A logger at OFF sends nothing, twice or once.
            if (logger.root() || !logger.additive() || levels.effective(logger).level() == Level.OFF) {
                continue;
            }
            for (AppenderRef ref : logger.refs()) {
                // a reference to no appender delivers nothing, once or twice: undefined-appender says so
                if (!ref.known() || model.resolve(ref).isEmpty()) {
                    continue;
                }
                ancestorWith(model, logger, ref.name()).ifPresent(ancestor -> findings.add(context.finding(id(), Severity.WARNING,
                        ref.element(),
                        "logger \"" + logger.name() + "\" sends its events to \"" + ref.name() + "\", and is additive to \""
                                + ancestor.name() + "\", which sends them there too: every event is written twice.",
                        "Both frameworks hand an event to each logger's appenders up the hierarchy until a logger with additivity"
                                + " off: the same appender is called twice, doubling its lines and its cost.",
                        "additivity=\"false\" on \"" + logger.name() + "\", or drop its appender-ref to \"" + ref.name() + "\".")));
            }
        }
        return findings;
    }

    /** The nearest ancestor the logger's events reach (additivity on all the way) that references {@code appender}. */
    private static Optional<LoggerDef> ancestorWith(LoggingConfig model, LoggerDef logger, String appender) {
        String name = logger.name();
        LoggerDef at = logger;
        while (at.additive() && !at.root()) {
            int dot = name.lastIndexOf('.');
            name = dot < 0 ? null : name.substring(0, dot);
            LoggerDef parent = parent(model, name, logger);
            if (parent == null) {
                return Optional.empty();
            }
            if (parent.refs().stream().anyMatch(r -> r.name().equals(appender))) {
                return Optional.of(parent);
            }
            at = parent;
            name = parent.root() ? "" : parent.name();
        }
        return Optional.empty();
    }

    /** The nearest declared logger named {@code name} or above it, else the root; one that can apply with {@code child}. */
    private static LoggerDef parent(LoggingConfig model, String name, LoggerDef child) {
        for (String candidate = name; candidate != null; ) {
            String current = candidate;
            Optional<LoggerDef> declared = model.loggers().stream()
                    .filter(l -> !l.root() && l.name().equals(current) && !GuardSets.exclusive(l.guards(), child.guards()))
                    .findFirst();
            if (declared.isPresent()) {
                return declared.get();
            }
            int dot = candidate.lastIndexOf('.');
            candidate = dot < 0 ? null : candidate.substring(0, dot);
        }
        return model.loggers().stream().filter(l -> l.root() && !GuardSets.exclusive(l.guards(), child.guards()))
                .findFirst().orElse(null);
    }
}

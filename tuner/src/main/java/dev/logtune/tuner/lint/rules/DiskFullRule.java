package dev.logtune.tuner.lint.rules;

import dev.logtune.lab.reading.DiskFullBehaviour;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.advice.DiskFullFacts;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.configfile.model.Load;

import java.util.List;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * What the file's appender setup was measured to do when the disk fills: a note, or a warning where events go with
 * nothing saying so, callers get exceptions, or logging does not come back. A Log4j2 file appender that does not
 * ignore its exceptions is said apart: the measured setups keep Log4j2's default (ignoreExceptions=true).
 */
public final class DiskFullRule extends NamedRule {
    public DiskFullRule() {
        super(RuleInfo.byHand("disk-full", "What this setup does when the disk fills, as measured",
                "what a full disk does (callers slowed, events lost, a status said) is the framework's"
                        + " behaviour; no knob makes a write succeed on a full disk, room on the volume and alerts on it do"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        // A file appender no event reaches (only loggers at OFF lead to it) fills no disk.
        List<AppenderDef> files = context.model().files().stream()
                .filter(a -> !context.load(a.element()).map(Load::none).orElse(false)).toList();
        if (files.isEmpty()) {
            return List.of();
        }
        if (context.framework() == Framework.LOG4J2) {
            Optional<AppenderDef> throwing = files.stream().filter(a -> throwsToCaller(context.model(), a, new HashSet<>())).findFirst();
            if (throwing.isPresent()) {
                return List.of(context.finding(id(), Severity.WARNING, throwing.get().element(),
                        "ignoreExceptions=\"false\": when the disk fills, every log call on this appender throws"
                                + " AppenderLoggingException back to the code that logged.",
                        "Log4j2's AppenderControl rethrows an appender's failure to the caller when ignoreExceptions is"
                                + " false; a full disk then fails the requests that log, not only the logging.",
                        "Leave ignoreExceptions at its default (true): the failure goes to the status logger and the call returns."));
            }
        }
        Optional<DiskFullBehaviour> measured = DiskFullFacts.of(context.closest(),
                context.figures() == null ? null : context.figures().results());
        if (measured.isEmpty()) {
            return List.of();
        }
        DiskFullBehaviour behaviour = measured.get();
        boolean harmful = behaviour.missing() > 0 && !behaviour.saidSo() || !behaviour.resumed()
                || behaviour.callers() == DiskFullBehaviour.Callers.THREW || behaviour.callers() == DiskFullBehaviour.Callers.BLOCKED;
        String said = behaviour.missing() == 0 ? "" : behaviour.saidSo()
                ? (behaviour.callerExceptions() > 0 ? " It says so to the caller." : " It says so only on the framework's status"
                + " channel (" + (context.framework() == Framework.LOGBACK ? "Logback's StatusManager" : "Log4j2's StatusLogger")
                + "), which nothing reads unless the service registers a listener or prints it.")
                : " Nothing says so.";
        return List.of(context.finding(id(), harmful ? Severity.WARNING : Severity.NOTE, files.get(0).element(),
                "As " + behaviour.setup() + ", " + behaviour.sentence() + ".",
                "Measured with the log directory on a filesystem filled mid-run and freed a few seconds later." + said,
                behaviour.resumed() && behaviour.saidSo()
                        ? "Alert on the framework's errors (a status listener) and on free space: lines written while the disk was full are gone."
                        : "Choose a setup that reports the failure and recovers by itself; check it with tuner verify --disk-full."));
    }

    /**
     * Whether the appender's failure reaches a caller: it sets ignoreExceptions="false" and some way in hands it on, a
     * logger's reference directly, or an appender in front (a Routing appender for its routes) that sets it too. An
     * appender in front that ignores exceptions, as Log4j2's do by default, ends it there.
     */
    private static boolean throwsToCaller(LoggingConfig model, AppenderDef appender, Set<AppenderDef> seen) {
        if (!seen.add(appender) || !appender.settings().get("ignoreExceptions").map("false"::equalsIgnoreCase).orElse(false)) {
            return false;
        }
        if (appender.nested()) {
            return model.appenders().stream().filter(a -> a.element().equals(appender.container()))
                    .anyMatch(outer -> throwsToCaller(model, outer, seen));
        }
        if (model.loggers().stream().flatMap(l -> l.refs().stream()).anyMatch(r -> r.name().equals(appender.name()))) {
            return true;
        }
        return model.appenders().stream().filter(a -> a.refs().stream().anyMatch(r -> r.name().equals(appender.name())))
                // an Async appender's failure is its own thread's
                .filter(front -> !front.isLog4j2Async()).anyMatch(front -> throwsToCaller(model, front, seen));
    }
}

package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AppenderRef;
import dev.logtune.tuner.configfile.model.Guard;
import dev.logtune.tuner.configfile.model.GuardSets;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An appender-ref to a name no appender defines. Both frameworks skip such a ref with a status message only; the events
 * are lost where nothing else catches them: a logger with additivity="false" (or the root) with no other working ref, an
 * async appender with nothing behind it.
 */
public final class UndefinedAppenderRule extends NamedRule {
    public UndefinedAppenderRule() {
        super(RuleInfo.byHand("undefined-appender", "An appender-ref names an appender the configuration does not define",
                RuleInfo.STRUCTURAL).aboutWiring());
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        List<Finding> findings = new ArrayList<>();
        for (LoggerDef logger : model.loggers()) {
            for (AppenderRef ref : logger.refs()) {
                if (skip(ref)) {
                    continue;
                }
                if (!model.resolve(ref).isEmpty()) {
                    profileNote(context, model, ref).ifPresent(findings::add);
                    continue;
                }
                boolean othersWork = logger.refs().stream().filter(r -> r != ref).anyMatch(r -> works(model, r));
                boolean lost = logger.terminal() && !othersWork;
                String whose = logger.root() ? "the root logger" : "logger \"" + logger.name() + "\"";
                String consequence = lost
                        ? (logger.root() ? " The root has no parent and no other appender-ref of it resolves: its events reach no appender."
                                : " The logger has additivity=\"false\" and no other appender-ref of it resolves: its events reach no appender,"
                                        + " not even the root's.")
                        : " Its events still reach " + (othersWork ? "its other appenders" : "its parents' appenders")
                                + ", but not the one this ref meant.";
                findings.add(finding(context, model, ref, lost ? Severity.ERROR : Severity.WARNING,
                        "appender-ref \"" + ref.name() + "\" on " + whose + " names no appender" + hint(model, ref) + ".",
                        skipped(context, ref) + consequence));
            }
        }
        for (AppenderDef owner : model.appenders()) {
            for (AppenderRef ref : owner.refs()) {
                if (skip(ref)) {
                    continue;
                }
                if (!model.resolve(ref).isEmpty()) {
                    profileNote(context, model, ref).ifPresent(findings::add);
                    continue;
                }
                String why = ownerConsequence(context, model, owner, ref);
                findings.add(finding(context, model, ref, why == null ? Severity.WARNING : Severity.ERROR,
                        describe(ref) + " of appender \"" + owner.name() + "\" names no appender" + hint(model, ref) + ".",
                        why == null ? skipped(context, ref) + " Events this appender passes on go to its other appenders only." : why));
            }
        }
        return findings;
    }

    private static boolean skip(AppenderRef ref) {
        // An unresolved ${...}, or a run-time lookup: lint cannot know the name. An empty ref is the parser's business.
        return !ref.known() || ref.name().isBlank();
    }

    private static boolean works(LoggingConfig model, AppenderRef ref) {
        return !ref.known() || !model.resolve(ref).isEmpty();
    }

    /** Why an undefined ref loses this appender's events, or null when the appender still works without it. */
    private static String ownerConsequence(LintContext context, LoggingConfig model, AppenderDef owner, AppenderRef ref) {
        List<AppenderRef> others = owner.refs().stream().filter(r -> r != ref && r.kind() == ref.kind()).toList();
        boolean othersWork = others.stream().anyMatch(r -> works(model, r));
        if (owner.isLogbackAsync() && ref.kind() == AppenderRef.Kind.APPENDER_REF && !othersWork) {
            return "Logback skips the ref (\"Appender named [" + ref.name() + "] could not be found\", a WARN status), so the"
                    + " AsyncAppender has nothing attached: AsyncAppenderBase.start() reports \"No attached appenders found.\" and"
                    + " does not start, and every event sent to it is lost.";
        }
        if (owner.isLog4j2Async() && ref.kind() == AppenderRef.Kind.APPENDER_REF && !othersWork
                && owner.refs().stream().noneMatch(r -> r.kind() == AppenderRef.Kind.ERROR_REF && works(model, r))) {
            return "Log4j2's AsyncAppender.start() logs \"No appender named " + ref.name() + " was configured\" and, with no"
                    + " appender left, throws ConfigurationException (\"No appenders are available for AsyncAppender " + owner.name()
                    + "\"): measured with Log4j2 2.26.1, the whole configuration then fails to initialise.";
        }
        if (owner.isType("Failover") && (ref.kind() == AppenderRef.Kind.PRIMARY || ref.kind() == AppenderRef.Kind.FAILOVER && !othersWork)) {
            return "FailoverAppender.start() logs \"" + (ref.kind() == AppenderRef.Kind.PRIMARY ? "Unable to locate primary Appender "
                    + ref.name() : "No failover appenders are available") + "\" and does not start the Failover appender:"
                    + " every event sent to it is lost.";
        }
        return null;
    }

    private static String describe(AppenderRef ref) {
        return switch (ref.kind()) {
            case PRIMARY -> "primary=\"" + ref.name() + "\"";
            case ERROR_REF -> "errorRef=\"" + ref.name() + "\"";
            case ROUTE -> "<Route ref=\"" + ref.name() + "\">";
            default -> "appender-ref \"" + ref.name() + "\"";
        };
    }

    private static String skipped(LintContext context, AppenderRef ref) {
        if (ref.kind() == AppenderRef.Kind.ROUTE) {
            return "RoutingAppender ignores the route (\"Appender " + ref.name() + " cannot be located. Route ignored\").";
        }
        return context.framework() == Framework.LOGBACK
                ? "Logback skips the ref with only a WARN status (\"Appender named [" + ref.name() + "] could not be found\")."
                : "Log4j2 logs \"Unable to locate appender \\\"" + ref.name() + "\\\"\" to its status logger (silent by default)"
                        + " and drops the ref.";
    }

    /** A near miss worth naming: a name that differs only in case, or an appender nested where the ref cannot see it. */
    private static String hint(LoggingConfig model, AppenderRef ref) {
        Optional<AppenderDef> caseOnly = model.topLevel().stream().filter(a -> a.name().equalsIgnoreCase(ref.name())).findFirst();
        if (caseOnly.isPresent()) {
            return " (an appender " + caseOnly.get().describe() + " exists: names are case-sensitive)";
        }
        Optional<AppenderDef> nested = model.appenders().stream().filter(a -> a.nested() && a.name().equals(ref.name())).findFirst();
        return nested.map(a -> " (\"" + ref.name() + "\" is nested in another appender, at " + a.location()
                + ", which builds it per key; refs outside it cannot see it)").orElse("");
    }

    private Finding finding(LintContext context, LoggingConfig model, AppenderRef ref, Severity severity, String message, String why) {
        // The appender holding the ref is no fix: pointing it at itself makes a cycle.
        List<String> others = model.topLevel().stream().filter(a -> !a.refs().contains(ref)).map(AppenderDef::name).distinct().toList();
        String fix = "Define an appender named \"" + ref.name() + "\", or correct the name to one that is defined"
                + (others.isEmpty() ? "" : " (" + others.stream().map(n -> "\"" + n + "\"").collect(Collectors.joining(", ")) + ")") + ".";
        if (model.fragment() || !model.unread().isEmpty()) {
            // The appender may be defined where lint could not look.
            return context.finding(id(), Severity.NOTE, ref.element(), message,
                    (model.fragment() ? "This file is an <included> fragment: the file that includes it may define \"" + ref.name() + "\". "
                            : "Lint did not read " + String.join("; ", model.unread()) + ": \"" + ref.name() + "\" may be defined there. ")
                            + why, fix);
        }
        return context.finding(id(), severity, ref.element(), message, why, fix);
    }

    /** A ref whose appender exists only under conditions the ref is not under (another springProfile, an if branch). */
    private Optional<Finding> profileNote(LintContext context, LoggingConfig model, AppenderRef ref) {
        List<AppenderDef> defs = model.resolve(ref);
        if (GuardSets.withoutCompleteChoices(defs).stream().anyMatch(guards -> GuardSets.covers(guards, ref.guards()))) {
            return Optional.empty();
        }
        boolean never = defs.stream().allMatch(d -> GuardSets.exclusive(d.guards(), ref.guards()));
        String where = defs.stream().map(d -> d.guards().stream().map(Guard::describe).collect(Collectors.joining(" in ")))
                .distinct().collect(Collectors.joining(", or "));
        String refWhere = ref.guards().isEmpty() ? "outside any such block"
                : "under " + ref.guards().stream().map(Guard::describe).collect(Collectors.joining(" in "));
        return Optional.of(context.finding(id(), Severity.NOTE, ref.element(),
                "appender-ref \"" + ref.name() + "\" is " + refWhere + "; the appender is defined only under " + where + ".",
                (never ? "Read as one profile per environment, the ref's block and the appender's never hold together: wherever"
                        + " this ref applies, it finds no appender"
                        : "The appender exists only when that condition holds; when it does not, this ref finds no appender")
                        + " and is skipped with a status message (" + (model.framework() == Framework.LOGBACK
                        ? "Logback: \"Appender named [" + ref.name() + "] could not be found\"" : "Log4j2: \"Unable to locate appender\"")
                        + "). Noted, not warned: profiles are often written this way on purpose.",
                "If that is meant, nothing to do; otherwise move the appender-ref into the same block as the appender, or define"
                        + " the appender outside the block."));
    }
}

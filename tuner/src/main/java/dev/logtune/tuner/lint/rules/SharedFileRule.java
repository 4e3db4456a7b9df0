package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AppenderRef;
import dev.logtune.tuner.configfile.model.GuardSets;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Two appenders that write one file. Logback refuses the second at start-up (FileCollisionAnalyser: "'File' option
 * has the same value ... Aborting"): its events go nowhere. Log4j2 keys its file managers by file name, so both
 * appenders write through one manager and their events mix in one file, rolled as the first one says. Log4j2 checks
 * no filePattern either: two appenders of one pattern roll into one set of archives, and purge or rename each other's.
 */
public final class SharedFileRule extends NamedRule {
    public SharedFileRule() {
        super(RuleInfo.byHandFirst("shared-file", "Two appenders write the same file",
                RuleInfo.STRUCTURAL));
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        Map<String, AppenderDef> first = new LinkedHashMap<>();
        Map<String, AppenderDef> firstPattern = new LinkedHashMap<>();
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef appender : model.appenders()) {
            // Per-key appenders of a sifting or routing appender are built at run time, one file per key.
            if (appender.nested()) {
                continue;
            }
            Optional<String> file = file(model, appender);
            if (file.isEmpty()) {
                continue;
            }
            AppenderDef earlier = first.get(file.get());
            if (earlier == null) {
                first.put(file.get(), appender);
                archives(context, appender, firstPattern).ifPresent(findings::add);
                continue;
            }
            if (GuardSets.exclusive(earlier.guards(), appender.guards()) || alternated(model, earlier, appender)) {
                continue;
            }
            boolean logback = context.framework() == Framework.LOGBACK;
            // Alternatives picked at run time (root's appender from a variable) are not both in use: said, as a note.
            boolean bothUsed = model.reachable(earlier) && model.reachable(appender);
            Severity severity = !bothUsed ? Severity.NOTE : logback ? Severity.ERROR : Severity.WARNING;
            findings.add(context.finding(id(), severity, appender.element(),
                    "appender \"" + appender.name() + "\" writes " + file.get() + ", as \"" + earlier.name() + "\" ("
                            + earlier.location() + ") does" + (bothUsed ? "." : "; lint cannot tell whether both are in use."),
                    logback ? "Logback refuses the second appender at start-up (FileCollisionAnalyser, an ERROR status): it never"
                            + " starts, and what is sent to it is not written anywhere."
                            : "Log4j2 keeps one file manager per file name: both appenders write through it, their events mix in"
                            + " one file, and it rolls as the first appender's policy says.",
                    "Give each appender its own file (often a copy-paste slip: compare the file name with its rolled pattern),"
                            + " or send both streams to one appender."));
        }
        return findings;
    }

    /**
     * A Log4j2 appender whose filePattern another one, writing another file, has too: each rollover names, counts and
     * deletes archives by the pattern, so the two appenders' archives are one set.
     */
    private Optional<Finding> archives(LintContext context, AppenderDef appender, Map<String, AppenderDef> first) {
        if (appender.framework() != Framework.LOG4J2) {
            return Optional.empty();
        }
        Optional<String> pattern = appender.element().findAttribute("filePattern").filter(p -> !p.isBlank())
                .map(p -> context.model().resolve(p.strip()));
        if (pattern.isEmpty()) {
            return Optional.empty();
        }
        AppenderDef earlier = first.putIfAbsent(pattern.get(), appender);
        if (earlier == null || GuardSets.exclusive(earlier.guards(), appender.guards()) || alternated(context.model(), earlier, appender)) {
            return Optional.empty();
        }
        boolean bothUsed = context.model().reachable(earlier) && context.model().reachable(appender);
        return Optional.of(context.finding(id(), bothUsed ? Severity.WARNING : Severity.NOTE, appender.element(),
                "appender \"" + appender.name() + "\" rolls into filePattern " + pattern.get() + ", as \"" + earlier.name() + "\" ("
                        + earlier.location() + ") does" + (bothUsed ? "." : "; lint cannot tell whether both are in use."),
                "Log4j2 checks no collision between filePatterns: each appender's rollover names its archives from the pattern"
                        + " and counts, renames and deletes what matches it (log4j-core DefaultRolloverStrategy), so one appender's"
                        + " roll takes the other's index, shifts or purges its archives, or, with no %i, renames onto the other's"
                        + " archive of the period. Which archive holds whose events is lost.",
                "Give each appender its own filePattern, named like its fileName."));
    }

    /**
     * Log4j2 appenders reached only as routes of one Routing appender: each event goes to one of them by its key, through
     * the one file manager they share, so one file written by both is the design, not a collision.
     */
    private static boolean alternated(LoggingConfig model, AppenderDef one, AppenderDef other) {
        Optional<AppenderDef> router = onlyRouteOf(model, one);
        return router.isPresent() && router.equals(onlyRouteOf(model, other));
    }

    private static Optional<AppenderDef> onlyRouteOf(LoggingConfig model, AppenderDef appender) {
        if (appender.framework() != Framework.LOG4J2 || appender.name().isEmpty()) {
            return Optional.empty();
        }
        if (model.loggers().stream().flatMap(l -> l.refs().stream()).anyMatch(r -> r.name().equals(appender.name()))) {
            return Optional.empty();
        }
        List<AppenderRef> refs = model.appenders().stream().flatMap(a -> a.refs().stream())
                .filter(r -> r.name().equals(appender.name())).toList();
        if (refs.isEmpty() || refs.stream().anyMatch(r -> r.kind() != AppenderRef.Kind.ROUTE)) {
            return Optional.empty();
        }
        AppenderDef router = model.owner(refs.get(0));
        return router != null && refs.stream().allMatch(r -> model.owner(r) == router) ? Optional.of(router) : Optional.empty();
    }

    /** The file an appender writes, variables resolved as far as lint can; empty for appenders without one. */
    private static Optional<String> file(LoggingConfig model, AppenderDef appender) {
        String raw;
        if (appender.framework() == Framework.LOGBACK) {
            raw = appender.element().childText("file").orElse(null);
        } else {
            raw = appender.element().findAttribute("fileName").orElse(null);
        }
        if (raw == null || raw.isBlank()) {
            return Optional.empty();
        }
        return Optional.of(model.resolve(raw.strip()));
    }
}

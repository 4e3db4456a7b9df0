package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.Guard;
import dev.logtune.tuner.configfile.model.GuardSets;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Two appenders with one name. Neither framework complains: Logback builds and starts both and attaches to each ref
 * whichever it processed last before the ref; Log4j2 keeps the later in its map by name. Definitions in mutually
 * exclusive blocks ({@code <springProfile>}s for different environments, the two branches of an {@code <if>}, two
 * arbiters of a {@code <Select>}) are the normal way to write alternatives and are not reported.
 */
public final class DuplicateAppenderRule extends NamedRule {
    public DuplicateAppenderRule() {
        super(RuleInfo.byHand("duplicate-appender", "The same appender name is defined more than once",
                RuleInfo.STRUCTURAL).aboutWiring());
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        Map<String, List<AppenderDef>> byName = new LinkedHashMap<>();
        for (AppenderDef appender : model.topLevel()) {
            if (!appender.external() && !appender.name().isBlank()) {
                byName.computeIfAbsent(appender.name(), n -> new ArrayList<>()).add(appender);
            }
        }
        List<Finding> findings = new ArrayList<>();
        for (List<AppenderDef> defs : byName.values()) {
            // Logback 1.5 builds only the appenders some appender-ref names (AppenderModelHandler skips the others): an
            // unreferenced name is neither built nor started, twice or at all; unreachable-appender says so.
            boolean referenced = model.loggers().stream().flatMap(l -> l.refs().stream()).anyMatch(r -> r.name().equals(defs.get(0).name()))
                    || model.appenders().stream().flatMap(a -> a.refs().stream()).anyMatch(r -> r.name().equals(defs.get(0).name()));
            if (context.framework() == Framework.LOGBACK && !referenced && defs.stream().noneMatch(model::reachableOrUnknown)) {
                continue;
            }
            for (int j = 1; j < defs.size(); j++) {
                AppenderDef later = defs.get(j);
                // the earlier definitions that can hold with this one, looked at until one is certain: listing them all
                // for each of thousands of definitions of one name was quadratic; without conditions the first answers
                AppenderDef first = null;
                boolean certain = false;
                for (AppenderDef earlier : defs.subList(0, j)) {
                    if (GuardSets.exclusive(earlier.guards(), later.guards())) {
                        continue;
                    }
                    first = first == null ? earlier : first;
                    // Certain when one definition is present whenever the other is; otherwise only when both conditions hold.
                    if (GuardSets.covers(earlier.guards(), later.guards()) || GuardSets.covers(later.guards(), earlier.guards())) {
                        certain = true;
                        break;
                    }
                }
                if (first == null) {
                    continue;
                }
                String conditions = certain ? "" : " when both " + conditions(first) + " and " + conditions(later) + " hold";
                findings.add(context.finding(id(), certain ? Severity.WARNING : Severity.NOTE, later.element(),
                        "appender \"" + later.name() + "\" is defined again" + conditions + "; first at " + first.location()
                                + (first.type().equals(later.type()) ? "" : " (" + shortType(first) + ", here " + shortType(later) + ")") + ".",
                        why(context, later),
                        "Give each appender its own name, or delete the one you do not mean; to choose between them, put them in"
                                + (context.framework() == Framework.LOGBACK ? " <springProfile> blocks for different profiles or the"
                                        + " <then>/<else> of one <if>." : " the arbiters of one <Select>.")));
            }
        }
        return findings;
    }

    private static String why(LintContext context, AppenderDef later) {
        if (context.framework() == Framework.LOGBACK) {
            return "Logback says nothing: it builds and starts both (AppenderModelHandler) and keeps them in a map by name, so each"
                    + " appender-ref gets whichever definition it processed last before the ref, in document order (measured with"
                    + " Logback 1.6.6: a root after both got the second; a root between them got the first). The other is started"
                    + " for nothing: its file opened, never written to.";
        }
        return "Log4j2 says nothing: it builds both, and AppendersPlugin.createAppenders puts them into a map by name, so the later"
                + " replaces the earlier, which is built (a file appender opens its file) but never receives an event (measured"
                + " with Log4j2 2.26.1: of two Consoles named \"" + later.name() + "\", only the second printed).";
    }

    private static String conditions(AppenderDef appender) {
        return appender.guards().isEmpty() ? "(unconditional)"
                : appender.guards().stream().map(Guard::describe).collect(Collectors.joining(" in "));
    }

    private static String shortType(AppenderDef appender) {
        return appender.type().substring(appender.type().lastIndexOf('.') + 1);
    }
}

package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.model.AppenderRef;
import dev.logtune.tuner.configfile.model.GuardSets;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The same Log4j2 {@code <Logger>} / {@code <AsyncLogger>} name written twice. Log4j2 keeps one LoggerConfig per name:
 * LoggersPlugin.createLoggers puts each into a map by name, so the last one written replaces the earlier ones whole;
 * their level, additivity and AppenderRefs are not merged, they are gone (measured with Log4j2 2.26.1). Definitions in
 * arbiters that exclude each other are not duplicates. Logback is not judged: it configures the one Logger object
 * twice, the appenders of both are attached.
 */
public final class DuplicateLoggerRule extends NamedRule {
    public DuplicateLoggerRule() {
        super(RuleInfo.byHand("duplicate-logger", "The same Log4j2 logger name defined twice: only the last definition is kept",
                RuleInfo.STRUCTURAL));
    }

    @Override
    public List<Finding> check(LintContext context) {
        if (context.framework() != Framework.LOG4J2) {
            return List.of();
        }
        LoggingConfig model = context.model();
        Map<String, List<LoggerDef>> byName = new LinkedHashMap<>();
        for (LoggerDef logger : model.loggers()) {
            if (!logger.root() && !logger.name().contains("${")) {
                byName.computeIfAbsent(logger.name(), n -> new ArrayList<>()).add(logger);
            }
        }
        List<Finding> findings = new ArrayList<>();
        byName.forEach((name, defs) -> {
            LoggerDef kept = defs.get(defs.size() - 1);
            for (LoggerDef lost : defs.subList(0, defs.size() - 1)) {
                if (GuardSets.exclusive(lost.guards(), kept.guards())) {
                    continue;
                }
                findings.add(context.finding(id(), Severity.WARNING, lost.element(),
                        describe(lost) + " is defined again at line " + kept.element().line() + ": Log4j2 keeps only that one.",
                        "Log4j2 holds one LoggerConfig per name and the last one written replaces this one whole: its level ("
                                + level(lost) + ")" + appenders(lost) + " and additivity are dropped, not merged. \"" + name
                                + "\" runs with level " + level(kept) + ", " + (kept.async() ? "async" : "sync") + ", appenders "
                                + refs(kept) + (kept.additive() ? " and its parents' appenders." : " only (additivity=\"false\").")
                                + lostAppenders(lost, kept),
                        "Merge the two into one <" + kept.element().tag() + " name=\"" + name + "\"> with every AppenderRef it needs."));
            }
        });
        return findings;
    }

    private static String describe(LoggerDef logger) {
        return "<" + logger.element().tag() + " name=\"" + logger.name() + "\">";
    }

    private static String level(LoggerDef logger) {
        return logger.level() == null ? "none: the parent's" : logger.level();
    }

    private static String appenders(LoggerDef logger) {
        return logger.refs().isEmpty() ? "" : ", its appenders " + refs(logger);
    }

    private static String refs(LoggerDef logger) {
        return logger.refs().isEmpty() ? "none of its own" : logger.refs().stream().map(AppenderRef::name).distinct()
                .map(n -> "\"" + n + "\"").collect(Collectors.joining(", "));
    }

    private static String lostAppenders(LoggerDef lost, LoggerDef kept) {
        List<String> gone = lost.refs().stream().map(AppenderRef::name).distinct()
                .filter(n -> kept.refs().stream().noneMatch(r -> r.name().equals(n))).toList();
        return gone.isEmpty() ? "" : " Events of \"" + lost.name() + "\" never reach " + gone.stream().map(n -> "\"" + n + "\"")
                .collect(Collectors.joining(", ")) + " through this logger.";
    }
}

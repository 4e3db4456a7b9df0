package dev.logtune.tuner.lint.rules;

import dev.logtune.support.input.EditDistance;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.UnlistedComponent;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A logger level that is not a level: a typo ({@code INF0}), a variable missing its {@code $} ({@code {LOG_LEVEL:-INFO}}).
 * Neither framework refuses it. Logback's Level.toLevel falls back to DEBUG, with only an INFO status ("Setting level of
 * logger [x] to DEBUG"): the logger logs more, not less. Log4j2's type converter fails ("Unknown level constant", a WARN
 * status), the level is left unset and the logger takes its parent's level; a root takes ERROR. Both observed with the
 * frameworks this project pins. Values with an unresolved {@code ${...}} are not judged.
 * <p>
 * Log4j2 also reads a level a service defines in its own code ({@code Level.forName}) before the configuration loads:
 * a name that is no misspelling of a standard level is said to be one the file does not define, a note.
 */
public final class UnknownLevelRule extends NamedRule {
    public UnknownLevelRule() {
        super(RuleInfo.byHand("unknown-level", "A logger level that is not a level: the framework reads it as another level, silently",
                "which level a logger runs at is the team's choice, not a speed knob"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        List<String> custom = context.framework() == Framework.LOG4J2
                ? context.config().rootElement().descendants("CustomLevel").stream()
                        .map(c -> c.findAttribute("name").orElse("").strip().toUpperCase(Locale.ROOT)).toList()
                : List.of();
        // the loggers with a known level of their own, by name (the first of a name) and the last such root: looked up
        // for each logger with an unknown level, where searching all loggers for each made a file of thousands quadratic
        Map<String, LoggerDef> known = new HashMap<>();
        LoggerDef knownRoot = null;
        for (LoggerDef logger : model.loggers()) {
            if (logger.level() != null && Level.parse(logger.level()).isPresent()) {
                if (logger.root()) {
                    knownRoot = logger;
                } else {
                    known.putIfAbsent(logger.name(), logger);
                }
            }
        }
        List<Finding> findings = new ArrayList<>();
        for (LoggerDef logger : model.loggers()) {
            String level = logger.level();
            if (level == null || level.contains("${") || Level.parse(level).isPresent()
                    || custom.contains(level.strip().toUpperCase(Locale.ROOT))
                    || context.framework() == Framework.LOGBACK && !logger.root()
                            && (level.equalsIgnoreCase("INHERITED") || level.equalsIgnoreCase("NULL"))) {
                continue;
            }
            String who = logger.root() ? "the root logger" : "logger \"" + logger.name() + "\"";
            String hint = level.contains("{") ? " (a variable missing its '$'? ${...} is how both frameworks substitute)" : "";
            String read;
            if (context.framework() == Framework.LOGBACK) {
                read = "Logback reads it as DEBUG: Level.toLevel falls back to DEBUG for a name it does not know, and says only"
                        + " \"Setting level of logger to DEBUG\" at INFO. " + who + " logs DEBUG and above, more than any level"
                        + " that was meant.";
            } else {
                read = "Log4j2 cannot convert it (\"Unknown level constant [" + level.strip() + "]\", a WARN status, not shown by"
                        + " default) and leaves the level unset: " + (logger.root() ? "the root then runs at ERROR."
                                : who + " takes its parent's level (" + parentLevel(known, knownRoot, logger) + ").");
            }
            ConfigElement element = logger.element();
            if (context.framework() == Framework.LOG4J2 && !misspelt(level)) {
                findings.add(context.finding(id(), Severity.NOTE, element,
                        "level \"" + level.strip() + "\" on " + who + " is not a level this file defines: the service must define it"
                                + " in its code, or the logger falls back to its parent's level.",
                        "Log4j2 reads a custom level by name when the service has made it with Level.forName before the"
                                + " configuration loads, as a <CustomLevel> would; otherwise " + Character.toLowerCase(read.charAt(0))
                                + read.substring(1),
                        "Where the service defines no such level: a <CustomLevel name=\"" + level.strip().toUpperCase(Locale.ROOT)
                                + "\" intLevel=\"...\"/> under <CustomLevels>, or one of TRACE, DEBUG, INFO, WARN, ERROR, OFF."));
                continue;
            }
            findings.add(context.finding(id(), Severity.WARNING, element,
                    "level \"" + level.strip() + "\" on " + who + " is not a level" + hint + ".", read,
                    "Write one of TRACE, DEBUG, INFO, WARN, ERROR, OFF" + (level.contains("{") && !level.contains("$")
                            ? ", or the variable as ${" + level.strip().replaceAll("^\\{|}$", "") + "}" : "") + "."));
        }
        for (UnlistedComponent unlisted : context.config().unlistedComponents()) {
            if (unlisted.kind().equals("logger")) {
                findings.add(unlistedLogger(context, unlisted));
            }
        }
        return findings;
    }

    // A properties file's logger.<id>.* under an id its loggers key leaves out: its level applies to nothing.
    private Finding unlistedLogger(LintContext context, UnlistedComponent unlisted) {
        String keys = "logger." + unlisted.id() + ".*";
        return new Finding(id(), Severity.WARNING, context.config().path().toString(), unlisted.line(), "logger." + unlisted.id(),
                (unlisted.level() == null ? "the keys " + keys : "logger." + unlisted.id() + ".level = " + unlisted.level().strip())
                        + " applies to nothing: the " + unlisted.listKey() + " key lists " + String.join(", ", unlisted.listed())
                        + ", not " + unlisted.id() + ".",
                "With a " + unlisted.listKey() + " key Log4j2's PropertiesConfigurationBuilder builds only the ids it lists, and"
                        + " drops the keys of any other id without a status: no logger is configured from " + keys + ", and"
                        + " the loggers it meant run at their parent's level.",
                "Add " + unlisted.id() + " to the " + unlisted.listKey() + " key, or remove that key: Log4j2 then builds every"
                        + " logger.<id>, each of which needs its .name.");
    }

    private static final List<String> STANDARD = List.of("OFF", "FATAL", "ERROR", "WARN", "INFO", "DEBUG", "TRACE", "ALL");
    // java.util.logging's and others' names, written where a Log4j2 level was meant
    private static final List<String> FOREIGN = List.of("WARNING", "SEVERE", "CONFIG", "FINE", "FINER", "FINEST", "CRITICAL",
            "NOTICE", "VERBOSE");

    /**
     * Whether a name reads as a slip rather than a level of the service's own: not a plain word ({@code INF0},
     * {@code {LEVEL:-DEBUG}}), a standard level two edits away ({@code DEBG}, {@code WRAN}), or another logging API's name.
     */
    static boolean misspelt(String level) {
        String name = level.strip().toUpperCase(Locale.ROOT);
        if (!name.matches("[A-Z][A-Z_]*") || FOREIGN.contains(name)) {
            return true;
        }
        return STANDARD.stream().anyMatch(standard -> EditDistance.between(name, standard) <= 2);
    }

    // The level the nearest ancestor with a known level of its own sets, or the root's.
    private static String parentLevel(Map<String, LoggerDef> known, LoggerDef knownRoot, LoggerDef logger) {
        String name = logger.name();
        LoggerDef best = knownRoot;
        for (int cut = name.lastIndexOf('.'); cut >= 0; cut = name.lastIndexOf('.', cut - 1)) {
            LoggerDef ancestor = known.get(name.substring(0, cut));
            if (ancestor != null) {
                best = ancestor;
                break;
            }
        }
        return best == null ? "the root's, ERROR when it sets none" : (best.root() ? "the root's, " : "\"" + best.name() + "\"'s, ")
                + best.level().strip().toUpperCase(Locale.ROOT);
    }
}

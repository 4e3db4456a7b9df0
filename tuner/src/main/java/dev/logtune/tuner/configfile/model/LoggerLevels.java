package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The level each logger runs at, as its framework reads what is written: a logger without a level of its own takes its
 * nearest ancestor's; a root without one runs at DEBUG in Logback and ERROR in Log4j2; a name neither framework knows
 * is DEBUG in Logback (Level.toLevel's fallback) and the parent's in Log4j2 (the converter fails, the level stays
 * unset). In Logback {@code ${name:INFO}} is not a default: its default separator is {@code :-}, and a colon followed
 * by anything else stays part of the name (logback-core subst.Tokenizer), so Logback looks up a variable called
 * {@code name:INFO}, finds none, substitutes {@code name:INFO_IS_UNDEFINED} (NodeToStringTransformer) and the level
 * falls back to DEBUG.
 */
public final class LoggerLevels {
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([^}]*)}");

    /**
     * A level as the framework reads it.
     *
     * @param level the level in force, or null where lint cannot tell (a variable set when the service runs)
     * @param from the logger whose own level it is (the logger itself, or the ancestor it inherits from); null for a
     *     framework's default root level
     * @param readAs how the framework reads a level written as something else ({@code ${x:INFO}} as DEBUG), or null
     */
    public record Effective(Level level, LoggerDef from, String readAs) {
        public boolean known() {
            return level != null;
        }
    }

    private final LoggingConfig config;
    /** The loggers of each name, and the roots: looked up, not searched, so a file that names thousands stays linear. */
    private final Map<String, List<LoggerDef>> byName = new HashMap<>();
    private final List<LoggerDef> roots = new ArrayList<>();
    /** Each own level worked out once per name and guards: every element naming one logger has the same answer. */
    private final Map<List<Object>, Optional<Effective>> owns = new HashMap<>();

    public LoggerLevels(LoggingConfig config) {
        this.config = config;
        for (LoggerDef logger : config.loggers()) {
            if (logger.root()) {
                roots.add(logger);
            } else {
                byName.computeIfAbsent(logger.name(), name -> new ArrayList<>()).add(logger);
            }
        }
    }

    /** A logger's own level as read, or empty where it sets none (or one its framework ignores, so it inherits). */
    public Optional<Effective> own(LoggerDef logger) {
        List<Object> key = Arrays.asList(logger.root(), logger.root() ? null : logger.name(), logger.guards());
        Optional<Effective> known = owns.get(key);
        if (known != null) {
            return known;
        }
        // Elements naming one logger configure one logger (a root in the file and another in an included base.xml): the
        // last level written is the one in force.
        LoggerDef last = logger;
        for (LoggerDef other : logger.root() ? roots : byName.getOrDefault(logger.name(), List.of())) {
            if (other.level() != null && !other.level().isBlank() && GuardSets.covers(other.guards(), logger.guards())) {
                last = other;
            }
        }
        Optional<Effective> own = ownOf(last);
        owns.put(key, own);
        return own;
    }

    private Optional<Effective> ownOf(LoggerDef logger) {
        String text = logger.level();
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        String written = text.strip();
        boolean logback = config.framework() == Framework.LOGBACK;
        if (written.contains("${")) {
            Matcher variable = VARIABLE.matcher(written);
            if (logback && variable.find() && misreadDefault(variable.group(1))) {
                String name = variable.group(1);
                return Optional.of(new Effective(Level.DEBUG, logger, "\"" + written + "\" is not Logback's default syntax (that is"
                        + " ${" + name.substring(0, name.indexOf(':')) + ":-" + name.substring(name.indexOf(':') + 1) + "}): Logback looks up a variable named \""
                        + name + "\", which is never defined, substitutes \"" + name + "_IS_UNDEFINED\", and Level.toLevel reads"
                        + " that as DEBUG"));
            }
            return Optional.of(new Effective(null, logger, null));
        }
        Optional<Level> parsed = Level.parse(written);
        if (parsed.isPresent()) {
            return Optional.of(new Effective(parsed.get(), logger, null));
        }
        if (logback) {
            String upper = written.toUpperCase(Locale.ROOT);
            if (!logger.root() && (upper.equals("INHERITED") || upper.equals("NULL"))) {
                return Optional.empty();
            }
            return Optional.of(new Effective(Level.DEBUG, logger, "\"" + written + "\" is not a level: Logback reads it as DEBUG"));
        }
        return Optional.empty();
    }

    // "name:INFO": a colon not followed by '-' stays in Logback's variable name; a name with a colon is never defined.
    private static boolean misreadDefault(String inside) {
        int colon = inside.indexOf(':');
        return colon > 0 && !inside.startsWith(":-", colon) && !inside.contains("${") && Level.parse(inside.substring(colon + 1)).isPresent();
    }

    /** The level a declared logger runs at: its own, else its nearest declared ancestor's, else the root's. */
    public Effective effective(LoggerDef logger) {
        Optional<Effective> own = own(logger);
        if (own.isPresent()) {
            return own.get();
        }
        return logger.root() ? rootDefault() : effective(parentName(logger.name()));
    }

    /** The level a logger of this name runs at (declared or not). */
    public Effective effective(String name) {
        for (String candidate = name; candidate != null; candidate = parentName(candidate)) {
            for (LoggerDef logger : byName.getOrDefault(candidate, List.of())) {
                Optional<Effective> own = own(logger);
                if (own.isPresent()) {
                    return own.get();
                }
            }
        }
        return root().flatMap(this::own).orElseGet(this::rootDefault);
    }

    private Optional<LoggerDef> root() {
        return roots.stream().findFirst();
    }

    private Effective rootDefault() {
        return new Effective(config.framework() == Framework.LOGBACK ? Level.DEBUG : Level.ERROR, null, null);
    }

    /** The name one step up ("a.b" for "a.b.C", also for "a.b$C"), or null above a top-level name. */
    static String parentName(String name) {
        if (name == null) {
            return null;
        }
        int cut = Math.max(name.lastIndexOf('.'), name.lastIndexOf('$'));
        return cut < 0 ? null : name.substring(0, cut);
    }
}

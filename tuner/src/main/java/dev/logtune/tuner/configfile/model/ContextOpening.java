package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A context-wide DynamicThresholdFilter that accepts events ahead of the loggers' levels: Log4j2's on the
 * {@code <Configuration>} with onMatch ACCEPT, Logback's {@code <turboFilter>} with OnHigherOrEqual ACCEPT. Both run
 * before any logger's level is asked, so for the events whose context value it lists it opens levels the loggers stop;
 * how many events carry that value lint cannot tell.
 *
 * @param least the least level it accepts for some events
 * @param key the context (MDC) key it reads
 */
record ContextOpening(Level least, String key) {

    static Optional<ContextOpening> of(ConfigFacts facts) {
        ConfigElement root = facts.config().rootElement();
        List<ContextOpening> found = new ArrayList<>();
        if (facts.config().framework() == Framework.LOGBACK) {
            for (ConfigElement turbo : root.descendants("turboFilter")) {
                if (facts.className(turbo).equals("ch.qos.logback.classic.turbo.DynamicThresholdFilter")
                        && logback(facts, turbo, "OnHigherOrEqual").filter("ACCEPT"::equalsIgnoreCase).isPresent()) {
                    List<Optional<String>> levels = new ArrayList<>();
                    levels.add(logback(facts, turbo, "DefaultThreshold"));
                    for (ConfigElement pair : turbo.children("MDCValueLevelPair")) {
                        levels.add(logback(facts, pair, "level"));
                    }
                    least(levels).ifPresent(level -> found.add(new ContextOpening(level, logback(facts, turbo, "Key").orElse("?"))));
                }
            }
        } else {
            List<ConfigElement> filters = new ArrayList<>();
            for (ConfigElement child : root.children()) {
                if (child.isTag("Filters")) {
                    filters.addAll(child.children());
                } else {
                    filters.add(child);
                }
            }
            for (ConfigElement filter : filters) {
                if (filter.tag().equalsIgnoreCase("DynamicThresholdFilter")
                        && facts.attribute(filter, "onMatch").filter("ACCEPT"::equalsIgnoreCase).isPresent()) {
                    List<Optional<String>> levels = new ArrayList<>();
                    levels.add(facts.attribute(filter, "defaultThreshold").or(() -> Optional.of("ERROR")));
                    for (ConfigElement pair : filter.children()) {
                        if (pair.tag().equalsIgnoreCase("KeyValuePair")) {
                            levels.add(facts.attribute(pair, "value"));
                        }
                    }
                    least(levels).ifPresent(level -> found.add(new ContextOpening(level, facts.attribute(filter, "key").orElse("?"))));
                }
            }
        }
        return found.stream().min(Comparator.comparing(ContextOpening::least));
    }

    // Logback's setters take either case of the first letter.
    private static Optional<String> logback(ConfigFacts facts, ConfigElement parent, String name) {
        return facts.value(parent, name).or(() -> facts.value(parent, Character.toLowerCase(name.charAt(0)) + name.substring(1)));
    }

    private static Optional<Level> least(List<Optional<String>> levels) {
        return levels.stream().flatMap(Optional::stream).map(Level::parse).flatMap(Optional::stream).min(Level::compareTo);
    }

    /** What it opens below {@code level}, for a load's unknowns; empty where it opens nothing below it. */
    Optional<String> below(Level level) {
        if (!least.atLeast(level)) {
            return Optional.of("a context-wide DynamicThresholdFilter accepts " + least.name().toUpperCase(Locale.ROOT)
                    + " and above for the events whose \"" + key + "\" it lists, ahead of the loggers' levels");
        }
        return Optional.empty();
    }
}

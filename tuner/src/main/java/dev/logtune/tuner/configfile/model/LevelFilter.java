package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigElement;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One filter of a chain, as far as it decides on the event's level: Logback's ThresholdFilter and LevelFilter, Log4j2's
 * ThresholdFilter, LevelMatchFilter and LevelRangeFilter. Any other filter decides {@link FilterDecision#UNKNOWN}.
 *
 * @param type Logback: the class, variables resolved; Log4j2: the element name
 * @param level the level it compares with, or null when absent or unreadable (Log4j2's ThresholdFilter defaults to ERROR)
 * @param onMatch the reply on a match, its framework's default when unset
 * @param onMismatch the reply on a mismatch, its framework's default when unset
 * @param least Log4j2's LevelRangeFilter: the least severe level of its range ({@code maxLevel}, ERROR when unset; its
 *     {@code minLevel}, in {@link #level}, is the most severe end: Log4j2's Level.isInRange compares int levels, where
 *     ERROR is below INFO); null for other filters
 */
public record LevelFilter(Framework framework, String type, Level level, String onMatch, String onMismatch, Level least) {
    private static final String LOGBACK_THRESHOLD = "ch.qos.logback.classic.filter.ThresholdFilter";
    private static final String LOGBACK_LEVEL = "ch.qos.logback.classic.filter.LevelFilter";

    /** The filters on an appender or a Log4j2 AppenderRef, in the order the framework runs them. */
    static List<LevelFilter> chainOf(ConfigFacts facts, ConfigElement element) {
        List<LevelFilter> chain = new ArrayList<>();
        if (facts.config().framework() == Framework.LOGBACK) {
            for (ConfigElement filter : element.children("filter")) {
                chain.add(new LevelFilter(Framework.LOGBACK, facts.className(filter),
                        facts.value(filter, "level").flatMap(Level::parse).orElse(null),
                        facts.value(filter, "onMatch").orElse("NEUTRAL"), facts.value(filter, "onMismatch").orElse("NEUTRAL"), null));
            }
            return chain;
        }
        for (ConfigElement child : element.children()) {
            if (child.isTag("Filters")) {
                child.children().forEach(filter -> chain.add(log4j2(facts, filter)));
            } else if (child.tag().toLowerCase(Locale.ROOT).endsWith("filter")) {
                chain.add(log4j2(facts, child));
            }
        }
        return chain;
    }

    // Log4j2's filters default to onMatch NEUTRAL, onMismatch DENY; ThresholdFilter's level defaults to ERROR, and so do
    // both ends of LevelRangeFilter's range.
    private static LevelFilter log4j2(ConfigFacts facts, ConfigElement filter) {
        String tag = filter.tag();
        boolean range = tag.equalsIgnoreCase("LevelRangeFilter");
        Level level = facts.attribute(filter, range ? "minLevel" : "level").map(l -> Level.parse(l).orElse(null))
                .orElse(tag.equalsIgnoreCase("ThresholdFilter") || range ? Level.ERROR : null);
        Level least = range ? facts.attribute(filter, "maxLevel").map(l -> Level.parse(l).orElse(null)).orElse(Level.ERROR) : null;
        return new LevelFilter(Framework.LOG4J2, tag, level, facts.attribute(filter, "onMatch").orElse("NEUTRAL"),
                facts.attribute(filter, "onMismatch").orElse("DENY"), least);
    }

    /** What it answers for an event at {@code event}. */
    public FilterDecision decide(Level event) {
        if (level == null) {
            return FilterDecision.UNKNOWN;
        }
        if (framework == Framework.LOGBACK) {
            if (type.equals(LOGBACK_THRESHOLD)) {
                return event.compareTo(level) < 0 ? FilterDecision.DENY : FilterDecision.NEUTRAL;
            }
            return type.equals(LOGBACK_LEVEL) ? FilterDecision.parse(event == level ? onMatch : onMismatch) : FilterDecision.UNKNOWN;
        }
        boolean match;
        if (type.equalsIgnoreCase("ThresholdFilter")) {
            match = event.atLeast(level);
        } else if (type.equalsIgnoreCase("LevelMatchFilter")) {
            match = event == level;
        } else if (type.equalsIgnoreCase("LevelRangeFilter") && least != null) {
            match = event.atLeast(least) && level.atLeast(event);
        } else {
            return FilterDecision.UNKNOWN;
        }
        return FilterDecision.parse(match ? onMatch : onMismatch);
    }

    /** The first decision other than NEUTRAL, as both frameworks run a chain. */
    static FilterDecision chain(List<LevelFilter> filters, Level event) {
        for (LevelFilter filter : filters) {
            FilterDecision decision = filter.decide(event);
            if (decision != FilterDecision.NEUTRAL) {
                return decision;
            }
        }
        return FilterDecision.NEUTRAL;
    }
}

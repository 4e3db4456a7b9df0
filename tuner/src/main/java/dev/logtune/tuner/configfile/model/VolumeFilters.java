package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The filters that thin a configuration's volume by repetition or by rate rather than by level, and so can drop a WARN
 * or an ERROR without a trace: Logback's {@code DuplicateMessageFilter} (a {@code <turboFilter>}) and Log4j2's
 * {@code BurstFilter}, context-wide or on a logger, an AppenderRef or an appender. Each comes with the least level
 * that reaches it, so a rule can tell what it may drop. logtune's own sampler ({@code SiteBudgetTurboFilter},
 * {@code SiteBudgetFilter}) is neither: it never drops WARN or ERROR, and counts what it drops.
 *
 * <p>What the frameworks do, from their sources: DuplicateMessageFilter asks its LRU map (a {@code LinkedHashMap}
 * behind one lock) for the count of the call's format string, on every logging call and before the level check; the
 * first call and {@code AllowedRepetitions} (5) more pass, every later one is denied for as long as the template stays
 * among the {@code CacheSize} (100) most recently seen, whatever its level, and nothing counts them. BurstFilter limits
 * the events whose level is at or below its {@code level} (WARN when unset; Log4j2's {@code isMoreSpecificThan}, so
 * {@code OFF} limits every event and {@code ALL} none) to {@code rate} a second (10 when unset or not positive) in bursts
 * of {@code maxBurst} (100 x the rate when unset or not positive, BurstFilter.Builder.build in 2.26), one budget for
 * everything that passes it; an event over the budget gets {@code onMismatch} (DENY unless set), more severe ones
 * {@code onMatch}. Context-wide it runs before the logger's level check, so a call the level disables spends the
 * budget too.
 */
public final class VolumeFilters {
    /** Logback's turbo filter that drops a message template repeated too often. */
    public static final String DUPLICATE_MESSAGE_FILTER = "ch.qos.logback.classic.turbo.DuplicateMessageFilter";
    /** DuplicateMessageFilter.DEFAULT_ALLOWED_REPETITIONS. */
    public static final int DEFAULT_ALLOWED_REPETITIONS = 5;
    /** DuplicateMessageFilter.DEFAULT_CACHE_SIZE. */
    public static final int DEFAULT_CACHE_SIZE = 100;
    /** BurstFilter.DEFAULT_RATE. */
    public static final double DEFAULT_BURST_RATE = 10;
    /** BurstFilter.DEFAULT_RATE_MULTIPLE: an unset maxBurst is this many times the rate. */
    public static final int DEFAULT_BURST_MULTIPLE = 100;
    /** The level a BurstFilter limits when its {@code level} is unset (BurstFilter.Builder). */
    public static final Level DEFAULT_BURST_LEVEL = Level.WARN;

    /** Where a Log4j2 filter sits, which decides what reaches it. */
    public enum Place {
        /** A child of {@code <Configuration>} (or of its {@code <Filters>}): every logging call. */
        CONTEXT,
        /** On a {@code <Logger>}, {@code <AsyncLogger>}, {@code <Root>} or {@code <AsyncRoot>}. */
        LOGGER,
        /** On an {@code <AppenderRef>}. */
        APPENDER_REF,
        /** On an appender. */
        APPENDER,
        /** Anywhere else: lint does not judge what reaches it. */
        OTHER
    }

    /**
     * A Logback DuplicateMessageFilter.
     *
     * @param allowedRepetitions how many repetitions of a template pass after its first event
     * @param repetitionsSet whether {@code AllowedRepetitions} is written (else the default)
     * @param cacheSize how many templates it remembers
     * @param cacheSet whether {@code CacheSize} is written (else the default)
     * @param floor the least level any logger lets through; OFF when nothing is logged
     */
    public record Duplicates(ConfigElement element, int allowedRepetitions, boolean repetitionsSet, int cacheSize,
                             boolean cacheSet, Level floor) {
        /** Whether it can drop an ERROR or a WARN: some logger lets them through. */
        public boolean dropsWarnOrError() {
            return floor.compareTo(Level.ERROR) <= 0;
        }
    }

    /**
     * A Log4j2 BurstFilter.
     *
     * @param holder the element it filters for: the configuration, the logger, the AppenderRef, the appender
     * @param levelText its {@code level} as written, variables resolved, or null when unset
     * @param limit the most severe level it limits: FATAL for {@code OFF}, WARN when unset; null where it limits nothing
     *     ({@code ALL}) or lint cannot read the level ({@link #limitKnown()} false)
     * @param limitKnown whether lint can read the level it limits
     * @param rate the events a second it lets through on average
     * @param rateSet whether {@code rate} is written as a positive number (else the default)
     * @param maxBurst the burst it allows
     * @param burstSet whether {@code maxBurst} is written as a positive number (else 100 x the rate)
     * @param denies whether an event over the budget is dropped: {@code onMismatch} DENY, as unless set
     * @param floor the least level that reaches it; OFF when nothing does
     * @param decidedBefore the levels a filter ahead of it in the same chain accepts or denies for certain, so they never
     *     reach it (a ThresholdFilter with onMatch ACCEPT letting WARN and ERROR past it, say)
     */
    public record Burst(ConfigElement element, Place place, ConfigElement holder, String levelText, Level limit, boolean limitKnown,
                        double rate, boolean rateSet, long maxBurst, boolean burstSet, boolean denies, Level floor,
                        Set<Level> decidedBefore) {
        public Burst {
            decidedBefore = decidedBefore.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(decidedBefore));
        }

        /** The levels of those that reach it that it may drop, least severe first; empty where it drops nothing or lint cannot tell. */
        public List<Level> drops() {
            List<Level> drops = new ArrayList<>();
            if (!denies || limit == null) {
                return drops;
            }
            for (Level level : Level.values()) {
                if (level != Level.OFF && level.atLeast(floor) && limit.atLeast(level) && !decidedBefore.contains(level)) {
                    drops.add(level);
                }
            }
            return drops;
        }

        /** Whether it may drop events at {@code level} (or more severe ones) that reach it. */
        public boolean dropsAtOrAbove(Level level) {
            return drops().stream().anyMatch(l -> l.atLeast(level));
        }

        /** Whether lint cannot tell which levels it limits, though something reaches it and over-budget events are dropped. */
        public boolean unknownLimit() {
            return !limitKnown && denies && floor != Level.OFF;
        }
    }

    private VolumeFilters() {
    }

    /** Every Logback DuplicateMessageFilter, in document order (inside {@code <if>} or a springProfile too); none for Log4j2. */
    public static List<Duplicates> duplicates(JudgedFile file) {
        List<Duplicates> found = new ArrayList<>();
        ConfigFacts facts = file.facts();
        if (facts.config().framework() != Framework.LOGBACK) {
            return found;
        }
        LoggingConfig config = file.model();
        Level floor = LevelFloors.enabled(config);
        for (ConfigElement turbo : facts.config().rootElement().descendants("turboFilter")) {
            if (!facts.className(turbo).equals(DUPLICATE_MESSAGE_FILTER)) {
                continue;
            }
            Optional<Integer> repetitions = facts.intValue(turbo, "AllowedRepetitions");
            Optional<Integer> cache = facts.intValue(turbo, "CacheSize");
            found.add(new Duplicates(turbo, repetitions.orElse(DEFAULT_ALLOWED_REPETITIONS), repetitions.isPresent(),
                    cache.orElse(DEFAULT_CACHE_SIZE), cache.isPresent(), floor));
        }
        return found;
    }

    /** Every Log4j2 BurstFilter ({@code <BurstFilter>}, or strict XML's {@code <Filter type="BurstFilter">}), in document order. */
    public static List<Burst> bursts(JudgedFile file) {
        List<Burst> found = new ArrayList<>();
        ConfigFacts facts = file.facts();
        if (facts.config().framework() != Framework.LOG4J2) {
            return found;
        }
        LoggingConfig config = file.model();
        Routing routing = file.routing();
        // what the filters of one holder share, worked out once: a holder with thousands of them was quadratic
        Map<ConfigElement, Holder> holders = new HashMap<>();
        Holder none = null;
        for (ConfigElement element : facts.config().rootElement().all()) {
            if (!isBurst(element)) {
                continue;
            }
            ConfigElement holder = element.parent().orElse(null);
            if (holder != null && holder.isTag("Filters")) {
                holder = holder.parent().orElse(null);
            }
            Holder shared;
            if (holder == null) {
                none = none == null ? Holder.of(facts, routing, config, null) : none;
                shared = none;
            } else {
                shared = holders.computeIfAbsent(holder, h -> Holder.of(facts, routing, config, h));
            }
            found.add(burst(facts, element, shared));
        }
        return found;
    }

    /** Where a holder's BurstFilters sit, the floor of the events they see there, and the filters ahead of each. */
    private record Holder(ConfigElement element, Place place, Level floor, FilterOrder order) {
        static Holder of(ConfigFacts facts, Routing routing, LoggingConfig config, ConfigElement holder) {
            Place place = VolumeFilters.place(config, holder);
            return new Holder(holder, place, LevelFloors.at(facts, routing, config, place, holder), FilterOrder.of(facts, holder));
        }
    }

    private static boolean isBurst(ConfigElement element) {
        return element.isTag("BurstFilter") || element.isTag("Filter") && element.findAttribute("type")
                .map(type -> type.strip().equalsIgnoreCase("BurstFilter")).orElse(false);
    }

    private static Place place(LoggingConfig config, ConfigElement holder) {
        if (holder == null) {
            return Place.OTHER;
        }
        if (holder.parent().isEmpty()) {
            return Place.CONTEXT;
        }
        if (config.loggers().stream().anyMatch(l -> l.element().equals(holder))) {
            return Place.LOGGER;
        }
        if (holder.isTag("AppenderRef") || holder.isTag("appender-ref")) {
            return Place.APPENDER_REF;
        }
        if (config.appenders().stream().anyMatch(a -> a.element().equals(holder))) {
            return Place.APPENDER;
        }
        return Place.OTHER;
    }

    private static Burst burst(ConfigFacts facts, ConfigElement element, Holder holder) {
        String levelText = facts.attribute(element, "level").map(String::strip).orElse(null);
        Level limit;
        boolean limitKnown = true;
        if (levelText == null) {
            limit = DEFAULT_BURST_LEVEL;
        } else if (levelText.equalsIgnoreCase("ALL")) {
            // ALL's intLevel is Integer.MAX_VALUE: isMoreSpecificThan holds for no event, so it limits nothing.
            limit = null;
        } else if (levelText.equalsIgnoreCase("OFF")) {
            // OFF's intLevel is 0: it limits FATAL and every level below.
            limit = Level.FATAL;
        } else {
            limit = levelText.contains("${") ? null : Level.parse(levelText).orElse(null);
            limitKnown = limit != null;
        }
        Optional<Double> rateWritten = facts.attribute(element, "rate").flatMap(VolumeFilters::parseDouble).filter(r -> r > 0);
        double rate = rateWritten.orElse(DEFAULT_BURST_RATE);
        // Log4j2 reads rate as a float and maxBurst = (long) (rate * 100) from it.
        Optional<Long> burstWritten = facts.attribute(element, "maxBurst").flatMap(VolumeFilters::parseLong).filter(b -> b > 0);
        long maxBurst = burstWritten.orElse((long) ((float) rate * DEFAULT_BURST_MULTIPLE));
        String onMismatch = facts.attribute(element, "onMismatch").orElse("DENY");
        FilterDecision mismatch = FilterDecision.parse(onMismatch);
        boolean denies = mismatch == FilterDecision.DENY || mismatch == FilterDecision.UNKNOWN;
        return new Burst(element, holder.place(), holder.element(), levelText, limit, limitKnown, rate, rateWritten.isPresent(), maxBurst,
                burstWritten.isPresent(), denies, holder.floor(), holder.order().decidedBefore(element));
    }

    private static Optional<Long> parseLong(String text) {
        try {
            return Optional.of(Long.parseLong(text.strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static Optional<Double> parseDouble(String text) {
        try {
            return Optional.of(Double.parseDouble(text.strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** "context-wide", "on logger \"com.example\"", "on the root logger", "on the reference to \"FILE\"", "on appender \"FILE\"". */
    public static String where(Burst burst) {
        ConfigElement holder = burst.holder();
        return switch (burst.place()) {
            case CONTEXT -> "context-wide";
            case LOGGER -> holder.hasAttribute("name") ? "on logger \"" + holder.attribute("name") + "\"" : "on the root logger";
            case APPENDER_REF -> "on the reference to \"" + holder.attribute("ref") + "\"" + holder.parent()
                    .map(p -> p.hasAttribute("name") ? " from \"" + p.attribute("name") + "\"" : " from the root logger").orElse("");
            case APPENDER -> "on appender \"" + holder.attribute("name") + "\"";
            case OTHER -> holder == null ? "" : "in <" + holder.tag() + ">";
        };
    }
}

package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.volume.LevelShares;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What reaches one appender, level by level: the events of every logger at that level ({@link Coverage#ALL}), of some
 * loggers only ({@link Coverage#SOME}, named in {@link #loggers()}), or none; worked out by {@link LoadTracer} from
 * logger levels, additivity, Log4j2 AppenderRef levels and the level filters of both frameworks on every way in.
 *
 * @param levels the coverage at each level, TRACE to FATAL
 * @param loggers the loggers (other than the root) whose own events reach it where a level is covered only by some
 * @param unknowns why lint cannot tell what reaches it (a filter it does not model, a level from a variable, a reference
 *     by variable, an include it could not read); empty when the answer is exact
 */
public record Load(AppenderDef appender, Map<Level, Coverage> levels, List<String> loggers, List<String> unknowns) {

    /** How much of one level's events reach the appender. */
    public enum Coverage {
        /** The level's events of every logger (the root's events reach it). */
        ALL,
        /** The level's events of some loggers only. */
        SOME,
        NONE
    }

    /** The levels a rate counts: what a service logs at INFO and above. */
    private static final List<Level> IN_RATE = List.of(Level.INFO, Level.WARN, Level.ERROR);

    public Load {
        levels = Map.copyOf(levels);
        loggers = List.copyOf(loggers);
        unknowns = List.copyOf(unknowns);
    }

    public Coverage at(Level level) {
        return levels.getOrDefault(level, Coverage.NONE);
    }

    /** Whether lint knows what reaches it. */
    public boolean known() {
        return unknowns.isEmpty();
    }

    /** Whether no event reaches it, for certain: every level NONE and nothing lint cannot tell. */
    public boolean none() {
        return known() && levels.values().stream().allMatch(c -> c == Coverage.NONE);
    }

    /** The least level that reaches it; OFF when none does. */
    public Level floor() {
        for (Level level : Level.values()) {
            if (at(level) != Coverage.NONE) {
                return level;
            }
        }
        return Level.OFF;
    }

    /** Whether only events at {@code level} or above can reach it, for certain. */
    public boolean onlyAtOrAbove(Level level) {
        return known() && floor().atLeast(level);
    }

    /** The share of the rate that surely reaches it: the levels every logger's events reach, weighed by {@code mix}. */
    public double sureShare(LevelShares mix) {
        double share = 0;
        for (Level level : Level.values()) {
            if (at(level) == Coverage.ALL) {
                share += share(mix, level);
            }
        }
        return share;
    }

    /** The share of the rate that may reach it: {@link #sureShare} plus the levels only some loggers' events reach. */
    public double mostShare(LevelShares mix) {
        double share = 0;
        for (Level level : Level.values()) {
            if (at(level) != Coverage.NONE) {
                share += share(mix, level);
            }
        }
        return share;
    }

    /** Whether every event of the rate reaches it: each level in the rate from every logger, and lint is sure. */
    public boolean whole() {
        return known() && IN_RATE.stream().allMatch(l -> at(l) == Coverage.ALL);
    }

    /**
     * What reaches it, for a finding: "about 2% of events: the WARN and ERROR", "only the events of loggers "a", "b"
     * (their share lint cannot tell)", "lint cannot tell what reaches it: ...". Empty when every event does.
     */
    public Optional<String> describe(LevelShares mix) {
        if (!known()) {
            return Optional.of("lint cannot tell what reaches it (" + String.join("; ", unknowns) + ")");
        }
        if (whole() && levelsWith(Coverage.SOME, Level.TRACE, Level.DEBUG).isEmpty()) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        List<Level> all = levelsWith(Coverage.ALL, Level.values());
        List<Level> allInRate = all.stream().filter(l -> share(mix, l) > 0).toList();
        if (!allInRate.isEmpty()) {
            parts.add(percent(sureShare(mix)) + " of events: the " + names(allInRate));
        }
        List<Level> some = levelsWith(Coverage.SOME, Level.values());
        if (!some.isEmpty()) {
            parts.add((allInRate.isEmpty() ? "only " : "") + "the " + names(some) + " of logger" + (loggers.size() == 1 ? " " : "s ")
                    + loggers.stream().map(n -> "\"" + n + "\"").collect(Collectors.joining(", "))
                    + " (their share of the rate lint cannot tell)");
        }
        List<Level> extra = all.stream().filter(l -> share(mix, l) == 0 && l.compareTo(Level.INFO) < 0).toList();
        if (!extra.isEmpty()) {
            parts.add("and every logger's " + names(extra) + ", on top of the rate");
        }
        return Optional.of(parts.isEmpty() ? "no event" : String.join(", plus ", parts).replace(", plus and ", ", and "));
    }

    /** The share of the rate's events at {@code level}; FATAL's count with ERROR's, so FATAL adds none of its own. */
    private static double share(LevelShares mix, Level level) {
        return switch (level) {
            case INFO -> mix.share(LogLevel.INFO);
            case WARN -> mix.share(LogLevel.WARN);
            case ERROR -> mix.share(LogLevel.ERROR);
            default -> 0;
        };
    }

    /** "about 2%", "about 98%", "under 1%", "over 99%". */
    private static String percent(double share) {
        if (share > 0 && share < 0.01) {
            return "under 1%";
        }
        if (share > 0.99 && share < 1) {
            return "over 99%";
        }
        return String.format(Locale.ROOT, "about %.0f%%", 100 * share);
    }

    private List<Level> levelsWith(Coverage coverage, Level... among) {
        List<Level> found = new ArrayList<>();
        for (Level level : among) {
            if (level != Level.OFF && at(level) == coverage) {
                found.add(level);
            }
        }
        return found;
    }

    private static String names(List<Level> levels) {
        List<String> names = levels.stream().map(l -> l.name().toUpperCase(Locale.ROOT)).toList();
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}

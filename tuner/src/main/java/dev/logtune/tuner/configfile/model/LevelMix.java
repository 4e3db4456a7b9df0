package dev.logtune.tuner.configfile.model;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * How the events of {@code --rate} divide among levels, so that an appender that only WARN and ERROR reach is judged at
 * their share of the rate. The benchmark workload writes INFO orders and ERROR rejections as separate runs and carries
 * no mix, so the default is lint's own assumption, stated wherever a share is quoted: the rate is what the service logs
 * at INFO and above, 98% INFO, 1.5% WARN, 0.5% ERROR. DEBUG and TRACE are not in it: a logger that enables them adds
 * events on top of the rate, how many lint cannot know.
 */
public record LevelMix(Map<Level, Double> shares, String source) {
    public static final LevelMix ASSUMED = new LevelMix(Map.of(Level.INFO, 0.98, Level.WARN, 0.015, Level.ERROR, 0.005),
            "lint's assumption of the rate's mix: 98% INFO, 1.5% WARN, 0.5% ERROR (the benchmark workload has no mix)");

    public LevelMix {
        shares = new EnumMap<>(shares);
    }

    /** The share of the rate's events at {@code level}; FATAL counts with ERROR's, TRACE and DEBUG are not in the rate. */
    public double share(Level level) {
        return shares.getOrDefault(level, 0.0);
    }

    /** "about 2%", "about 98%", "under 1%", "over 99%". */
    public static String percent(double share) {
        if (share > 0 && share < 0.01) {
            return "under 1%";
        }
        if (share > 0.99 && share < 1) {
            return "over 99%";
        }
        return String.format(Locale.ROOT, "about %.0f%%", 100 * share);
    }
}

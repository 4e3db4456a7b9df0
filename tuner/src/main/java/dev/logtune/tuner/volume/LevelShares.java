package dev.logtune.tuner.volume;

import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.configs.model.LogLevel;

import java.util.Locale;
import java.util.Map;

/**
 * How the events of a rate divide among levels: what may be reduced (below WARN) and what never is (WARN and ERROR). The
 * rate is what the service logs at INFO and above; DEBUG and TRACE are not in it (a logger that enables them adds events
 * on top of the rate). The one mix the log-less plan, retention and lint's judgement of an appender at its share all
 * rest on: the service's own logs' where they were read, else {@link #ASSUMED}.
 *
 * @param warn the share of the rate's events at WARN
 * @param error the share at ERROR (and FATAL)
 * @param source where the shares come from, said wherever a figure rests on them
 */
public record LevelShares(double warn, double error, String source) {
    /** Where the service's logs were not read: the service-shaped workload's mix of what INFO lets through. */
    public static final LevelShares ASSUMED = assumed();

    public LevelShares {
        if (warn < 0 || error < 0 || warn + error > 1) {
            throw new IllegalArgumentException("level shares must be between 0 and 1 together");
        }
    }

    /** The shares a plan rests on: {@code profile}'s, measured from the service's own logs, or the assumed ones. */
    public static LevelShares of(VolumeProfile profile) {
        return profile != null ? profile.levelShares() : ASSUMED;
    }

    private static LevelShares assumed() {
        Map<LogLevel, Double> mix = ServiceWorkload.enabledMix(LogLevel.INFO);
        return new LevelShares(mix.getOrDefault(LogLevel.WARN, 0.0), mix.getOrDefault(LogLevel.ERROR, 0.0),
                "the service-shaped workload's mix of what INFO lets through, not your service's own");
    }

    public double warnAndError() {
        return warn + error;
    }

    public double belowWarn() {
        return 1 - warnAndError();
    }

    /** The share of the rate's events at {@code level}: INFO is all below WARN; TRACE and DEBUG are not in the rate. */
    public double share(LogLevel level) {
        return switch (level) {
            case INFO -> belowWarn();
            case WARN -> warn;
            case ERROR -> error;
            default -> 0;
        };
    }

    /** "0.35% WARN, 0.05% ERROR". */
    public String describe() {
        return String.format(Locale.ROOT, "%s WARN, %s ERROR", percent(warn), percent(error));
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, share * 100 < 1 ? "%.2f%%" : "%.1f%%", share * 100);
    }
}

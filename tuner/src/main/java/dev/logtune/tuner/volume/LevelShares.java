package dev.logtune.tuner.volume;

import java.util.Locale;

/**
 * How the events of a rate divide between what may be reduced (below WARN) and what never is (WARN and ERROR).
 *
 * @param warn the share of the rate's events at WARN
 * @param error the share at ERROR (and FATAL)
 * @param source where the shares come from, said wherever a figure rests on them
 */
public record LevelShares(double warn, double error, String source) {
    public LevelShares {
        if (warn < 0 || error < 0 || warn + error > 1) {
            throw new IllegalArgumentException("level shares must be between 0 and 1 together");
        }
    }

    public double warnAndError() {
        return warn + error;
    }

    public double belowWarn() {
        return 1 - warnAndError();
    }

    /** "0.35% WARN, 0.05% ERROR". */
    public String describe() {
        return String.format(Locale.ROOT, "%s WARN, %s ERROR", percent(warn), percent(error));
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, share * 100 < 1 ? "%.2f%%" : "%.1f%%", share * 100);
    }
}

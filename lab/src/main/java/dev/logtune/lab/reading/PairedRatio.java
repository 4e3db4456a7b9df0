package dev.logtune.lab.reading;

import java.util.Locale;

/**
 * One setup's response-time percentile over another's, run by run in the same blocks: the Hodges-Lehmann estimate of
 * the ratio with its exact 95% signed-rank interval (computed on the logarithm, where a ratio is a shift), and what
 * that says against the margin.
 *
 * @param setup the setup judged
 * @param against the setup it is judged against
 * @param blocks the blocks both ran in, whose control was undisturbed
 * @param ratio the estimated ratio setup / against (below 1: faster)
 * @param low the interval's lower end
 * @param high its upper end
 * @param margin M: differences within a factor of M either way count as level
 */
public record PairedRatio(String setup, String against, int blocks, double ratio, double low, double high, double margin,
                          Standing standing) {
    public static final double CONFIDENCE = 0.95;

    /**
     * The ratio of {@code mine} over {@code theirs}, paired by index; null with fewer than {@link SignedRank#MIN_PAIRS}
     * pairs (no interval can be had: too few blocks to compare, never "level").
     */
    public static PairedRatio of(String setup, String against, double[] mine, double[] theirs, double margin) {
        return of(setup, against, mine, theirs, margin, CONFIDENCE);
    }

    /** The same at another two-sided confidence: a race that looks several times spends its 5% across the looks. */
    public static PairedRatio of(String setup, String against, double[] mine, double[] theirs, double margin,
                                 double confidence) {
        if (mine.length != theirs.length) {
            throw new IllegalArgumentException("paired figures come in pairs: " + mine.length + " against " + theirs.length);
        }
        double[] logs = new double[mine.length];
        for (int i = 0; i < logs.length; i++) {
            logs[i] = Math.log(mine[i] / theirs[i]);
        }
        SignedRank.Shift shift = SignedRank.shift(logs, confidence);
        if (shift == null) {
            return null;
        }
        double low = Math.exp(shift.low());
        double high = Math.exp(shift.high());
        return new PairedRatio(setup, against, shift.pairs(), Math.exp(shift.estimate()), low, high, margin,
                Standing.of(low, high, margin));
    }

    /** "0.42x (0.30-0.61), faster" */
    public String describe() {
        return String.format(Locale.ROOT, "%sx (%s-%s), %s", ratio(ratio), ratio(low), ratio(high), standing.words());
    }

    /** "0.42x": a ratio as answers print it. */
    public static String times(double value) {
        return ratio(value) + "x";
    }

    static String ratio(double value) {
        return value >= 10 ? String.format(Locale.ROOT, "%.0f", value) : value >= 0.1
                ? String.format(Locale.ROOT, "%.2f", value) : String.format(Locale.ROOT, "%.3f", value);
    }
}

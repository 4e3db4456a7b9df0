package dev.logtune.lab.reading;

import java.util.Arrays;

/**
 * The paired location estimate and its exact interval: the Hodges-Lehmann estimate (the median of the Walsh averages
 * (d_i + d_j) / 2, i &le; j) and the distribution-free interval that inverts Wilcoxon's signed-rank test, read from the
 * exact null distribution of the statistic rather than its normal approximation, since blocks here number 6 to 30.
 * It asks only that each difference be symmetric about the shift, not normal: a p99 ratio of two setups run in the
 * same block is that, where the raw p99s are skewed and their spread moves with the machine.
 */
public final class SignedRank {
    /** With fewer pairs no 95% interval exists: the most extreme outcome is more likely than 2.5% (1/32 at 5). */
    public static final int MIN_PAIRS = 6;

    private SignedRank() {
    }

    /**
     * The estimate of the shift and its interval at {@code confidence} (two-sided), or null with fewer than
     * {@link #MIN_PAIRS} differences or too few for that confidence.
     */
    public static Shift shift(double[] differences, double confidence) {
        int n = differences.length;
        if (n < MIN_PAIRS) {
            return null;
        }
        double[] walsh = new double[n * (n + 1) / 2];
        int w = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i; j < n; j++) {
                walsh[w++] = (differences[i] + differences[j]) / 2;
            }
        }
        Arrays.sort(walsh);
        int k = criticalRank(n, (1 - confidence) / 2);
        if (k == 0) {
            return null;
        }
        return new Shift(median(walsh), walsh[k - 1], walsh[walsh.length - k], n);
    }

    /**
     * The largest k with P(T+ &le; k - 1) &le; {@code tail} under the null, where T+ is the signed-rank sum of n pairs:
     * the interval runs from the k-th smallest Walsh average to the k-th largest. 0 where even the extremes are more
     * likely than {@code tail}: too few pairs for that confidence.
     */
    static int criticalRank(int n, double tail) {
        double[] cdf = cumulative(n);
        if (cdf[0] > tail) {
            return 0;
        }
        int k = 1;
        while (k < cdf.length && cdf[k] <= tail) {
            k++;
        }
        return k;
    }

    /** P(T+ &le; t) for t = 0 .. n(n+1)/2: each rank enters the sum with probability 1/2. */
    static double[] cumulative(int n) {
        int max = n * (n + 1) / 2;
        double[] p = new double[max + 1];
        p[0] = 1;
        for (int rank = 1; rank <= n; rank++) {
            for (int s = max; s >= 0; s--) {
                p[s] = p[s] / 2 + (s >= rank ? p[s - rank] / 2 : 0);
            }
        }
        for (int s = 1; s <= max; s++) {
            p[s] += p[s - 1];
        }
        return p;
    }

    public static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /**
     * A shift and its interval, in the units of the differences given.
     *
     * @param pairs how many differences it rests on
     */
    public record Shift(double estimate, double low, double high, int pairs) {
    }
}

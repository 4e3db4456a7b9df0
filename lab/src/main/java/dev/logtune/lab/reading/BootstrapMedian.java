package dev.logtune.lab.reading;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The median of a handful of runs and a 95% percentile-bootstrap interval over runs: resample the runs with
 * replacement, take each resample's median, and read the 2.5th and 97.5th percentiles of those. Over runs, not events:
 * the events of one run share that run's JVM, heap and neighbours, so they are not independent; the runs are.
 */
public final class BootstrapMedian {
    static final int RESAMPLES = 2_000;
    /**
     * Fewer runs than this give no 95% interval. A percentile bootstrap of the median of n runs comes out close to the
     * runs' range, and the range covers the true median with probability 1 - 2 / 2^n: 75% for 3 runs, 88% for 4,
     * 94% for 5. Five is the fewest that earn the name.
     */
    public static final int MIN_RUNS = 5;
    /**
     * A single run on the shared 2-core reference machine moved 2-5x at p99 from one minute to the next; with fewer
     * than {@link #MIN_RUNS} runs the interval is taken as a factor of 3 either way, and marked modelled.
     */
    public static final double SINGLE_RUN_SPREAD = 3;

    private BootstrapMedian() {
    }

    /** Seeded, so the same runs always give the same interval. */
    public static Interval of(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no runs to summarise");
        }
        double median = median(values.clone());
        if (values.length < MIN_RUNS) {
            return new Interval(median, median / SINGLE_RUN_SPREAD, median * SINGLE_RUN_SPREAD, values.length, true);
        }
        SplittableRandom random = new SplittableRandom(Arrays.hashCode(values));
        // A resample's median is read off how often it drew each rank, not by sorting it: the same figure, without
        // 2,000 sorts for each of the hundreds of points a results file holds.
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int[] rank = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            rank[i] = Arrays.binarySearch(sorted, values[i]);
        }
        double[] medians = new double[RESAMPLES];
        int[] drawn = new int[values.length];
        for (int r = 0; r < RESAMPLES; r++) {
            Arrays.fill(drawn, 0);
            for (int i = 0; i < values.length; i++) {
                drawn[rank[random.nextInt(values.length)]]++;
            }
            medians[r] = medianOfDrawn(sorted, drawn);
        }
        Arrays.sort(medians);
        return new Interval(median, medians[(int) Math.floor(0.025 * (RESAMPLES - 1))],
                medians[(int) Math.ceil(0.975 * (RESAMPLES - 1))], values.length, false);
    }

    /** The median of the resample that drew {@code sorted[j]} {@code drawn[j]} times. */
    private static double medianOfDrawn(double[] sorted, int[] drawn) {
        int n = sorted.length;
        int upper = n / 2;
        int lower = n % 2 == 1 ? upper : upper - 1;
        double low = 0;
        boolean lowFound = false;
        int seen = 0;
        for (int j = 0; j < n; j++) {
            seen += drawn[j];
            if (!lowFound && seen > lower) {
                low = sorted[j];
                lowFound = true;
            }
            if (seen > upper) {
                return lower == upper ? low : (low + sorted[j]) / 2;
            }
        }
        throw new IllegalStateException("a resample of " + n + " runs drew " + seen);
    }

    static double median(double[] values) {
        Arrays.sort(values);
        int n = values.length;
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }
}

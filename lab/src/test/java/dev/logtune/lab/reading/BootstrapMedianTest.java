package dev.logtune.lab.reading;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

class BootstrapMedianTest {
    /** The bootstrap as first written: sort every resample. The counting one must give the same interval. */
    private static double[] bySorting(double[] values) {
        SplittableRandom random = new SplittableRandom(Arrays.hashCode(values));
        double[] medians = new double[BootstrapMedian.RESAMPLES];
        double[] sample = new double[values.length];
        for (int r = 0; r < medians.length; r++) {
            for (int i = 0; i < sample.length; i++) {
                sample[i] = values[random.nextInt(values.length)];
            }
            medians[r] = BootstrapMedian.median(sample);
        }
        Arrays.sort(medians);
        return new double[] {medians[(int) Math.floor(0.025 * (medians.length - 1))],
                medians[(int) Math.ceil(0.975 * (medians.length - 1))]};
    }

    @Test
    void givesTheIntervalThatSortingEveryResampleGaveForOddEvenAndTiedRuns() {
        Random values = new Random(7);
        for (int trial = 0; trial < 300; trial++) {
            int n = BootstrapMedian.MIN_RUNS + values.nextInt(12);
            double[] runs = new double[n];
            for (int i = 0; i < n; i++) {
                // every third array is drawn from a few values, so ties are common
                runs[i] = trial % 3 == 0 ? values.nextInt(4) * 100.0 : 50 + values.nextDouble() * 5_000;
            }
            Interval interval = BootstrapMedian.of(runs.clone());
            double[] expected = bySorting(runs.clone());
            assertThat(new double[] {interval.low(), interval.high()}).as(Arrays.toString(runs)).containsExactly(expected);
        }
    }

    @Test
    void fewRunsGiveTheModelledSpreadAndNoRunsAreRefused() {
        Interval three = BootstrapMedian.of(new double[] {300, 100, 200});
        assertThat(three.median()).isEqualTo(200);
        assertThat(three.low()).isEqualTo(200 / BootstrapMedian.SINGLE_RUN_SPREAD);
        assertThat(three.modelled()).isTrue();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> BootstrapMedian.of(new double[0]))
                .isInstanceOf(IllegalArgumentException.class);
    }
}

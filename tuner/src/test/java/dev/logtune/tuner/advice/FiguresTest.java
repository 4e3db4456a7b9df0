package dev.logtune.tuner.advice;

import dev.logtune.lab.audit.LossAudit;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class FiguresTest {
    private static final String SETUP = "logback-async-q65536-t0";

    private static Capacity capacity(SyntheticResults results, int threads) {
        return new Figures(results.build()).capacity(SETUP, threads).orElseThrow();
    }

    /** An honest trial whose forks delivered {@code share} of their calls, the rest dropped by the setup's policy. */
    private static SyntheticResults dropping(SyntheticResults results, int threads, double callsPerSecond, double alloc, double share) {
        long calls = (long) (callsPerSecond * SyntheticResults.FORK_SECONDS);
        long written = (long) (calls * share);
        return results.trial(SETUP, threads, callsPerSecond, alloc, LossAudit.of(calls, calls, written, calls - written, true));
    }

    @Test
    void plansOnTheLowerEndOfTheIntervalAndKeepsTheIntervalForDisplay() {
        Capacity capacity = capacity(new SyntheticResults().throughput(SETUP, 64, 1_320_000, 100).scoreError(170_000), 64);
        assertThat(capacity.eventsPerSecond()).isCloseTo(1_150_000, within(1e-6));
        assertThat(capacity.score()).isEqualTo(1_320_000);
        assertThat(capacity.scoreError()).isEqualTo(170_000);
        assertThat(capacity.noisy()).isFalse();
        assertThat(capacity.noise()).isNull();
        assertThat(capacity.note()).isEqualTo("measured at 64 threads; lower end of 1.32M \u00b1 170k");
        assertThat(capacity.interval()).isEqualTo("1.32M \u00b1 170k");
    }

    @Test
    void theDeliveredShareScalesTheWholeInterval() {
        Capacity capacity = capacity(dropping(new SyntheticResults(), 64, 1_000_000, 200, 0.5).scoreError(100_000), 64);
        assertThat(capacity.eventsPerSecond()).isCloseTo(450_000, within(1e-6));
        assertThat(capacity.score()).isCloseTo(500_000, within(1e-6));
        assertThat(capacity.scoreError()).isCloseTo(50_000, within(1e-6));
    }

    @Test
    void aNoisyTrialAloneKeepsItsLowerEndNeverBelowZeroAndSaysSo() {
        Capacity capacity = capacity(new SyntheticResults().throughput(SETUP, 64, 100_000, 100).scoreError(150_000), 64);
        assertThat(capacity.eventsPerSecond()).isZero();
        assertThat(capacity.noisy()).isTrue();
        assertThat(capacity.noise()).isEqualTo("noisy: JMH's error (\u00b1150k) is more than half its score (100k)");
        assertThat(capacity.note()).contains("no other thread count was measured");
    }

    @Test
    void anErrorOfExactlyHalfTheScoreIsNotNoisy() {
        Capacity capacity = capacity(new SyntheticResults().throughput(SETUP, 32, 2_000_000, 100).scoreError(10_000)
                .throughput(SETUP, 64, 1_000_000, 100).scoreError(500_000), 64);
        assertThat(capacity.noisy()).isFalse();
        assertThat(capacity.eventsPerSecond()).isCloseTo(500_000, within(1e-6));
    }

    @Test
    void aNoisyTrialIsPlannedOnTheLowerOfItsOwnAndItsNeighboursLowerEnd() {
        // 64 threads reads 1.6M +- 900k: its lower end 700k is above the steady 32-thread trial's 600k.
        SyntheticResults neighbourLower = new SyntheticResults().throughput(SETUP, 32, 650_000, 100).scoreError(50_000)
                .throughput(SETUP, 64, 1_600_000, 100).scoreError(900_000);
        Capacity capacity = capacity(neighbourLower, 64);
        assertThat(capacity.eventsPerSecond()).isCloseTo(600_000, within(1e-6));
        assertThat(capacity.score()).isEqualTo(1_600_000);
        assertThat(capacity.noisy()).isTrue();
        assertThat(capacity.note()).contains("not planned on alone").contains("planned on the 32-thread figure instead, 600k");

        SyntheticResults ownLower = new SyntheticResults().throughput(SETUP, 32, 800_000, 100).scoreError(50_000)
                .throughput(SETUP, 64, 1_000_000, 100).scoreError(600_000);
        Capacity own = capacity(ownLower, 64);
        assertThat(own.eventsPerSecond()).isCloseTo(400_000, within(1e-6));
        assertThat(own.note()).contains("the 32-thread figure (750k) is no lower");
        // The steady trial is not pulled down by its noisy neighbour.
        assertThat(capacity(ownLower, 32).eventsPerSecond()).isCloseTo(750_000, within(1e-6));
    }

    @Test
    void theNeighbourIsTheNearestMeasuredCountInLogThreads() {
        // 32 threads is twice 16 and a quarter of 128: 16 is the neighbour, though 128's figure is lower.
        SyntheticResults results = new SyntheticResults().throughput(SETUP, 16, 500_000, 100)
                .throughput(SETUP, 32, 1_000_000, 100).scoreError(800_000)
                .throughput(SETUP, 128, 100_000, 100);
        Capacity capacity = capacity(results, 32);
        assertThat(capacity.eventsPerSecond()).isCloseTo(200_000, within(1e-6));
        assertThat(capacity.note()).contains("the 16-thread figure (500k) is no lower");
    }

    @Test
    void aMissingErrorCountsAsNoisy() {
        SyntheticResults results = new SyntheticResults().throughput(SETUP, 32, 700_000, 100)
                .throughput(SETUP, 64, 900_000, 100).scoreError(Double.NaN);
        Capacity capacity = capacity(results, 64);
        assertThat(capacity.noisy()).isTrue();
        assertThat(capacity.noise()).contains("too few samples");
        assertThat(capacity.scoreError()).isNaN();
        assertThat(capacity.eventsPerSecond()).isCloseTo(700_000, within(1e-6));
        assertThat(capacity.interval()).isEqualTo("900k (no error bar)");
    }

    @Test
    void betweenMeasuredCountsTheLowerEndsAreInterpolated() {
        SyntheticResults results = new SyntheticResults().throughput(SETUP, 32, 1_000_000, 100).scoreError(200_000)
                .throughput(SETUP, 64, 2_000_000, 100).scoreError(400_000);
        Capacity capacity = capacity(results, 45);
        double f = Math.log(45.0 / 32) / Math.log(2);
        assertThat(capacity.eventsPerSecond()).isCloseTo(800_000 + f * 800_000, within(1e-6));
        assertThat(capacity.score()).isCloseTo(1_000_000 + f * 1_000_000, within(1e-6));
        assertThat(capacity.noisy()).isFalse();
        assertThat(capacity.extrapolated()).isFalse();
        assertThat(capacity.note()).startsWith("interpolated between 32 threads (800k, lower end of 1.00M \u00b1 200k)")
                .contains("64 (1.60M, lower end of 2.00M \u00b1 400k)");
    }

    @Test
    void aNoisyEndMakesTheInterpolationNoisy() {
        SyntheticResults results = new SyntheticResults().throughput(SETUP, 32, 1_000_000, 100).scoreError(Double.NaN)
                .throughput(SETUP, 64, 900_000, 100).scoreError(100_000);
        Capacity capacity = capacity(results, 45);
        // The 32-thread end has no error bar: it is planned on the lower of 1M and 64's 800k.
        assertThat(capacity.eventsPerSecond()).isCloseTo(800_000, within(1e-6));
        assertThat(capacity.noisy()).isTrue();
        assertThat(capacity.noise()).startsWith("at 32 threads, noisy");
        assertThat(capacity.note()).contains("a noisy end is the lower of its own figure and its neighbour's");
    }

    @Test
    void neverAboveWhatTheForksWroteInTheirOwnWindows() {
        // JMH reads 6.7M/s +- 100k; the one fork wrote 7.2M lines in a 24 s window: 300k/s, not the settings' 12 s.
        long written = 7_200_000;
        SyntheticResults results = new SyntheticResults()
                .trial(SETUP, 64, 6_700_000, 300, LossAudit.of(written, written, written, 0, false))
                .scoreError(100_000).window(24_000);
        Capacity capacity = capacity(results, 64);
        assertThat(capacity.eventsPerSecond()).isCloseTo(300_000, within(1e-6));
        assertThat(capacity.score()).isEqualTo(6_700_000);
        assertThat(capacity.note()).contains("the lines its forks wrote").contains("below JMH's 6.70M \u00b1 100k, which counted calls faster than the file took them");
    }

    @Test
    void allocationPerDeliveredEventChargesTheDroppedCallsToTheLinesWritten() {
        SyntheticResults results = dropping(new SyntheticResults(), 64, 1_000_000, 200, 0.1)
                .throughput("logback-file", 64, 300_000, 2400);
        Figures figures = new Figures(results.build());
        assertThat(figures.allocation(SETUP, 64)).isEqualTo(200);
        assertThat(figures.allocationPerDelivered(SETUP, 64)).isCloseTo(2000, within(1e-6));
        assertThat(figures.allocationPerDelivered("logback-file", 60)).isEqualTo(2400);
        assertThat(figures.allocationPerDelivered("not-measured", 64)).isNaN();
    }

    @Test
    void allocationPerDeliveredIsNaNWhenNothingWasDelivered() {
        Figures figures = new Figures(dropping(new SyntheticResults(), 64, 1_000_000, 200, 0).build());
        assertThat(figures.allocation(SETUP, 64)).isEqualTo(200);
        assertThat(figures.allocationPerDelivered(SETUP, 64)).isNaN();
    }
}

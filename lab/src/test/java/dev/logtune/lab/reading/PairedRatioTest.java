package dev.logtune.lab.reading;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class PairedRatioTest {
    /**
     * Block-to-block noise of about 0.3 in log p99 (what this machine shows at 230k/s over 60 threads), the same
     * pattern for every comparison so each test is exact: the block's machine moves both setups, their ratio moves less.
     */
    private static final double[] MACHINE = {1.0, 2.4, 0.7, 1.6, 3.1, 0.9, 1.2, 0.6, 2.0, 1.4, 0.8, 1.1};
    private static final double[] OWN = {0.30, -0.25, 0.05, -0.35, 0.20, -0.10, 0.35, -0.30, 0.15, -0.05, 0.25, -0.20};

    /** p99s of a setup whose true ratio to {@link #base} is {@code ratio}, with its own block-to-block noise scaled by {@code noise}. */
    private static double[] setup(double ratio, double noise, int blocks) {
        double[] p99 = new double[blocks];
        for (int i = 0; i < blocks; i++) {
            p99[i] = 1000 * MACHINE[i % MACHINE.length] * ratio * Math.exp(noise * OWN[i % OWN.length]);
        }
        return p99;
    }

    private static double[] base(int blocks) {
        return setup(1, 0, blocks);
    }

    @Test
    void theCriticalRanksAreTheExactTablesOnes() {
        // Two-sided 5%: the largest T with P(T+ <= T) <= 2.5% is 0 at n=6, 8 at n=10, 13 at n=12, 25 at n=15.
        assertThat(SignedRank.criticalRank(6, 0.025)).isEqualTo(1);
        assertThat(SignedRank.criticalRank(10, 0.025)).isEqualTo(9);
        assertThat(SignedRank.criticalRank(12, 0.025)).isEqualTo(14);
        assertThat(SignedRank.criticalRank(15, 0.025)).isEqualTo(26);
        // Six pairs cannot reach a 1.7% two-sided level: their most extreme outcome has a chance of 2 in 64.
        assertThat(SignedRank.criticalRank(6, 0.0083)).isZero();
        assertThat(SignedRank.shift(new double[] {1, 2, 3, 4, 5, 6}, 0.983)).isNull();
        assertThat(SignedRank.criticalRank(8, 0.0083)).isEqualTo(2);
        double[] cdf = SignedRank.cumulative(12);
        assertThat(cdf[cdf.length - 1]).isCloseTo(1, within(1e-12));
        assertThat(cdf[0]).isCloseTo(1.0 / 4096, within(1e-15));
    }

    @Test
    void aTwoFoldDifferenceInTwelveNoisyBlocksSeparates() {
        PairedRatio faster = PairedRatio.of("a", "b", setup(0.5, 1, 12), base(12), 2);
        assertThat(faster.standing()).isEqualTo(Standing.FASTER);
        assertThat(faster.ratio()).isBetween(0.4, 0.6);
        assertThat(faster.high()).isLessThan(1);
        assertThat(faster.blocks()).isEqualTo(12);
        // The raw p99s overlap wholly (the machine moves them 5x); only the pairing separates them.
        assertThat(max(setup(0.5, 1, 12))).isGreaterThan(min(base(12)));
        // The same difference seen from the slower side, with a margin the data can beat: worse.
        assertThat(PairedRatio.of("b", "a", base(12), setup(0.5, 1, 12), 1.5).standing()).isEqualTo(Standing.WORSE);
    }

    @Test
    void aSmallDifferenceWithinTheMarginIsLevel() {
        PairedRatio level = PairedRatio.of("a", "b", setup(1.1, 0.5, 12), base(12), 1.5);
        assertThat(level.standing()).isEqualTo(Standing.LEVEL);
        assertThat(level.low()).isGreaterThan(1 / 1.5);
        assertThat(level.high()).isLessThan(1.5);
    }

    @Test
    void anIntervalFromMuchFasterToSlightlySlowerIsNotWorse() {
        PairedRatio notWorse = PairedRatio.of("a", "b", setup(0.75, 2, 12), base(12), 1.5);
        assertThat(notWorse.standing()).isEqualTo(Standing.NOT_WORSE);
        assertThat(notWorse.low()).isLessThan(1 / 1.5);
        assertThat(notWorse.high()).isBetween(1.0, 1.5);
        assertThat(notWorse.standing().notWorse()).isTrue();
    }

    @Test
    void anIntervalThatReachesPastTheMarginIsUndecided() {
        PairedRatio undecided = PairedRatio.of("a", "b", setup(1.3, 3, 8), base(8), 1.5);
        assertThat(undecided.standing()).isEqualTo(Standing.UNDECIDED);
        assertThat(undecided.high()).isGreaterThan(1.5);
        assertThat(undecided.low()).isLessThan(1.5);
        assertThat(undecided.standing().notWorse()).isFalse();
    }

    @Test
    void fewerThanSixBlocksGiveNoComparisonSoASingleRunIsNeverLevel() {
        assertThat(PairedRatio.of("a", "b", new double[] {100}, new double[] {100}, 3)).isNull();
        assertThat(PairedRatio.of("a", "b", setup(1, 0, 5), base(5), 3)).isNull();
        assertThat(PairedRatio.of("a", "b", setup(1, 0, 6), base(6), 3)).isNotNull();
    }

    private static double max(double[] values) {
        return java.util.Arrays.stream(values).max().orElseThrow();
    }

    private static double min(double[] values) {
        return java.util.Arrays.stream(values).min().orElseThrow();
    }
}

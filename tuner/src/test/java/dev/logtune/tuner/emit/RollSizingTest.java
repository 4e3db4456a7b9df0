package dev.logtune.tuner.emit;

import dev.logtune.configs.model.Rolling;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RollSizingTest {
    private static final long MB = 1L << 20;
    private static final long GB = 1L << 30;

    @Test
    void filesHoldTwoMinutesAtTheRateInWholeSixteenMegabyteSteps() {
        RollSizing sizing = RollSizing.of(Rolling.MEASURED, 38_000, 240, 10 * GB);
        // 38,000 x 240 bytes = 9.12 MB/s; 120 s of it is 1,094 MB, 1,043.7 MiB, up to 1,056 MiB.
        assertThat(sizing.rolling().maxFileSizeBytes()).isEqualTo(1056 * MB);
        assertThat(sizing.rollSeconds()).isCloseTo(121.4, within(0.1));
        // The active file and one being compressed sit beside the rolled ones within the budget.
        assertThat(sizing.rolling().totalSizeCapBytes()).isEqualTo(10 * GB - 2 * 1056 * MB);
        assertThat(sizing.diskBytes()).isEqualTo(10 * GB);
        assertThat(sizing.historySeconds()).isCloseTo(8128.0 * MB / 9_120_000, within(1.0));
        assertThat(sizing.rolling().compress()).isTrue();
        assertThat(sizing.rolling().maxHistory()).isEqualTo(Rolling.MEASURED.maxHistory());
    }

    @Test
    void aFileIsAtMostAQuarterOfTheBudgetSoRollsComeSoonerAtAHighRate() {
        RollSizing sizing = RollSizing.of(Rolling.MEASURED.uncompressed(), 230_000, 240, 10 * GB);
        assertThat(sizing.rolling().maxFileSizeBytes()).isEqualTo(2560 * MB);
        assertThat(sizing.rollSeconds()).isCloseTo(2560.0 * MB / (230_000 * 240.0), within(0.01)).isLessThan(120);
        assertThat(sizing.rolling().compress()).isFalse();
    }

    @Test
    void neverSmallerThanTheMeasuredRollsSoTheirFiguresBoundThese() {
        RollSizing quiet = RollSizing.of(Rolling.MEASURED, 10, 240, 10 * GB);
        assertThat(quiet.rolling().maxFileSizeBytes()).isEqualTo(Rolling.MEASURED.maxFileSizeBytes());
        // At 10 events/s the age limit, not the cap, bounds the history: 7 days.
        assertThat(quiet.historySeconds()).isEqualTo(7 * 86_400.0);
        RollSizing tiny = RollSizing.of(Rolling.MEASURED, 230_000, 240, 32 * MB);
        assertThat(tiny.rolling().maxFileSizeBytes()).isEqualTo(16 * MB);
        assertThat(tiny.rolling().totalSizeCapBytes()).isEqualTo(16 * MB);
    }
}

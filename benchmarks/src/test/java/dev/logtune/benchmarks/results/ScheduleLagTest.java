package dev.logtune.benchmarks.harness;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ScheduleLagTest {
    private static final long MS = 1_000_000L;
    private static final long WINDOW = 3_000 * MS;

    @Test
    void aLagThatDoesNotGrowHolds() {
        assertThat(ScheduleLag.held(0, 5 * MS, 9 * MS, WINDOW)).isTrue();
    }

    @Test
    void aBacklogThatGrowsBeyondTheToleranceDoesNotHold() {
        // 2% over capacity for 3 s ends 60 ms further behind than it began.
        assertThat(ScheduleLag.held(0, 5 * MS, 65 * MS, WINDOW)).isFalse();
    }

    @Test
    void aBacklogWorkedOffBeforeTheEndHolds() {
        // A stall mid-window built a lag; what counts is the end against the start.
        assertThat(ScheduleLag.held(0, 3 * MS, 4 * MS, WINDOW)).isTrue();
    }

    @Test
    void eventsThatNeverStartedMeanItDidNotHold() {
        assertThat(ScheduleLag.held(1, 0, 0, WINDOW)).isFalse();
    }

    @Test
    void longWindowsTolerateAShareOfTheirLength() {
        long thirtySeconds = 30_000 * MS;
        assertThat(ScheduleLag.held(0, 0, 250 * MS, thirtySeconds)).isTrue();
        assertThat(ScheduleLag.held(0, 0, 350 * MS, thirtySeconds)).isFalse();
    }
}

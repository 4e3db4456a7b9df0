package dev.logtune.benchmarks.harness;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RateScheduleTest {

    @Test
    void threadsShareTheRateEvenly() {
        RateSchedule schedule = new RateSchedule(38_000, 60, 1, 0, 0);
        // Each thread every 60/38000 s; thread k starts k/38000 s in.
        assertThat(schedule.intervalNanos()).isEqualTo(Math.round(60 * 1e9 / 38_000));
        assertThat(schedule.first(0, 1) - schedule.first(0, 0)).isEqualTo(Math.round(1e9 / 38_000));
        assertThat(schedule.next(1_000)).isEqualTo(1_000 + schedule.intervalNanos());
    }

    @Test
    void aBurstShortensTheIntervalOnlyInsideItsWindow() {
        long burstStart = 1_000_000_000L;
        long burstEnd = 2_000_000_000L;
        RateSchedule schedule = new RateSchedule(1_000, 1, 4, burstStart, burstEnd);
        assertThat(schedule.next(0)).isEqualTo(1_000_000);
        assertThat(schedule.next(burstStart)).isEqualTo(burstStart + 250_000);
        assertThat(schedule.next(burstEnd)).isEqualTo(burstEnd + 1_000_000);
    }
}

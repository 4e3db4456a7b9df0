package dev.logtune.tuner.volume;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HistoryTest {
    @Test
    void readsDaysHoursAndMinutes() {
        assertThat(History.parse("7d").length()).isEqualTo(Duration.ofDays(7));
        assertThat(History.parse("36h").length()).isEqualTo(Duration.ofHours(36));
        assertThat(History.parse("90min").length()).isEqualTo(Duration.ofMinutes(90));
        assertThat(History.parse(" 2 days ").describe()).isEqualTo("2 days");
        assertThat(History.parse("1h").describe()).isEqualTo("1 hour");
        assertThat(History.parse("90m").describe()).isEqualTo("90 min");
    }

    @Test
    void refusesANumberWithoutItsUnitAndNonsense() {
        assertThatThrownBy(() -> History.parse("7")).hasMessageContaining("'7' is not a history with its unit");
        assertThatThrownBy(() -> History.parse("-7d")).hasMessageContaining("is not a history");
        assertThatThrownBy(() -> History.parse("0.5min")).hasMessageContaining("under a minute");
        assertThatThrownBy(() -> History.parse("7w")).hasMessageContaining("is not a history");
    }
}

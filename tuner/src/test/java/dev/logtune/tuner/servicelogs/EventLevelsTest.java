package dev.logtune.tuner.servicelogs;

import dev.logtune.configs.model.LogLevel;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class EventLevelsTest {

    private static LogLevel inPlace(String line, String level) {
        int from = line.indexOf(level);
        return EventLevels.named(line, from, from + level.length());
    }

    @Test
    void aLevelIsReadInPlaceInAnyCaseAndTheOtherFrameworksNamesMapToTheShared() {
        assertThat(inPlace("12:00 INFO  x", "INFO")).isEqualTo(LogLevel.INFO);
        assertThat(inPlace("12:00 info x", "info")).isEqualTo(LogLevel.INFO);
        assertThat(inPlace("12:00 Warn x", "Warn")).isEqualTo(LogLevel.WARN);
        assertThat(inPlace("12:00 WARNING x", "WARNING")).isEqualTo(LogLevel.WARN);
        assertThat(inPlace("12:00 error x", "error")).isEqualTo(LogLevel.ERROR);
        assertThat(inPlace("12:00 FATAL x", "FATAL")).isEqualTo(LogLevel.ERROR);
        assertThat(inPlace("12:00 SEVERE x", "SEVERE")).isEqualTo(LogLevel.ERROR);
        assertThat(inPlace("12:00 DEBUG x", "DEBUG")).isEqualTo(LogLevel.DEBUG);
        assertThat(inPlace("12:00 trace x", "trace")).isEqualTo(LogLevel.TRACE);
    }

    @Test
    void wordsThatOnlyLookLikeALevelAreNone() {
        assertThat(inPlace("12:00 INFOS x", "INFOS")).isNull();
        assertThat(inPlace("12:00 WARNED x", "WARNED")).isNull();
        assertThat(inPlace("12:00 IN x", "IN")).isNull();
        assertThat(inPlace("12:00 I@FO x", "I@FO")).isNull();
        assertThat(inPlace("12:00 errOr x", "errOr")).isEqualTo(LogLevel.ERROR);
        assertThat(inPlace("12:00 ÉRROR x", "ÉRROR")).isNull();
    }
}

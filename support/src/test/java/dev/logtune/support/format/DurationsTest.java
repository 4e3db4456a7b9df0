package dev.logtune.support.format;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DurationsTest {

    @Test
    void latenciesReadInTheUnitThatFitsThem() {
        assertThat(Durations.micros(181.3)).isEqualTo("181 us");
        assertThat(Durations.micros(3.27)).isEqualTo("3.3 us");
        assertThat(Durations.micros(1_870)).isEqualTo("1.9 ms");
        assertThat(Durations.micros(25_400)).isEqualTo("25 ms");
        assertThat(Durations.micros(1_837_105.2)).isEqualTo("1.8 s");
        assertThat(Durations.micros(2_000_000)).isEqualTo("2 s");
        assertThat(Durations.micros(999.7)).isEqualTo("1 ms");
        assertThat(Durations.micros(Double.NaN)).isEqualTo("n/a");
    }

    @Test
    void aRangeNamesItsUnitOnceWhereBothEndsShareIt() {
        assertThat(Durations.microsRange(124, 329)).isEqualTo("124-329 us");
        assertThat(Durations.microsRange(450, 1_200)).isEqualTo("450 us-1.2 ms");
    }
}

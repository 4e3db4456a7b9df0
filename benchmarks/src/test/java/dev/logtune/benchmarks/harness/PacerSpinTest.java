package dev.logtune.benchmarks.harness;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PacerSpinTest {
    @Test
    void aLowRateSpinsTheFullFiftyMicroseconds() {
        assertThat(HarnessRequest.spinFor(1_000, 2)).isEqualTo(HarnessRequest.MAX_SPIN_NANOS);
    }

    @Test
    void theSpinNeverAsksMoreThanATenthOfTheMachineEvenIfEveryWakeCameEarly() {
        for (double rate : new double[] {10_000, 38_000, 230_000, 500_000}) {
            for (int cores : new int[] {2, 16}) {
                double worstCaseCores = rate * HarnessRequest.spinFor(rate, cores) / 1e9;
                assertThat(worstCaseCores).as("%s/s on %d cores", rate, cores).isLessThanOrEqualTo(0.10 * cores + 1e-9);
            }
        }
    }

    @Test
    void at230kOnTwoCoresThePacerAlmostOnlyParks() {
        // 50 us there was up to 11.5 cores of spinning on a 2-core machine.
        assertThat(HarnessRequest.spinFor(230_000, 2)).isLessThan(1_000);
        assertThat(HarnessRequest.spinFor(230_000, 16)).isBetween(6_000L, 7_000L);
    }
}

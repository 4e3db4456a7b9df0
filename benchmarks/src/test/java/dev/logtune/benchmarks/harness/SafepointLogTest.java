package dev.logtune.benchmarks.harness;

import dev.logtune.lab.results.Latency;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SafepointLogTest {
    // JDK 17 writes no Cleanup field; newer JDKs do. Both end with the total.
    private static final List<String> LOG = List.of(
            "[1000000000ns] Safepoint \"G1CollectForAllocation\", Time since last: 2850467 ns, Reaching safepoint: 2183 ns, At safepoint: 380838 ns, Total: 3000000 ns",
            "[2000000000ns] Safepoint \"G1CollectForAllocation\", Time since last: 2571151 ns, Reaching safepoint: 1912 ns, Cleanup: 2514 ns, At safepoint: 717028 ns, Total: 90000000 ns",
            "[2500000000ns] Safepoint \"Cleanup\", Time since last: 1 ns, Reaching safepoint: 1 ns, Cleanup: 1 ns, At safepoint: 1 ns, Total: 1000000 ns",
            "[9000000000ns] Safepoint \"G1CollectFull\", Time since last: 634556 ns, Reaching safepoint: 1162 ns, At safepoint: 6543559 ns, Total: 200000000 ns",
            "[2100000000ns] some other line");

    @Test
    void readsThePausesThatEndedInTheWindow() {
        SafepointLog.Pauses pauses = SafepointLog.parse(LOG, 1_500_000_000L, 3_000_000_000L);
        assertThat(pauses.count()).isEqualTo(2);
        assertThat(pauses.totalMillis()).isCloseTo(91, within(0.001));
        assertThat(pauses.maxMillis()).isCloseTo(90, within(0.001));
    }

    @Test
    void aLongPauseDisturbsAnyRunAndALatePacerOnlyTheControl() {
        SafepointLog.Pauses pauses = SafepointLog.parse(LOG, 1_500_000_000L, 3_000_000_000L);
        assertThat(Disturbance.judge(false, null, pauses, 3)).singleElement().asString().contains("90.0 ms at once");

        SafepointLog.Pauses quiet = new SafepointLog.Pauses(3, 4, 2);
        Latency latePacer = new Latency(1000, 100, 400, 1500, 3000, 5000);
        assertThat(Disturbance.judge(true, latePacer, quiet, 3)).singleElement().asString().contains("pacer woke 1500 us late");
        // A setup that eats the CPU makes the pacer late itself: that is its cost, not noise.
        assertThat(Disturbance.judge(false, latePacer, quiet, 3)).isEmpty();
    }

    @Test
    void manyShortPausesAddUp() {
        SafepointLog.Pauses many = new SafepointLog.Pauses(40, 200, 8);
        assertThat(Disturbance.judge(false, null, many, 3)).singleElement().asString().contains("200 ms of the 3.0 s window");
    }
}

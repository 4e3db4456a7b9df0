package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.configs.matrix.Matrix;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The full-disk scenario's parameters: what it refuses, and how a request holds it to a window it fits in. */
class DiskFullScenarioTest {

    @Test
    void aFullDiskNeedsAPositiveBoundedDuration() {
        assertThatThrownBy(() -> Scenario.diskFull(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a full disk needs a duration");
        assertThatThrownBy(() -> Scenario.diskFull(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Scenario.diskFull(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Scenario.diskFull(61)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Scenario.diskFull(60).fullSeconds()).isEqualTo(60);
    }

    @Test
    void itIsNamedAndDescribedAsReportsShowIt() {
        Scenario full = Scenario.diskFull(3);
        assertThat(full.name()).isEqualTo("disk-full");
        assertThat(full.detail()).isEqualTo("3 s");
        assertThat(full.needsMount()).isTrue();
        assertThat(Scenario.burst(2, 1).needsMount()).isFalse();
        assertThat(full.fillAtSeconds(12)).isEqualTo(3);
    }

    @Test
    void aSetupNeedsTheMountItFillsAndTheControlRunsTheScheduleWithout() {
        LoggingTarget setup = LoggingTarget.of(Matrix.require("logback-file"), false);
        assertThatThrownBy(() -> new HarnessRequest(setup, 1000, 2, 0, 12, Scenario.diskFull(3), null, "/tmp/work", 0, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("mounted filesystem to fill");
        assertThat(request(Scenario.diskFull(3), 12, null).stallMount()).isNull();
    }

    @Test
    void theWindowMustBeTwiceTheFullPhaseSoRecoveryCanBeSeen() {
        assertThatThrownBy(() -> request(Scenario.diskFull(3), 5, "/mnt/x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least twice");
        assertThat(request(Scenario.diskFull(3), 6, "/mnt/x").scenario().kind()).isEqualTo(Scenario.Kind.DISK_FULL);
    }

    @Test
    void otherScenariosDoNotCarryAFullPhase() {
        assertThat(Scenario.stall(2).fullSeconds()).isZero();
        assertThat(Scenario.steady().fullSeconds()).isZero();
    }

    private static HarnessRequest request(Scenario scenario, double window, String mount) {
        return new HarnessRequest(null, 1000, 2, 0, window, scenario, mount, "/tmp/work", 0, null);
    }
}

package dev.logtune.tuner.logcost;

import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A file that is no recording is bad input: one line that names it, never a stack trace. */
class LoggingCostInputTest {
    @TempDir
    Path dir;

    private static void refused(Path file, String saying) {
        assertThatThrownBy(() -> LoggingCost.read(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining(saying)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    /** A recording of this JVM idling, with its wait events on. */
    private Path idleRecording() throws Exception {
        Path file = dir.resolve("idle.jfr");
        try (Recording recording = new Recording()) {
            recording.enable("jdk.ThreadPark").withThreshold(Duration.ofMillis(20)).withStackTrace();
            recording.enable("jdk.ActiveSetting");
            recording.start();
            Thread.sleep(50);
            recording.stop();
            recording.dump(file);
        }
        return file;
    }

    @Test
    void aMissingFileOrADirectoryIsNamed() {
        refused(dir.resolve("missing.jfr"), "no such file");
        refused(dir, "is a directory, not a JFR recording");
    }

    @Test
    void aLogFileOrAnEmptyFileIsNoRecording() throws Exception {
        refused(Files.writeString(dir.resolve("app.log"), "2026-11-26 10:00:00 INFO  c.a.s.OrderService - order created\n"),
                "is not a JFR recording (it does not start as one)");
        refused(Files.createFile(dir.resolve("empty.jfr")), "is empty, not a JFR recording");
    }

    @Test
    void aRecordingCutShortIsRefusedNotHalfRead() throws Exception {
        byte[] whole = Files.readAllBytes(idleRecording());
        Path cut = Files.write(dir.resolve("cut.jfr"), Arrays.copyOf(whole, whole.length * 2 / 3));

        assertThatThrownBy(() -> LoggingCost.read(cut)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(cut + " is a JFR recording cut short or damaged")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void aRecordingWithoutSamplesSaysSoRatherThanJudging() throws Exception {
        LoggingCost cost = LoggingCost.read(idleRecording());

        assertThat(cost.verdict()).isEqualTo(CpuVerdict.NO_SAMPLES);
        assertThat(cost.allocationEvents()).isNull();
        assertThat(cost.blocked().threshold()).isEqualTo("20 ms");
        assertThat(cost.describe()).contains(
                "no CPU samples in the recording: record with jdk.ExecutionSample on (the default and profile settings have it)",
                "allocation: none recorded (record with jdk.ObjectAllocationSample on to see it)",
                "blocked on logging: no wait recorded, of the waits over 20 ms the recording kept");
    }

    @Test
    void readsTheThresholdsJfrWrites() {
        assertThat(RecordingScan.nanos("20 ms")).isEqualTo(20_000_000L);
        assertThat(RecordingScan.nanos("10000000 ns")).isEqualTo(10_000_000L);
        assertThat(RecordingScan.nanos("1 s")).isEqualTo(1_000_000_000L);
        assertThat(RecordingScan.nanos("infinity")).isEqualTo(-1);
        assertThat(RecordingScan.nanos(null)).isEqualTo(-1);
    }
}

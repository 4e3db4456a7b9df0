package dev.logtune.tuner.crash;

import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.lab.results.CrashRecord;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CrashTestCommandTest {
    @Test
    void anUnknownSetupIsOneLineAndExitTwo() {
        TunerRun run = TunerRun.of("crash-test", "--setup", "nope");
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip()).startsWith("tuner crash-test: unknown setup 'nope'").doesNotContain("\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void badCountsAndWaitsAreRefused() {
        assertThat(TunerRun.of("crash-test", "--setup", "logback-file", "--events", "0").err()).contains("--events must be between 1");
        assertThat(TunerRun.of("crash-test", "--setup", "logback-file", "--wait", "soon").exit()).isEqualTo(ExitCode.BAD_INPUT);
    }

    @Test
    void theParagraphSaysWhatWasLostAndWhetherTheModelExpectedIt() {
        String lost = CrashTestCommand.paragraph(Matrix.require("logback-file-buffered"),
                new CrashRecord("logback-file-buffered", 201, 0, false, 2000, 0, ""));
        assertThat(lost).startsWith("logback-file-buffered: logged 201 events (INFO lines, then an ERROR), waited 2 s")
                .contains("0 of them reached the disk (0 bytes), and the last, the ERROR, was LOST.")
                .contains("held in a 256 KB buffer").contains("it expects the ERROR lost, as measured.")
                .doesNotContain("\n");
        String kept = CrashTestCommand.paragraph(Matrix.require("log4j2-async-raf"),
                new CrashRecord("log4j2-async-raf", 201, 0, false, 2000, 0, ""));
        assertThat(kept).contains("flushed at the end of each batch").contains("it expects the ERROR on disk, NOT as measured.");
    }
}

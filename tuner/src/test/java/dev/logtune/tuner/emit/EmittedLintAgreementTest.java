package dev.logtune.tuner.emit;

import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * recommend --emit and lint agree: what recommend writes for a target passes lint at warning for the same target,
 * against the same (shipped) results. Where a rule and the measurements disagreed, the rule was fixed. The targets are
 * the points the reference races; elsewhere the answer is none or undecided, and nothing is written.
 */
class EmittedLintAgreementTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}/s over {1} threads as {2}, --max-unflushed {3}")
    @CsvSource({
            "38000, 60, logback.xml, 1s", "38000, 60, log4j2.xml, 1s", "38000, 60, logback-spring.xml, 1s",
            "38000, 60, log4j2-spring.xml, 1s", "38000, 4, logback.xml, 1s", "38000, 4, log4j2.xml, 1s",
            "100000, 16, log4j2-spring.xml, 1s", "230000, 60, logback.xml, none", "38000, 60, log4j2.xml, none",
            "230000, 60, logback.xml, 1s", "230000, 60, log4j2.xml, 1s",
            // Nearly idle: decided by the framework's defaults, not undecided.
            "1000, 60, log4j2.xml, 1s"})
    void theEmittedFilePassesLintAtItsOwnTarget(String rate, String threads, String name, String maxUnflushed) throws Exception {
        Path file = dir.resolve(name);
        TunerRun recommend = TunerRun.of("recommend", "--rate", rate, "--threads", threads, "--max-unflushed", maxUnflushed,
                "--emit", file.toString());
        assertThat(recommend.exit()).as(recommend.err()).isIn(0, ExitCode.EXTRAPOLATED);
        assertThat(file).exists();

        TunerRun lint = TunerRun.of("lint", file.toString(), "--rate", rate, "--threads", threads,
                "--max-unflushed", maxUnflushed, "--fail-on", "warning");
        assertThat(lint.exit()).as(Files.readString(file).lines().skip(1).findFirst().orElse("") + "\n" + lint.out()).isZero();
    }

    /**
     * Where no setup meets the target, or the blocks cannot rank those that do, nothing is written. The plain files'
     * sessions leave these targets undecided (the rolling ones answer them all).
     */
    @ParameterizedTest(name = "{0}/s over {1} threads as {2}, --max-unflushed {3}: exit {4}")
    @CsvSource({
            "500000, 60, log4j2.xml, 1s, 4",
            "10000, 60, logback.xml, 1s, 4", "230000, 16, logback-spring.xml, none, 4"})
    void noAnswerWritesNothing(String rate, String threads, String name, String maxUnflushed, int exit) {
        Path file = dir.resolve(name);
        TunerRun recommend = TunerRun.of("recommend", "--plain-file", "--rate", rate, "--threads", threads, "--max-unflushed",
                maxUnflushed, "--emit", file.toString());
        assertThat(recommend.exit()).as(recommend.out()).isEqualTo(exit);
        assertThat(recommend.err()).contains("nothing written to " + file)
                .contains(exit == ExitCode.UNDECIDED ? "undecided" : "no setup met the target");
        assertThat(file).doesNotExist();
    }
}

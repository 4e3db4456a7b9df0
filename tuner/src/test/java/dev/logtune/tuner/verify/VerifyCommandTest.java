package dev.logtune.tuner.verify;

import dev.logtune.lab.results.ResultsFile;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.measure.ConfigRun;
import dev.logtune.tuner.measure.ConfigVerdict;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** verify end to end: child JVMs, real files, exit codes. Short runs: these check behaviour, not speed. */
class VerifyCommandTest {
    @TempDir
    Path dir;

    private Path logbackConfig(String rootExtra, String appenderExtra) throws Exception {
        return PlainFileConfig.write(dir, rootExtra, appenderExtra);
    }

    @Tag("slow")
    @Test
    void aConfigThatKeepsEveryEventPassesAndNeverTouchesTheRealLogFile() throws Exception {
        Path config = logbackConfig("", "");
        TunerRun run = TunerRun.of("verify", "--config", config.toString(), "--rate", "2k", "--threads", "4",
                "--duration", "1s", "--warmup", "0.5s", "--format", "json");
        assertThat(run.exit()).as(run.err()).isZero();
        ConfigRun report = ResultsFile.mapper().readValue(run.out(), ConfigRun.class);
        assertThat(report.verdict()).isEqualTo(ConfigVerdict.PASS);
        assertThat(report.result().calls()).isPositive().isEqualTo(report.result().written());
        assertThat(report.baseline().response()).isNotNull();
        try (Stream<Path> real = Files.list(dir.resolve("real-logs"))) {
            assertThat(real).as("the real log directory").isEmpty();
        }
    }

    @Tag("slow")
    @Test
    void eventsThatNeverArriveFailIt() throws Exception {
        // A WARN threshold on the only appender: every INFO event is logged and none reaches a file.
        Path config = logbackConfig("", "<filter class=\"ch.qos.logback.classic.filter.ThresholdFilter\"><level>WARN</level></filter>");
        TunerRun run = TunerRun.of("verify", "--config", config.toString(), "--rate", "1000", "--threads", "2",
                "--duration", "1s", "--warmup", "0.5s");
        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCode.NEGATIVE);
        assertThat(run.out()).contains("verdict: FAIL").contains("events lost that no drop policy accounts for");
    }

    @Tag("slow")
    @Test
    void aP99LimitIsHeldToo() throws Exception {
        Path config = logbackConfig("", "");
        TunerRun run = TunerRun.of("verify", "--config", config.toString(), "--rate", "1000", "--threads", "2",
                "--duration", "1s", "--warmup", "0.5s", "--p99", "1us");
        assertThat(run.exit()).isEqualTo(ExitCode.NEGATIVE);
        assertThat(run.out()).contains("is over the 1 us limit (--p99)");
    }

    @Test
    void badInputIsOneLineAndExitCodeTwo() throws Exception {
        Path malformed = Files.writeString(dir.resolve("bad.xml"), "<configuration>\n<root>\n");
        assertRefused(TunerRun.of("verify", "--config", malformed.toString(), "--rate", "1000", "--threads", "2"), "malformed XML");
        assertRefused(TunerRun.of("verify", "--config", dir.resolve("none.xml").toString(), "--rate", "1000", "--threads", "2"),
                "no such file");
        assertRefused(TunerRun.of("verify", "--config", malformed.toString(), "--rate", "-5", "--threads", "2"), "above zero");
        assertRefused(TunerRun.of("verify", "--config", malformed.toString(), "--rate", "1000", "--threads", "0"), "--threads must be");
        assertRefused(TunerRun.of("verify", "--config", malformed.toString(), "--rate", "1000", "--threads", "2", "--duration", "soon"),
                "is not a duration");
    }

    @Tag("slow")
    @Test
    void aConfigTheFrameworkRefusesShowsTheFrameworksMessage() throws Exception {
        Path config = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>app.log</file>
                    <encoder class="com.example.NoSuchEncoder"/>
                  </appender>
                  <root level="INFO"><appender-ref ref="FILE"/></root>
                </configuration>
                """);
        TunerRun run = TunerRun.of("verify", "--config", config.toString(), "--rate", "1000", "--threads", "2", "--duration", "1s");
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("did not run").contains("com.example.NoSuchEncoder");
    }

    private static void assertRefused(TunerRun run, String message) {
        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains(message);
        assertThat(run.out()).isEmpty();
    }
}

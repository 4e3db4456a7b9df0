package dev.logtune.tuner.verify;

import dev.logtune.benchmarks.harness.DiskStall;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.measure.ConfigRun;
import dev.logtune.tuner.measure.ConfigVerdict;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * verify --stall end to end, with a real frozen filesystem: it once hung until its timeout, every time, because the
 * measuring JVM's own safepoint log lay on the filesystem the stall froze. Skipped, with the reason, where no stall
 * can be made (not Linux, not root, no fsfreeze or loop devices).
 */
@Tag("slow")
class VerifyStallTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aStalledRunFinishesWithTheStallRecorded() throws Exception {
        DiskStall.Support support = DiskStall.probe();
        assumeTrue(support.available(), support.reason());
        Path config = PlainFileConfig.write(dir);

        TunerRun run = TunerRun.of("verify", "--config", config.toString(), "--rate", "2k", "--threads", "4",
                "--duration", "3s", "--warmup", "0.5s", "--stall", "1s", "--format", "json");

        assertThat(run.exit()).as(run.err()).isIn(ExitCode.OK, ExitCode.NEGATIVE);
        ConfigRun report = ResultsFile.mapper().readValue(run.out(), ConfigRun.class);
        assertThat(report.scenario()).isEqualTo("stall 1 s");
        assertThat(report.result().note()).contains("log filesystem frozen for");
        // A file appender writes on the caller's thread: the stall held some caller for most of its second.
        assertThat(report.result().maxBlockedMillis()).isGreaterThan(500);
        assertThat(report.result().lost()).isZero();
        // Held for most of a second with no --p99: the default limit for a stall fails it, and says which limit.
        assertThat(report.verdict()).isEqualTo(ConfigVerdict.FAIL);
        assertThat(report.reasons()).anyMatch(r -> r.contains("over the default 100 ms limit for a stall or full disk"));
    }
}

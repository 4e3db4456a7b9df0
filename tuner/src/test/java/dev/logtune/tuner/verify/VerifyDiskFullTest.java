package dev.logtune.tuner.verify;

import dev.logtune.benchmarks.harness.DiskStall;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.measure.ConfigRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * verify --disk-full end to end, with a real loop filesystem filled mid-run and freed. Skipped, with the reason, where
 * no loop filesystem can be mounted (not Linux, not root, no util-linux). What Logback's FileAppender does is the
 * framework's business; the test holds the run to having filled the disk, counted what went missing, and judged it.
 */
class VerifyDiskFullTest {
    @TempDir
    Path dir;

    @Tag("slow")
    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aFullDiskRunFinishesWithTheFullPhaseRecordedAndJudged() throws Exception {
        DiskStall.Support support = DiskStall.probe();
        assumeTrue(support.available(), support.reason());
        Path config = PlainFileConfig.write(dir);

        TunerRun run = TunerRun.of("verify", "--config", config.toString(), "--rate", "2k", "--threads", "4",
                "--duration", "4s", "--warmup", "0.5s", "--disk-full", "1s", "--format", "json");

        assertThat(run.exit()).as(run.err()).isIn(ExitCode.OK, ExitCode.NEGATIVE);
        ConfigRun report = ResultsFile.mapper().readValue(run.out(), ConfigRun.class);
        assertThat(report.scenario()).isEqualTo("disk-full 1 s");
        assertThat(report.result().diskFull()).isNotNull();
        assertThat(report.result().diskFull().filled()).as(report.result().diskFull().note()).isTrue();
        assertThat(report.result().diskFull().fullSeconds()).isBetween(0.5, 3.0);
        // A file appender writing 2,000 lines a second onto a full disk cannot keep them all.
        assertThat(report.result().diskFull().missingFull()).isPositive();
        assertThat(report.reasons()).isNotEmpty();
    }

    @Test
    void aFullPhaseLongerThanHalfTheWindowIsRefused() throws Exception {
        Path config = PlainFileConfig.write(dir);
        TunerRun run = TunerRun.of("verify", "--config", config.toString(), "--rate", "2k", "--threads", "4",
                "--duration", "4s", "--disk-full", "3s");
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("--disk-full").contains("half of --duration");
    }
}

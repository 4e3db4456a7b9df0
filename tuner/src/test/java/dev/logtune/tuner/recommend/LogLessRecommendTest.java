package dev.logtune.tuner.recommend;

import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** --history: where the rate's lines outgrow the budget for that long, the answer logs less and never drops WARN or ERROR. */
class LogLessRecommendTest {
    @Test
    void aWeekAt230kIn50GbWritesASamplerSizedToTheBudgetThatKeepsEveryWarnAndError(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("logback.xml");
        TunerRun run = TunerRun.of("recommend", "--rate", "230000", "--threads", "60", "--framework", "logback",
                "--history", "7d", "--disk-budget", "50GB", "--emit", file.toString());
        assertThat(run.out()).contains("History: 7 days of 230k events/s").contains("keeps every WARN and ERROR")
                .contains("Logs less: logback-disruptor-q8192-buffered-rolling");
        String xml = Files.readString(file);
        assertThat(xml).contains("dev.logtune.sampler.logback.SiteBudgetTurboFilter").contains("<maxHistory>7</maxHistory>")
                .contains("Logs less, never silently: it keeps every WARN and ERROR");
        // The plan's budget below WARN, and no more than a quarter of it a site.
        String total = xml.replaceAll("(?s).*<totalLimit>(\\d+)</totalLimit>.*", "$1");
        String perSite = xml.replaceAll("(?s).*<perSiteLimit>(\\d+)</perSiteLimit>.*", "$1");
        assertThat(Long.parseLong(perSite)).isEqualTo(Long.parseLong(total) / 4);
        assertThat(run.out()).contains("logtune-sampler");
    }

    @Test
    void aBudgetTooSmallForWarnAndErrorAsksForMoreDiskAndPlansNoDrop() {
        TunerRun run = TunerRun.of("recommend", "--rate", "230000", "--threads", "60", "--framework", "logback",
                "--history", "30d", "--disk-budget", "2GB");
        assertThat(run.out()).contains("WARN and ERROR alone").contains("nothing is planned that drops a WARN or ERROR")
                .doesNotContain("Logs less:");
    }

    @Test
    void withoutAHistoryTheFirstScreenSaysHowFarBackTheBudgetReaches() {
        TunerRun run = TunerRun.of("recommend", "--rate", "38000", "--threads", "60");
        assertThat(run.out()).contains("History: the 10 GB disk budget keeps about").contains("--history 7d");
    }

    @Test
    void aTeamThatTakesNoDependencyGetsLoggerLevelsWithWhatTheyLose(@TempDir Path dir) throws Exception {
        TunerRun run = TunerRun.of("recommend", "--rate", "230000", "--threads", "60", "--framework", "logback",
                "--history", "7d", "--disk-budget", "50GB", "--reduce-with", "levels");
        assertThat(run.out()).as("levels leave the lines uncompressed and unbounded: only a budget fits")
                .contains("per-logger levels do not bound the volume").doesNotContain("Logs less:");
        TunerRun wrong = TunerRun.of("recommend", "--rate", "230000", "--threads", "60", "--history", "7d",
                "--reduce-with", "duplicates");
        assertThat(wrong.exit()).isEqualTo(2);
        assertThat(wrong.err()).contains("drops repeated ERRORs");
    }

    @Test
    void aHistoryWithoutItsUnitIsRefused() {
        TunerRun run = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--history", "7");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("'7' is not a history with its unit");
    }
}

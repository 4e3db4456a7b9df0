package dev.logtune.tuner.servicelogs;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.volume.SamplingPlan;
import dev.logtune.tuner.volume.VolumeProfile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** recommend --volume: the plan made on a profile of the service's own logs, written by the service-shaped workload. */
class PlanOnProfileTest {
    @TempDir
    static Path dir;
    static Path profileFile;
    static VolumeProfile profile;

    @BeforeAll
    static void profileOfTheWorkloadsLog() throws IOException {
        Path log = dir.resolve("app.log");
        ServiceLogWriter.write(log, "%d{yyyy-MM-dd HH:mm:ss.SSS} [%thread] %-5level %logger - %msg%n", 100_000, 600);
        TunerRun volume = TunerRun.of("volume", log.toString(), "--format", "json");
        assertThat(volume.exit()).as(volume.err()).isZero();
        profileFile = dir.resolve("volume.json");
        Files.writeString(profileFile, volume.out());
        profile = VolumeProfile.read(profileFile);
    }

    @Test
    void theSamplerSamplesTheHeaviestTemplatesAndKeepsTheRareOnesWhole() {
        SamplingPlan plan = SamplingPlan.of(profile, 38_000, 2_000, 500);

        assertThat(plan.sampled()).isNotEmpty();
        assertThat(plan.sampled().get(0).logger()).isEqualTo("com.acme.shop.web.RequestLog");
        assertThat(plan.whole()).isPositive();
        double kept = plan.sampled().stream().mapToDouble(t -> t.perSecond() * t.kept()).sum();
        assertThat(kept).isLessThanOrEqualTo(2_000);
        assertThat(plan.share()).isLessThanOrEqualTo(500);
    }

    @Test
    void recommendPlansOnTheProfileAndTheFileSaysSo() throws IOException {
        Path out = dir.resolve("sampled");
        Files.createDirectories(out);
        TunerRun run = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--history", "7d", "--disk-budget", "50GB",
                "--volume", profileFile.toString(), "--framework", "logback", "--emit", out.resolve("logback.xml").toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Planned on the service's own logs, measured from 10 min of " + dir.resolve("app.log"));
        String file = Files.readString(out.resolve("logback.xml"));
        assertThat(file).contains("Planned on the service's own logs").contains("com.acme.shop.web.RequestLog \"SVC-{}");
    }

    @Test
    void theJsonAnswerHoldsThePlanOnTheProfileAndItsHistory() {
        TunerRun run = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--history", "7d", "--disk-budget", "50GB",
                "--volume", profileFile.toString(), "--framework", "logback", "--format", "json");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("\"history\" : \"7d\"").contains("\"origin\" : \"planned on the service's own logs")
                .doesNotContain("\"templateCount\"");
    }

    @Test
    void perLoggerLevelsQuietTheProfilesHeaviestLoggers() throws IOException {
        Path out = dir.resolve("levels");
        Files.createDirectories(out);
        TunerRun run = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--history", "7d", "--disk-budget", "3TB",
                "--volume", profileFile.toString(), "--framework", "logback", "--reduce-with", "levels",
                "--emit", out.resolve("logback.xml").toString());

        assertThat(run.exit()).as(run.err()).isZero();
        List<String> quieted = Files.readAllLines(out.resolve("logback.xml")).stream().filter(l -> l.contains("<logger name="))
                .map(l -> l.replaceAll(".*name=\"([^\"]+)\".*", "$1")).toList();
        String heaviest = profile.loggers().get(0).logger();
        assertThat(quieted).first().isEqualTo(heaviest);
        assertThat(quieted).doesNotContain("logtune.sampler");
    }

    @Test
    void aFileThatIsNoProfileIsRefusedInOneLine() throws IOException {
        Path notProfile = dir.resolve("not.json");
        Files.writeString(notProfile, "{\"schema\": \"something-else\"}");

        TunerRun run = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--volume", notProfile.toString());

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err().lines().count()).isLessThanOrEqualTo(2);
        assertThat(run.err()).contains("is not a volume profile");
    }
}

package dev.logtune.tuner.recommend;

import dev.logtune.configs.matrix.Matrix;
import com.fasterxml.jackson.databind.JsonNode;
import dev.logtune.lab.audit.LossAudit;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.configs.load.Log4j2Loader;
import dev.logtune.configs.load.LogbackLoader;
import dev.logtune.configs.render.LogDirectory;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.advice.SyntheticResults;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

class RecommendCommandTest {
    @TempDir
    Path dir;
    private Path results;

    /** Synthetic results of plain files, so every recommend here asks for a plain file (--plain-file). */
    @BeforeEach
    void results() throws Exception {
        SyntheticResults synthetic = new SyntheticResults();
        for (int threads : new int[] {32, 64}) {
            synthetic.throughput("logback-file", threads, 200_000, 2400)
                    .throughput("logback-async-q8192-t0", threads, 300_000, 2300)
                    .throughput("logback-async-q8192-t0-buffered", threads, 500_000, 2300)
                    .throughput("log4j2-async-raf", threads, 900_000, 50)
                    .trial("logback-async-default", threads, 5_000_000, 200, LossAudit.of(60_000_000, 60_000_000, 1_200_000, 58_800_000, true));
        }
        synthetic.raced("logback-file", 160)
                .raced("logback-async-q8192-t0", 110)
                .raced("logback-async-q8192-t0-buffered", 64)
                .raced("log4j2-async-raf", 70)
                .raced("logback-async-default", 38_000, 60, 0.5, 12, 1)
                .crash("logback-async-q8192-t0-buffered", 0, false);
        results = synthetic.write(dir);
    }

    @Test
    void theFirstScreenIsThePickItsDecidingFiguresAndTheNextCommand() {
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out().lines().count()).isLessThanOrEqualTo(22);
        assertThat(run.out()).contains("Recommended: log4j2-async-raf (Log4j2)", "response p99", "Logback's defaults  logback-file",
                "Log4j2's defaults", "logging off", "faster", "On a crash", "On a disk stall", "Next: tuner recommend --rate 38000"
                        + " --threads 60 --plain-file --results " + results + " --emit log4j2.xml", "More: --details")
                .doesNotContain("Compared in the same blocks", "Runner-up of each framework", "Excluded (")
                // Figures in human units: no "1.2k us" or "1.81M us".
                .doesNotContainPattern("[0-9][kM] us");
    }

    @Test
    void defaultsScreenedButNotRacedSayWhyTheyHaveNoPairedFigure() throws Exception {
        SyntheticResults synthetic = new SyntheticResults();
        for (int threads : new int[] {32, 64}) {
            synthetic.throughput("logback-file", threads, 200_000, 2400).throughput("log4j2-async-raf", threads, 900_000, 50)
                    .throughput("log4j2-file", threads, 200_000, 2400);
        }
        // log4j2-file ran in four blocks only, the screen: never in the race's.
        synthetic.raced("logback-file", 160).raced("log4j2-async-raf", 70).runs("log4j2-file", 38_000, 60, 0, 700, 760, 720, 740);
        Path file = dir.resolve("screened");
        java.nio.file.Files.createDirectories(file);
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results",
                synthetic.write(file).toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Log4j2's defaults   log4j2-file p99 730 us over its 4 screening runs, not raced beside"
                + " the pick (the race takes the setups within 3x of the best when screened), so no paired figure");
    }

    @Test
    void answersWithTheChoiceItsFiguresAndWhatWasExcluded() {
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results.toString(), "--details");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Recommended: log4j2-async-raf (Log4j2)", "p99 median", "95% interval",
                "10 runs", "Compared in the same blocks: log4j2-async-raf over each", "logback-file ", "faster", "your target exactly", "Level set: none", "On a crash: queued up to 4,096 events",
                "Runner-up of each framework", "logback-async-q8192-t0", "logback-async-default: loses events by design",
                "logback-async-q8192-t0-buffered: a crash loses what it holds", "0 of 201 events on disk, the last missing");
    }

    @Test
    void aTargetBeyondTheMeasuredRatesIsAnExtrapolationWithItsOwnExitCode() {
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "100000", "--threads", "60", "--results", results.toString());
        assertThat(run.exit()).isEqualTo(ExitCode.EXTRAPOLATED);
        assertThat(run.out()).contains("Extrapolated, not measured: ").contains("yours is above every measured point")
                .doesNotContain("Recommended:");
    }

    @Test
    void maxUnflushedNoneAdmitsBufferedSetupsAndAValueNeedsItsUnit() {
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results.toString(),
                "--framework", "logback", "--max-unflushed", "none");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Recommended: logback-async-q8192-t0-buffered", "unbounded at idle", "no limit on what a crash loses");
        TunerRun unitless = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results.toString(),
                "--max-unflushed", "5");
        assertThat(unitless.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(unitless.err().lines().count()).isEqualTo(1);
    }

    @Test
    void anImpossibleRateExitsNonZeroWithTheBestAchievable() {
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "2M", "--threads", "60", "--results", results.toString());
        assertThat(run.exit()).isEqualTo(ExitCode.NEGATIVE);
        assertThat(run.out()).contains("No setup meets this target", "Best achievable: log4j2-async-raf", "log fewer events");
    }

    @Test
    void missingOrMalformedResultsAreOneLineErrors() throws Exception {
        TunerRun missing = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", dir.resolve("no.json").toString());
        assertThat(missing.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(missing.err().strip()).isEqualTo("tuner: results file " + dir.resolve("no.json") + " does not exist");
        Path bad = Files.writeString(dir.resolve("bad.json"), "{\n \"format\": \"logtune-results/1\",\n \"jmh\": [ }");
        TunerRun malformed = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", bad.toString());
        assertThat(malformed.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(malformed.err()).contains("is not valid results JSON (line 3)").doesNotContain("\tat ");
        TunerRun negative = TunerRun.of("recommend", "--plain-file", "--rate", "-1", "--threads", "60", "--results", results.toString());
        assertThat(negative.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(negative.err().lines().count()).isEqualTo(1);
    }

    @Test
    void emitsALogbackFileThatLogbackLoadsAndNeverOverwritesWithoutForce() throws Exception {
        Path file = dir.resolve("logback.xml");
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results.toString(),
                "--emit", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        String xml = Files.readString(file);
        assertThat(xml).contains("logtune setup logback-async-q8192-t0")
                .doesNotContain("logback-async-q8192-t0-buffered")
                .contains("Recommended by logtune").contains("38,000 events/s over 60 threads")
                .contains("95% interval").contains("On a crash (a JVM killed without its shutdown hooks): queued up to 8,192 events");
        Path logs = dir.resolve("logs");
        LogbackLoader.loadPrivate(file, Map.of(LogDirectory.VARIABLE, logs.toString())).stop(Duration.ofSeconds(5));

        Files.writeString(file, "the team's own file");
        TunerRun again = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results.toString(),
                "--emit", file.toString());
        assertThat(again.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(again.err()).contains("exists; nothing was written (--force replaces it)");
        assertThat(Files.readString(file)).isEqualTo("the team's own file");

        TunerRun forced = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results.toString(),
                "--emit", file.toString(), "--force");
        assertThat(forced.exit()).isZero();
        assertThat(Files.readString(file)).isEqualTo(xml);
    }

    @Test
    void emitsLog4j2WithItsComponentPropertiesBeside() throws Exception {
        Path file = dir.resolve("log4j2.xml");
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results.toString(),
                "--emit", file.toString(), "--format", "json");
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode json = ResultsFile.mapper().readTree(run.out());
        assertThat(json.path("recommendation").path("chosen").path("setup").asText()).isEqualTo("log4j2-async-raf");
        Path properties = dir.resolve("log4j2.component.properties");
        assertThat(json.path("emitted")).hasSize(2);
        Properties loaded = new Properties();
        try (var in = Files.newInputStream(properties)) {
            loaded.load(in);
        }
        assertThat(loaded.getProperty("log4j2.contextSelector")).isEqualTo("org.apache.logging.log4j.core.async.AsyncLoggerContextSelector");
        Map<String, String> props = new HashMap<>();
        loaded.stringPropertyNames().forEach(k -> props.put(k, loaded.getProperty(k)));
        props.put(LogDirectory.VARIABLE, dir.resolve("logs").toString());
        Log4j2Loader.loadPrivate(file, props).stop(Duration.ofSeconds(5));
    }

    @Test
    void markdownIsOnOffer() {
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "38k", "--threads", "60", "--results", results.toString(), "--format", "markdown");
        assertThat(run.out()).startsWith("# logtune recommend").contains("## Recommended: log4j2-async-raf (Log4j2)")
                .contains("| setup | framework |");
    }

    @Test
    void emitWritesAnyMatrixSetupAndRefusesUnknownOnes() throws Exception {
        Path file = dir.resolve("custom.xml");
        TunerRun run = TunerRun.of("emit", "--setup", "logback-file-buffered", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).contains("<immediateFlush>false</immediateFlush>").contains("from the matrix setup logback-file-buffered");
        TunerRun unknown = TunerRun.of("emit", "--setup", "logback-nope", file.toString());
        assertThat(unknown.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(unknown.err().strip()).startsWith("tuner: unknown setup 'logback-nope'")
                .endsWith("(`tuner setups` lists the " + Matrix.all().size() + " known ids)");
        TunerRun toStdout = TunerRun.of("emit", "--setup", "log4j2-async-raf");
        assertThat(toStdout.out()).startsWith("<?xml");
        assertThat(toStdout.err()).contains("log4j2.contextSelector=");
    }

    @Test
    void variantsMeasuredForTheirCostAreNeverPickedAndSaySo() {
        // Sifting writes a file per MDC value; a spinning writer takes a core the benchmark's service never needed.
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--details");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain("Recommended: logback-sifting-4", "Recommended: log4j2-async-raf-wait-yield")
                .contains("logback-sifting-4: writes a file for each value of the MDC key 'tenant'",
                        "log4j2-async-raf-wait-yield: its writer thread spins on a core while idle (Yield)");
    }
}

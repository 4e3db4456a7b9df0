package dev.logtune.tuner.report;

import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.ProjectPaths;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.advice.SyntheticResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class ReportCommandTest {
    @TempDir
    Path dir;

    private Path results() throws Exception {
        BenchResults built = new SyntheticResults().throughput("logback-file", 4, 200_000, 2400)
                .rate("logback-file", 10_000, 4, 90, true).build();
        // A sample trial carries JMH's raw histogram, the bulk of a real run's file.
        ObjectNode sample = ((com.fasterxml.jackson.databind.node.ArrayNode) built.jmh()).addObject();
        sample.put("benchmark", "dev.logtune.benchmarks.jmh.LoggingBenchmark.log").put("mode", "sample").put("threads", 4);
        sample.putObject("params").put("setup", "logback-file").put("message", "order");
        ObjectNode metric = sample.putObject("primaryMetric");
        metric.put("score", 3.5).put("scoreUnit", "us/op");
        metric.putObject("scorePercentiles").put("99.0", 12.0);
        // JMH's shape: forks, iterations, [time, count] pairs
        metric.putArray("rawDataHistogram").addArray().addArray().addArray().add(1.042).add(5);
        sample.putArray("jvmArgs").add("-Xmx2g").add("-Dlogtune.log.root=/home/someone/logtune/reports/runs/x/trial-logs")
                .add("-Dlogtune.home=" + ProjectPaths.home());
        sample.put("jvm", "/usr/lib/jvm/some-jdk/bin/java");
        built = new BenchResults(built.format(), built.started(), built.finished(), built.machine(), built.settings(), built.jmh(),
                built.audits(), built.rates(), java.util.List.of("raw-write x4 thrpt: failed, see " + dir.resolve("jmh-logs/x.log")),
                built.crashes());
        Path file = dir.resolve("results.json");
        ResultsFile.write(built, file);
        return file;
    }

    @Test
    void publishesACompactCopyThatKeepsThePercentiles() throws Exception {
        Path out = dir.resolve("reference");
        TunerRun run = TunerRun.of("report", results().toString(), "--publish", out.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        BenchResults published = ResultsFile.read(out.resolve("results.json"));
        JsonNode sample = published.jmh().get(1).path("primaryMetric");
        assertThat(sample.has("rawDataHistogram")).isFalse();
        assertThat(published.jmh().get(1).path("jvmArgs").toString()).contains("-Xmx2g", "-Dlogtune.log.root=<local path>",
                "-Dlogtune.home=<project>").doesNotContain("/home/");
        assertThat(published.jmh().get(1).path("jvm").asText()).isEqualTo("<java.home>/bin/java");
        assertThat(published.failures()).containsExactly("raw-write x4 thrpt: failed, see <results>/jmh-logs/x.log");
        // JMH's own array, histograms kept, the paths gone from it too.
        JsonNode jmhArray = ResultsFile.mapper().readTree(out.resolve("jmh.json").toFile());
        assertThat(jmhArray.get(1).path("primaryMetric").path("rawDataHistogram").toString()).isEqualTo("[[[[1.0,5]]]]");
        for (Path file : java.util.List.of(out.resolve("jmh.json"), out.resolve("results.json"), out.resolve("summary.md"))) {
            assertThat(Files.readString(file)).as(file.toString()).doesNotContain(dir.toString(), ProjectPaths.home().toString(),
                    "/home/", "/usr/lib/jvm");
        }
        assertThat(sample.path("scorePercentiles").path("99.0").asDouble()).isEqualTo(12.0);
        assertThat(published.rates()).hasSize(1);
        assertThat(Files.readString(out.resolve("summary.md"))).startsWith("# logtune results");
        TunerRun again = TunerRun.of("report", results().toString(), "--publish", out.toString());
        assertThat(again.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(again.err().strip()).isEqualTo("tuner: " + out.resolve("results.json") + " exists; nothing was written (--force replaces it)");
    }

    @Test
    void printsTheSummaryOrJmhsOwnArray() throws Exception {
        assertThat(TunerRun.of("report", results().toString()).out()).contains("## Events per second, by threads");
        JsonNode jmh = ResultsFile.mapper().readTree(TunerRun.of("report", results().toString(), "--jmh").out());
        assertThat(jmh.isArray()).isTrue();
        assertThat(jmh.get(0).path("primaryMetric").path("score").asDouble()).isEqualTo(200_000);
    }

    @Test
    void aMissingFileIsOneLine() {
        TunerRun run = TunerRun.of("report", dir.resolve("none.json").toString());
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip()).isEqualTo("tuner: results file " + dir.resolve("none.json") + " does not exist");
    }

    @Test
    void mergesRunsThatMeasuredDifferentTrialsAndRefusesOverlap() throws Exception {
        Path first = dir.resolve("first.json");
        ResultsFile.write(new SyntheticResults().throughput("logback-file", 4, 200_000, 2400).build(), first);
        Path second = dir.resolve("second.json");
        ResultsFile.write(new SyntheticResults().throughput("logback-file", 64, 150_000, 2400)
                .rate("logback-file", 38_000, 60, 120, true).build(), second);
        Path out = dir.resolve("merged");
        TunerRun run = TunerRun.of("report", first.toString(), second.toString(), "--publish", out.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        BenchResults merged = ResultsFile.read(out.resolve("results.json"));
        assertThat(merged.trials()).extracting(t -> t.threads()).containsExactly(4, 64);
        assertThat(merged.rates()).hasSize(1);

        TunerRun overlap = TunerRun.of("report", first.toString(), first.toString());
        assertThat(overlap.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(overlap.err().strip()).isEqualTo("tuner: two runs both measured logback-file order x4 thrpt;"
                + " merge runs that measured different trials");
    }

    @Test
    void aRetiredSetupIsMeasuredAgainInTheFilesThatFollowAndATypoWritesNothing() throws Exception {
        Path reference = dir.resolve("reference.json");
        ResultsFile.write(new SyntheticResults().throughput("logback-console", 4, 90_000, 2400)
                .throughput("logback-file", 4, 200_000, 2400).rate("logback-console", 38_000, 60, 55_000, true).build(), reference);
        Path again = dir.resolve("again.json");
        ResultsFile.write(new SyntheticResults().throughput("logback-console", 4, 160_000, 2400)
                .rate("logback-console", 38_000, 60, 300, true).build(), again);
        Path out = dir.resolve("renewed");

        TunerRun run = TunerRun.of("report", reference.toString(), again.toString(), "--retire", "logback-console",
                "--publish", out.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        BenchResults renewed = ResultsFile.read(out.resolve("results.json"));
        assertThat(renewed.trials()).extracting(t -> t.setup() + " " + Math.round(t.score()))
                .containsExactlyInAnyOrder("logback-file 200000", "logback-console 160000");
        assertThat(renewed.rates()).extracting(r -> r.response().p99()).containsExactly(300.0);

        TunerRun typo = TunerRun.of("report", reference.toString(), again.toString(), "--retire", "logback-consle",
                "--publish", dir.resolve("typo").toString());
        assertThat(typo.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(typo.err().strip()).isEqualTo("tuner: --retire logback-consle: " + reference
                + " measured nothing of it; nothing was written");
        assertThat(dir.resolve("typo")).doesNotExist();
    }
}

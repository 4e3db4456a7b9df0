package dev.logtune.tuner.report;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.advice.SyntheticResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** recommend --report: the pick against its level set and the frameworks' defaults, and a comment for a pull request. */
class TargetReportTest {
    @TempDir
    Path dir;

    private Path results() throws Exception {
        SyntheticResults synthetic = new SyntheticResults();
        for (int threads : new int[] {32, 64}) {
            synthetic.throughput("logback-file", threads, 200_000, 2400)
                    .throughput("logback-async-q8192-t0", threads, 300_000, 2300)
                    .throughput("log4j2-async-raf", threads, 900_000, 50)
                    .throughput("log4j2-asyncroot-raf", threads, 800_000, 60);
        }
        return synthetic.raced("logback-file", 160)
                .raced("logback-file", 100_000, 60, 0, 900, 1)
                .raced("logback-async-q8192-t0", 110)
                .raced("log4j2-async-raf", 70)
                .raced("log4j2-asyncroot-raf", 71)
                .write(dir);
    }

    @Test
    void drawsTheChosenSetupBesideItsLevelSetAndLogbacksDefaults() throws Exception {
        Path report = dir.resolve("report");
        // The synthetic results measure plain files.
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results().toString(),
                "--report", report.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        Path none = dir.resolve("none");
        TunerRun nothing = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--results", results().toString(),
                "--report", none.toString());
        assertThat(nothing.exit()).as(nothing.err()).isEqualTo(1);
        assertThat(Files.readString(none.resolve("index.html"))).contains("logtune: no setup meets the target")
                .contains("No measured setup meets the target");

        String page = Files.readString(report.resolve("index.html"));
        Matcher heading = Pattern.compile("<h1>logtune recommends (log4j2-async(?:root)?-raf)</h1>").matcher(page);
        assertThat(heading.find()).as("the two Log4j2 async setups are level; either is the pick").isTrue();
        String pick = heading.group(1);
        String other = pick.equals("log4j2-async-raf") ? "log4j2-asyncroot-raf" : "log4j2-async-raf";
        assertThat(page).contains("id=\"at-target\"", "id=\"response-p99-t60\"");
        // The chosen bar at its median over its ten runs (70 or 71 us times the blocks' machine, 1.15 at the median)
        // with its interval as the whisker; the other one level with it.
        assertThat(Pattern.compile("data-setup=\"" + pick + "\"[^>]*data-value=\"8[0-9](\\.[0-9])?\".*?data-kind=\"chosen\"",
                Pattern.DOTALL).matcher(page).find()).isTrue();
        assertThat(Pattern.compile("data-setup=\"" + other + "\".*?data-kind=\"level\"", Pattern.DOTALL).matcher(page).find()).isTrue();
        assertThat(page).contains("data-setup=\"logback-file\"", "class=\"whisker\"",
                "class=\"target-line\"", "Logback's defaults");
        assertThat(page).doesNotContain("<script", "https://");

        String comment = Files.readString(report.resolve("comment.md"));
        assertThat(comment).startsWith("**logtune recommends `" + pick + "` for 38k events/s over 60 threads.**")
                .contains("| `" + other + "` |", "The rows are level: each within", "paired in the same blocks",
                        "`" + report.resolve("index.html") + "`")
                .doesNotContain("intervals overlap", "](index.html)");
        assertThat(comment.length()).as("fits a pull-request comment").isLessThan(4_000);

        TunerRun again = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--results", results().toString(),
                "--report", report.toString());
        assertThat(again.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(again.err().strip()).isEqualTo("tuner: " + report.resolve("index.html") + " exists; nothing was written (--force replaces it)");
    }

    @Test
    void underOneFrameworkNoSetupIsTheOtherFrameworksBestAndWhiskersDecideNothing() throws Exception {
        Path report = dir.resolve("logback-report");
        TunerRun run = TunerRun.of("recommend", "--plain-file", "--rate", "38000", "--threads", "60", "--results", results().toString(),
                "--framework", "logback", "--report", report.toString());
        assertThat(run.exit()).as(run.err()).isZero();

        String page = Files.readString(report.resolve("index.html"));
        assertThat(page).doesNotContain("the other framework's best", "whiskers overlap are level")
                .contains("decided from their p99 ratio in the same interleaved blocks");
    }

    @Test
    void theResultsCommentNamesTheLeadersAndTheLevelSet() throws Exception {
        TunerRun run = TunerRun.of("report", results().toString(), "--html", dir.resolve("page").toString());
        assertThat(run.exit()).as(run.err()).isZero();

        String comment = Files.readString(dir.resolve("page/comment.md"));
        assertThat(comment).contains("**Capacity at 64 threads** (events/s, none lost): `log4j2-async-raf` 900k",
                "**Response at 100k/s over 60 threads**", "`logback-file` p99 1.0k us",
                "All charts: `" + dir.resolve("page").resolve("index.html") + "`").doesNotContain("](index.html)");
    }

    @Test
    void aRollingTargetIsComparedWithTheRollingDefaultsAsTheTerminalDoes() throws Exception {
        SyntheticResults synthetic = new SyntheticResults();
        for (int threads : new int[] {32, 64}) {
            synthetic.throughput("logback-rolling-boot", threads, 200_000, 2400)
                    .throughput("log4j2-rolling-boot", threads, 200_000, 2400)
                    .throughput("logback-async-q8192-t0-rolling", threads, 300_000, 2300);
        }
        Path results = synthetic.raced("logback-rolling-boot", 160).raced("log4j2-rolling-boot", 170)
                .raced("logback-async-q8192-t0-rolling", 60).write(dir);
        Path report = dir.resolve("rolling");
        TunerRun run = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--results", results.toString(),
                "--report", report.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Logback's defaults  logback-rolling-boot");
        String page = Files.readString(report.resolve("index.html"));
        assertThat(page).contains("data-setup=\"logback-rolling-boot\"", "data-setup=\"log4j2-rolling-boot\"", "Logback's defaults",
                "Log4j2's defaults").doesNotContain("data-setup=\"logback-file\"");
    }
}

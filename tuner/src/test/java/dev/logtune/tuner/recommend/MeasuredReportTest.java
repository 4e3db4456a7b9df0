package dev.logtune.tuner.recommend;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.advice.DataSource;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.Recommender;
import dev.logtune.tuner.advice.SyntheticResults;
import dev.logtune.tuner.advice.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The measured section of recommend's report, from a race fed with chosen runs; and the race's options. */
class MeasuredReportTest {
    @TempDir
    Path dir;

    @Test
    void showsEachSetupsRunsIntervalDropOutAndTheControlAndSaysWhatWasLevel() {
        MeasurementRace race = new MeasurementRace(List.of("log4j2-async-raf", "logback-async-q8192-t0-buffered", "slow"),
                "logback-file", Comparator.comparing(s -> 0), Duration.ofHours(1), 8);
        double[] machine = {1.0, 1.4, 0.8, 1.2, 1.9, 0.9, 1.1, 0.7};
        double[] own = {1.03, 0.98, 1.01, 0.97, 1.04, 0.99, 1.02, 0.96};
        for (int round = 1; round <= 8; round++) {
            double m = machine[round - 1];
            List<RateRecord> runs = new java.util.ArrayList<>();
            runs.add(run("log4j2-async-raf", 100 * m * own[round - 1], round));
            runs.add(run("logback-async-q8192-t0-buffered", 104 * m * own[(round + 3) % 8], round));
            runs.add(run("slow", 300 * m * own[(round + 5) % 8], round));
            runs.add(run("logback-file", 400 * m * own[(round + 1) % 8], round));
            runs.add(run(HarnessLabels.CONTROL, 50, round));
            race.add(runs, Duration.ofSeconds(30));
        }
        RecommendOutput output = new RecommendOutput(recommendation(), race.standings(), race.pick(), List.of(), List.of());

        String text = RecommendReport.build(output, null).toText();

        assertThat(text).contains("Measured on this machine at the target", "median p99 (95% interval)",
                "out at round 8", "slow dropped out at round 8: p99 ", "the leader log4j2-async-raf's in the same blocks",
                "logback-file (Logback defaults, the bar)", "control (no logging)", "50 us (50-50 us)",
                "Race: ended after 8 rounds: the round limit (8) was reached",
                "level: within the margin of each other in the same rounds: log4j2-async-raf, logback-async-q8192-t0-buffered",
                "Chosen by measurement: log4j2-async-raf");
        assertThat(text).doesNotContain("separated: the runs here");
    }

    @Test
    void refusesARaceWithoutRoundsBeforeMeasuringAnything() throws Exception {
        Path results = results().write(dir);
        TunerRun run = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--results", results.toString(),
                "--measure", "--max-rounds", "0");
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("--max-rounds must be at least 1").doesNotContain("round 1");
        TunerRun noBudget = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--results", results.toString(),
                "--measure", "--budget", "0s");
        assertThat(noBudget.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(noBudget.err()).contains("--budget");
    }

    private static Recommendation recommendation() {
        BenchResults built = results().build();
        return new Recommender(new DataSource(built, "test", true, built.machine())).recommend(Target.of(38_000, 60).plain());
    }

    private static SyntheticResults results() {
        SyntheticResults synthetic = new SyntheticResults();
        for (int threads : new int[] {32, 64}) {
            synthetic.throughput("logback-file", threads, 200_000, 2400)
                    .throughput("logback-async-q8192-t0-buffered", threads, 500_000, 2300)
                    .throughput("log4j2-async-raf", threads, 900_000, 50);
        }
        return synthetic.rate("logback-file", 38_000, 60, 140, true)
                .rate("logback-async-q8192-t0-buffered", 38_000, 60, 80, true)
                .rate("log4j2-async-raf", 38_000, 60, 70, true);
    }

    private static RateRecord run(String setup, double p99, int block) {
        Latency response = new Latency(1000, p99 / 3, p99 / 2, p99, p99 * 3, p99 * 10);
        long calls = 190_000;
        return new RateRecord(setup, "steady", "", 60, 38_000, 5, 38_000, true, response, response, null, null,
                p99 * 10 / 1000, -1, 0, calls, calls, 0, 0, Verdict.COMPLETE, "", block, null, null);
    }
}

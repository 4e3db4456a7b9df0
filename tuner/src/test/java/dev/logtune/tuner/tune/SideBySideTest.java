package dev.logtune.tuner.tune;

import dev.logtune.lab.results.RateRecord;
import dev.logtune.tuner.advice.SyntheticResults;
import dev.logtune.tuner.measure.ConfigRun;
import dev.logtune.tuner.measure.ConfigVerdict;
import dev.logtune.benchmarks.harness.HarnessRequest;
import dev.logtune.lab.run.Scenario;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.measure.Measuring;
import dev.logtune.tuner.verify.VerifyCommand;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** tune --verify compares the two files round by round, as recommend compares setups in blocks. */
class SideBySideTest {

    private static SideBySide.Side side(double... p99s) {
        List<RateRecord> runs = new SyntheticResults().runs("logback-file", 38_000, 60, 0, p99s).build().rates().stream()
                .filter(r -> !r.isControl()).toList();
        SideBySide.Side side = new SideBySide.Side();
        for (RateRecord run : runs) {
            ConfigRun report = new ConfigRun("logback.xml", "Logback", 38_000, 60, 5, "steady", null, run, ConfigVerdict.PASS, List.of(), List.of());
            side.reports().add(report);
            side.byRound().add(report);
        }
        return side;
    }

    @Test
    void roundsThatMoveTogetherSeparateAFasterTunedFile() {
        // The machine moves both files 4x between rounds; within each round the tuned file is about 2.5x faster.
        String verdict = SideBySide.paired(side(1000, 4000, 1500, 3000, 800, 2000), side(400, 1500, 600, 1250, 300, 800));
        assertThat(verdict).contains("faster").contains("over 6 rounds").contains("margin 2x");
    }

    @Test
    void fewerThanSixRoundsAreUndecidedNeverLevel() {
        String verdict = SideBySide.paired(side(1000, 1000, 1000), side(1000, 1000, 1000));
        assertThat(verdict).startsWith("undecided: 3 rounds with both files").doesNotContain("level");
    }

    @Test
    void aRoundOneFileDidNotRunIsLeftOutOfThePairs() {
        SideBySide.Side original = side(1000, 4000, 1500, 3000, 800, 2000);
        SideBySide.Side tuned = side(400, 1500, 600, 1250, 300, 800);
        tuned.byRound().set(3, null);
        assertThat(SideBySide.paired(original, tuned)).startsWith("undecided: 5 rounds with both files");
    }

    @Test
    void eachRunIsTheRunVerifyMadeOfTheArgumentsTuneOnceHandedIt() {
        // Before the measuring service, tune ran `tuner verify` with these arguments and read its JSON back.
        Path work = Path.of("/tmp/logtune-verify-1/work");
        for (double rate : new double[] {5_000, 38_000, 230_000, 1_200_000}) {
            for (Duration duration : List.of(Duration.ofSeconds(5), Duration.ofMillis(1500), Duration.ofSeconds(60))) {
                CommandLine verify = new CommandLine(new VerifyCommand());
                verify.parseArgs("--config", "logback.xml", "--rate", String.format(Locale.ROOT, "%.0f", rate), "--threads", "60",
                        "--duration", duration.toMillis() + "ms", "--format", "json");
                CommandLine.Model.CommandSpec spec = verify.getCommandSpec();
                double parsedRate = spec.findOption("--rate").getValue();
                int threads = spec.findOption("--threads").getValue();
                Duration warmup = spec.findOption("--warmup").getValue();
                Duration measured = spec.findOption("--duration").getValue();
                for (LoggingTarget config : java.util.Arrays.asList(null, LoggingTarget.of(Matrix.require("logback-file"), true))) {
                    HarnessRequest before = new HarnessRequest(config, parsedRate, threads, warmup.toNanos() / 1e9,
                            measured.toNanos() / 1e9, Scenario.steady(), null, work.toString(), HarnessRequest.spinFor(parsedRate), null);
                    assertThat(Measuring.request(config, Target.of(rate, 60), SideBySide.length(duration), Scenario.steady(), null, work))
                            .usingRecursiveComparison().isEqualTo(before);
                }
            }
        }
    }
}

package dev.logtune.tuner.tune;

import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.tuner.advice.SyntheticResults;
import dev.logtune.tuner.verify.VerifyReport;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** tune --verify compares the two files round by round, as recommend compares setups in blocks. */
class SideBySideTest {

    private static SideBySide.Side side(double... p99s) {
        List<RateRecord> runs = new SyntheticResults().runs("logback-file", 38_000, 60, 0, p99s).build().rates().stream()
                .filter(r -> !r.isControl()).toList();
        SideBySide.Side side = new SideBySide.Side();
        for (RateRecord run : runs) {
            VerifyReport report = new VerifyReport("logback.xml", "Logback", 38_000, 60, 5, "steady", null, run, "PASS", List.of(), List.of());
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
}

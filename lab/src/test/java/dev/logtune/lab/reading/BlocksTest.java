package dev.logtune.lab.reading;

import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.RunEvidence;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class BlocksTest {
    static RateRecord run(String setup, String session, int block, double p99) {
        Latency latency = new Latency(1000, p99 / 3, p99 / 2, p99, p99 * 2, p99 * 4);
        return new RateRecord(setup, "steady", "", 60, 230_000, 3, 230_000, true, latency, latency, null, null, 1, -1, 0,
                1000, setup.equals(HarnessLabels.CONTROL) ? 0 : 1000, 0, 0, Verdict.COMPLETE, "", block, null, session);
    }

    /** Blocks 1..n of a session: each setup's p99 is its factor times the block's machine, the control 100 us times it. */
    static List<RateRecord> session(String session, int blocks, Object... setupsAndFactors) {
        List<RateRecord> records = new ArrayList<>();
        for (int b = 1; b <= blocks; b++) {
            double machine = 1 + (b * 7 % 5) * 0.4;
            records.add(run(HarnessLabels.CONTROL, session, b, 100 * machine));
            for (int i = 0; i < setupsAndFactors.length; i += 2) {
                double factor = (Double) setupsAndFactors[i + 1];
                records.add(run((String) setupsAndFactors[i], session, b, 100 * factor * machine * (b % 2 == 0 ? 1.1 : 0.9)));
            }
        }
        return records;
    }

    @Test
    void setupsOfTwoSessionsAreNeverPaired() {
        List<RateRecord> records = new ArrayList<>(session("monday", 8, "a", 2.0));
        records.addAll(session("tuesday", 8, "b", 4.0));
        List<Blocks> groups = Blocks.group(records);
        assertThat(groups).hasSize(2);
        for (Blocks blocks : groups) {
            assertThat(blocks.compare("a", "b", 2, false)).isNull();
            assertThat(blocks.has("a") ^ blocks.has("b")).isTrue();
        }
    }

    @Test
    void theWidestSessionAtAPointCarriesTheComparison() {
        List<RateRecord> records = new ArrayList<>(session("screen", 1, "a", 2.0, "b", 4.0));
        records.addAll(session("race", 9, "a", 2.0, "b", 4.0));
        Blocks blocks = Blocks.widest(records, 230_000, 60).orElseThrow();
        assertThat(blocks.session()).isEqualTo("race");
        assertThat(blocks.blocks()).isEqualTo(9);
        assertThat(blocks.compare("a", "b", 1.5, false).standing()).isEqualTo(Standing.FASTER);
        assertThat(blocks.compare("a", null, 1.5, false).against()).isEqualTo("no logging");
    }

    @Test
    void aSessionThatRacedEveryCandidateCarriesThePointOverALongerOneThatScreenedThemAndRacedAFew() {
        // Screened: a, b and c in four blocks; then a and b alone in twelve more: sixteen blocks, c in four.
        List<RateRecord> records = new ArrayList<>(session("screen-then-race", 4, "a", 2.0, "b", 4.0, "c", 8.0));
        session("screen-then-race", 16, "a", 2.0, "b", 4.0).stream().filter(r -> r.block() > 4).forEach(records::add);
        records.addAll(session("all-raced", 12, "a", 2.0, "b", 4.0, "c", 8.0));

        Blocks blocks = Blocks.widest(records, 230_000, 60, List.of("a", "b", "c")).orElseThrow();

        assertThat(blocks.session()).isEqualTo("all-raced");
        assertThat(blocks.compare("a", "c", 1.5, false).standing()).isEqualTo(Standing.FASTER);
    }

    @Test
    void aSessionOfTheCurrentPacerCarriesThePointOverAWiderOneOfTheOldPacer() {
        List<RateRecord> records = new ArrayList<>(session("old-pacer", 16, "a", 4.0, "b", 2.0));
        RunEvidence bounded = new RunEvidence(null, 0, 0, 0, 0, 0, 0, 0, 0, List.of(), List.of(), 870L);
        session("bounded-spin", 8, "a", 2.0, "b", 4.0).forEach(r -> records.add(r.withEvidence(bounded)));
        Blocks blocks = Blocks.widest(records, 230_000, 60).orElseThrow();
        assertThat(blocks.session()).isEqualTo("bounded-spin");
        assertThat(blocks.currentPacer()).isTrue();
        assertThat(blocks.compare("a", "b", 1.5, false).standing()).isEqualTo(Standing.FASTER);
    }

    @Test
    void aBlockWhoseControlMeasuredABusyMachineGoesWhole() {
        List<RateRecord> records = new ArrayList<>(session("race", 8, "a", 2.0, "b", 2.0));
        records.removeIf(r -> r.isControl() && r.block() == 3);
        records.add(run(HarnessLabels.CONTROL, "race", 3, 5_000));
        Blocks blocks = Blocks.widest(records, 230_000, 60).orElseThrow();
        assertThat(blocks.blocks()).isEqualTo(7);
        assertThat(blocks.blocks("a")).isEqualTo(7);
        assertThat(blocks.dropped()).singleElement().asString().startsWith("block 3: the control's p99");
        assertThat(blocks.compare("a", "b", 1.5, false).blocks()).isEqualTo(7);
    }
}

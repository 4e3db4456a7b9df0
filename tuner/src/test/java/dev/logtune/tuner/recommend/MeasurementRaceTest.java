package dev.logtune.tuner.recommend;

import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.tuner.recommend.RaceRound.Stop;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/** The race's decisions, fed with runs whose figures a test chooses: no JVM is started. */
class MeasurementRaceTest {
    private static final double RATE = 38_000;
    private static final Comparator<String> SHORTLIST_ORDER = Comparator.comparing(s -> 0);
    private static final Duration PLENTY = Duration.ofHours(1);

    /** How the machine moved from round to round: every run of a round sees it alike. */
    private static final double[] MACHINE = {1.0, 1.5, 0.8, 1.2, 2.0, 0.9, 1.1, 0.7, 1.4, 1.3, 0.95, 1.05};
    private static final double[] OWN = {1.03, 0.98, 1.01, 0.97, 1.04, 0.99, 1.02, 0.96, 1.0, 1.03, 0.98, 1.01};

    private static double p99(double micros, int round, int shift) {
        return micros * MACHINE[round - 1] * OWN[(round - 1 + shift) % OWN.length];
    }

    @Test
    void aClearlyWorseSetupDropsOutAtTheFirstPlannedLookAndTheLeaderSeparates() {
        MeasurementRace race = new MeasurementRace(List.of("fast", "slow"), "logback-file", SHORTLIST_ORDER, PLENTY, 12);
        for (int round = 1; round <= 7; round++) {
            RaceRound outcome = race.add(round(round, held("fast", p99(100, round, 0)), held("slow", p99(300, round, 3)),
                    held("logback-file", p99(104, round, 6))), Duration.ofSeconds(30));
            // Before the first planned look nothing is judged, however far apart the runs are.
            assertThat(outcome.droppedOut()).isEmpty();
            assertThat(outcome.stop()).isNull();
            assertThat(race.entrants()).containsExactly("fast", "slow", "logback-file");
        }
        RaceRound look = race.add(round(8, held("fast", p99(100, 8, 0)), held("slow", p99(300, 8, 3)),
                held("logback-file", p99(104, 8, 6))), Duration.ofSeconds(30));

        assertThat(look.droppedOut()).singleElement().satisfies(d -> {
            assertThat(d.setup()).isEqualTo("slow");
            assertThat(d.round()).isEqualTo(8);
            assertThat(d.why()).contains("the leader fast's in the same blocks, worse by more than");
        });
        assertThat(look.stop()).isEqualTo(Stop.SEPARATED);
        assertThat(race.separated()).isTrue();
        assertThat(race.pick()).isEqualTo("fast");
        assertThat(race.level()).containsExactly("fast");
        assertThat(race.standings()).extracting(MeasuredCandidate::setup, MeasuredCandidate::role, MeasuredCandidate::runs,
                        MeasuredCandidate::droppedOutAt, MeasuredCandidate::level)
                .containsExactly(tuple("fast", "candidate", 8, 0, true),
                        tuple("slow", "candidate", 8, 8, false),
                        tuple("logback-file", "reference", 8, 0, false),
                        tuple(HarnessLabels.CONTROL, "control", 8, 0, false));
        assertThat(race.standings().get(0).qualifies()).isTrue();
        assertThat(race.standings().get(2).note()).startsWith("over the leader fast: ").contains("level");
        assertThat(race.standings().get(3).note()).contains("8 rounds", "only fast was left standing");
    }

    @Test
    void setupsWithinTheMarginAreLevelAndTheHouseOrderPicks() {
        // "second" is a little faster, but the house rules put "first" ahead, as they do for the recommendation.
        Comparator<String> houseRules = Comparator.comparing(s -> !s.equals("first"));
        MeasurementRace race = new MeasurementRace(List.of("first", "second"), null, houseRules, PLENTY, 8);
        for (int round = 1; round <= 8; round++) {
            RaceRound outcome = race.add(round(round, held("first", p99(110, round, 0)), held("second", p99(100, round, 5))),
                    Duration.ofSeconds(20));
            assertThat(outcome.droppedOut()).isEmpty();
            assertThat(outcome.stop()).isEqualTo(round < 8 ? null : Stop.MAX_ROUNDS);
        }

        assertThat(race.over()).isTrue();
        assertThat(race.separated()).isFalse();
        assertThat(race.leader()).isEqualTo("second");
        assertThat(race.level()).containsExactly("first", "second");
        assertThat(race.pick()).isEqualTo("first");
        assertThat(race.standings()).filteredOn(MeasuredCandidate::level).hasSize(2);
        assertThat(Measurement.levelLine(race.level())).isEqualTo("level: within the margin of each other in the same rounds: first, second");
        assertThat(race.stopReason()).isEqualTo("the round limit (8) was reached");
    }

    @Test
    void roundsThatCannotDecideLeaveTheRaceUndecided() {
        MeasurementRace race = new MeasurementRace(List.of("a", "b"), null, SHORTLIST_ORDER, PLENTY, 8, 1.25);
        double[] a = {100, 300, 80, 250, 90, 280, 120, 200};
        double[] b = {260, 90, 240, 100, 300, 85, 210, 110};
        for (int round = 1; round <= 8; round++) {
            race.add(round(round, held("a", a[round - 1]), held("b", b[round - 1])), Duration.ofSeconds(20));
        }
        assertThat(race.pick()).isNull();
        assertThat(race.level()).isEmpty();
        assertThat(race.standings().get(1).note()).startsWith("undecided");
    }

    @Test
    void stopsBeforeARoundThatWouldOverrunTheBudget() {
        MeasurementRace race = new MeasurementRace(List.of("a", "b"), null, SHORTLIST_ORDER, Duration.ofSeconds(100), 10);
        // Three runs a round (two setups and the control) at 10 s a run: 30, 60, 90 s used; a fourth would make 120.
        for (int round = 1; round <= 2; round++) {
            RaceRound outcome = race.add(round(round, held("a", 100 + round), held("b", 104 - round)), Duration.ofSeconds(30));
            assertThat(outcome.stop()).isNull();
            assertThat(outcome.nextRound()).isEqualTo(Duration.ofSeconds(30));
        }
        RaceRound third = race.add(round(3, held("a", 100), held("b", 101)), Duration.ofSeconds(30));

        assertThat(third.stop()).isEqualTo(Stop.BUDGET);
        assertThat(third.used()).isEqualTo(Duration.ofSeconds(90));
        assertThat(race.rounds()).isEqualTo(3);
        assertThat(race.stopReason()).contains("about 30 s", "1 min 40 s budget");
        assertThat(race.separated()).isFalse();
        // Three rounds give no paired interval: nothing is level and nothing picked.
        assertThat(race.level()).isEmpty();
        assertThatThrownBy(() -> race.add(round(4, held("a", 100), held("b", 101)), Duration.ofSeconds(30)))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theBudgetEstimateShrinksWithTheField() {
        MeasurementRace race = new MeasurementRace(List.of("a", "b", "c"), null, SHORTLIST_ORDER, PLENTY, 10);
        RaceRound first = race.add(round(1, held("a", 100), held("b", 100), lossy("c", 100, 3)), Duration.ofSeconds(40));
        // Four runs took 40 s; the next round runs a, b and the control only.
        assertThat(first.nextRound()).isEqualTo(Duration.ofSeconds(30));
    }

    @Test
    void aSetupThatLosesEventsDropsOutAtOnceAndIsNeverPicked() {
        MeasurementRace race = new MeasurementRace(List.of("safe", "lossy"), null, SHORTLIST_ORDER, PLENTY, 10);
        RaceRound first = race.add(round(1, held("safe", 200), lossy("lossy", 20, 5)), Duration.ofSeconds(30));

        assertThat(first.droppedOut()).singleElement().satisfies(d -> {
            assertThat(d.setup()).isEqualTo("lossy");
            assertThat(d.round()).isEqualTo(1);
            assertThat(d.why()).isEqualTo("lost 5 events");
        });
        assertThat(race.entrants()).containsExactly("safe");
        // Alone after one run is not separated: it still needs the rounds to the first planned look.
        assertThat(first.stop()).isNull();
        for (int round = 2; round <= 7; round++) {
            assertThat(race.add(round(round, held("safe", 200 + round)), Duration.ofSeconds(20)).stop()).isNull();
        }
        RaceRound look = race.add(round(8, held("safe", 190)), Duration.ofSeconds(20));

        assertThat(look.stop()).isEqualTo(Stop.SEPARATED);
        assertThat(race.pick()).isEqualTo("safe");
        MeasuredCandidate lossy = race.standings().get(1);
        assertThat(lossy.lost()).isEqualTo(5);
        assertThat(lossy.droppedOutAt()).isEqualTo(1);
        assertThat(lossy.qualifies()).isFalse();
    }

    @Test
    void aSetupThatDoesNotHoldTheRateDropsOutAtTheFirstLook() {
        MeasurementRace race = new MeasurementRace(List.of("steady", "behind"), null, SHORTLIST_ORDER, PLENTY, 10);
        for (int round = 1; round <= 7; round++) {
            assertThat(race.add(round(round, held("steady", 100), behind("behind", 90)), Duration.ofSeconds(30)).droppedOut())
                    .isEmpty();
        }
        RaceRound look = race.add(round(8, held("steady", 100), behind("behind", 90)), Duration.ofSeconds(30));

        assertThat(look.droppedOut()).extracting(RaceRound.DropOut::setup, RaceRound.DropOut::why)
                .containsExactly(tuple("behind", "did not hold the rate"));
        assertThat(race.pick()).isEqualTo("steady");
    }

    @Test
    void aFailedRunDropsOutWithWhyAndNoneLeftEndsTheRace() {
        MeasurementRace race = new MeasurementRace(List.of("broken"), null, SHORTLIST_ORDER, PLENTY, 10);
        RaceRound first = race.add(round(1, failed("broken", "failed: no appender")), Duration.ofSeconds(5));

        assertThat(first.droppedOut()).extracting(RaceRound.DropOut::why).containsExactly("failed: no appender");
        assertThat(first.stop()).isEqualTo(Stop.NONE_LEFT);
        assertThat(race.pick()).isNull();
        assertThat(race.standings().get(0).qualifies()).isFalse();
    }

    @Test
    void droppingEventsByPolicyNeverBuysTheLead() {
        MeasurementRace race = new MeasurementRace(List.of("keeps", "drops"), null, SHORTLIST_ORDER, PLENTY, 8);
        for (int round = 1; round <= 8; round++) {
            race.add(round(round, held("keeps", p99(100, round, 0)), discarding("drops", p99(50, round, 4))), Duration.ofSeconds(10));
        }

        assertThat(race.leader()).isEqualTo("keeps");
        assertThat(race.pick()).isEqualTo("keeps");
        assertThat(race.standings().get(1).note()).isEqualTo("ahead, but dropped events by policy");
    }

    /** One round: the runs given and the control beside them. */
    private static List<RateRecord> round(int block, RateRecord... runs) {
        List<RateRecord> all = new ArrayList<>();
        for (RateRecord run : runs) {
            all.add(run.withBlock(block));
        }
        all.add(held(HarnessLabels.CONTROL, 50).withBlock(block));
        return all;
    }

    private static RateRecord held(String setup, double p99) {
        return record(setup, p99, true, 0, 0);
    }

    private static RateRecord behind(String setup, double p99) {
        return record(setup, p99, false, 0, 0);
    }

    private static RateRecord lossy(String setup, double p99, long lost) {
        return record(setup, p99, true, lost, 0);
    }

    private static RateRecord discarding(String setup, double p99) {
        return record(setup, p99, true, 0, 1_000);
    }

    private static RateRecord failed(String setup, String note) {
        return new RateRecord(setup, "steady", "", 60, RATE, 0, 0, false, null, null, null, null, 0, -1, 0, 0, 0, 0, 0,
                null, note, 0, null, null);
    }

    /** Like SyntheticResults: p99 in microseconds, the rest of the distribution derived from it. */
    private static RateRecord record(String setup, double p99, boolean held, long lost, long discarded) {
        Latency response = new Latency(1000, p99 / 3, p99 / 2, p99, p99 * 3, p99 * 10);
        long calls = (long) (RATE * 5);
        return new RateRecord(setup, "steady", "", 60, RATE, 5, held ? RATE : RATE / 2, held, response, response, null, null,
                p99 * 10 / 1000, -1, 0, calls, calls - lost - discarded, discarded, lost,
                lost > 0 ? Verdict.LOSSY : discarded > 0 ? Verdict.DROPPED : Verdict.COMPLETE, "", 0, null, null);
    }
}

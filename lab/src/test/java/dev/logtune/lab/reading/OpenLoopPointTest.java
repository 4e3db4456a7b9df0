package dev.logtune.lab.reading;

import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.RunEvidence;
import dev.logtune.lab.audit.Verdict;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class OpenLoopPointTest {
    private static final Latency CONTROL = new Latency(1000, 20, 30, 50, 150, 2000);

    private static RateRecord run(String setup, int block, double p99, boolean held, boolean disturbed, long discarded) {
        Latency response = new Latency(1000, p99 / 3, p99 / 2, p99, p99 * 3, p99 * 10);
        RunEvidence evidence = new RunEvidence(CONTROL, 0, 0, 0, 0, 0, 1, 1, 0, List.of("-Xmx2g"),
                disturbed ? List.of("the JVM stood still for 90.0 ms at once") : List.of(), null);
        return new RateRecord(setup, "steady", "", 60, 38_000, 3, 38_000, held, response, response, CONTROL, CONTROL, 1, -1, 0,
                10_000, 10_000 - discarded, discarded, 0, discarded > 0 ? Verdict.DROPPED : Verdict.COMPLETE, "", block, evidence, null);
    }

    @Test
    void runsOfTheBoundedPacerSupersedeTheOlderPacersAtTheSamePoint() {
        List<RateRecord> runs = new ArrayList<>();
        // The older pacer: it fell behind once and measured slowly.
        runs.add(run("logback-disruptor-q8192-buffered", 1, 900_000, false, false, 0));
        runs.add(run("logback-disruptor-q8192-buffered", 2, 800_000, true, false, 0));
        runs.add(run(HarnessLabels.CONTROL, 1, 9_000, true, false, 0));
        for (int block = 1; block <= 3; block++) {
            runs.add(bounded(run("logback-disruptor-q8192-buffered", block, 10_000, true, false, 0)));
            runs.add(bounded(run(HarnessLabels.CONTROL, block, 1_000, true, false, 0)));
        }
        assertThat(OpenLoopPoint.group(runs)).singleElement().satisfies(point -> {
            assertThat(point.held()).isTrue();
            assertThat(point.used()).hasSize(3).allMatch(RateRecord::boundedPacer);
            assertThat(point.p99().median()).isEqualTo(10_000);
            assertThat(point.control().median()).isEqualTo(1_000);
        });
    }

    private static RateRecord bounded(RateRecord run) {
        RunEvidence e = run.evidence();
        return run.withEvidence(new RunEvidence(e.pacerWake(), e.gcCount(), e.gcMillis(), e.safepoints(), e.safepointMillis(),
                e.maxSafepointMillis(), e.lagFirstMillis(), e.lagLastMillis(), e.unstarted(), e.heap(), e.disturbances(), 870L));
    }

    @Test
    void aPointIsTheMedianOverRunsWithABootstrapIntervalBesideTheControl() {
        List<RateRecord> runs = new ArrayList<>();
        double[] p99s = {300, 500, 400, 350, 450};
        for (int i = 0; i < p99s.length; i++) {
            runs.add(run("logback-file", i + 1, p99s[i], true, false, 0));
        }
        runs.add(run(HarnessLabels.CONTROL, 1, 50, true, false, 0));
        List<OpenLoopPoint> points = OpenLoopPoint.group(runs);
        assertThat(points).singleElement().satisfies(point -> {
            assertThat(point.p99().median()).isEqualTo(400);
            assertThat(point.p99().low()).isLessThanOrEqualTo(400).isGreaterThanOrEqualTo(300);
            assertThat(point.p99().high()).isGreaterThanOrEqualTo(400).isLessThanOrEqualTo(500);
            assertThat(point.p99().modelled()).isFalse();
            assertThat(point.control().median()).isEqualTo(50);
            assertThat(point.levelWithControl()).isFalse();
        });
    }

    @Test
    void aSetupsOwnPausesAreReportedButNeverExcuseItsRun() {
        List<RateRecord> runs = List.of(run("logback-file", 1, 300, true, false, 0), run("logback-file", 2, 310, true, false, 0),
                run("logback-file", 3, 320, true, false, 0), run("logback-file", 4, 90_000, true, true, 0),
                run("logback-file", 5, 305, true, false, 0), run("logback-file", 6, 315, true, false, 0));
        OpenLoopPoint point = OpenLoopPoint.group(runs).get(0);
        assertThat(point.disturbed()).isEqualTo(1);
        assertThat(point.runs()).hasSize(6);
        // The long pause is the setup's cost: its run counts, so the interval reaches it.
        assertThat(point.used()).hasSize(6);
        assertThat(point.p99().high()).isGreaterThan(320);
    }

    @Test
    void theControlsIntervalComesFromTheUndisturbedControlRunsOfThePoint() {
        List<RateRecord> runs = new ArrayList<>();
        double[] controls = {80, 90, 4_000, 100, 110, 95};
        for (int i = 0; i < controls.length; i++) {
            runs.add(run("logback-file", i + 1, 300, true, false, 0));
            runs.add(run(HarnessLabels.CONTROL, i + 1, controls[i], true, controls[i] > 1_000, 0));
        }
        OpenLoopPoint point = OpenLoopPoint.group(runs).get(0);
        assertThat(point.control().runs()).isEqualTo(5);
        assertThat(point.control().high()).isLessThanOrEqualTo(110);
        assertThat(point.levelWithControl()).isFalse();
    }

    @Test
    void aPointWithARunThatDidNotHoldHasNoResponseFigures() {
        OpenLoopPoint point = OpenLoopPoint.group(List.of(run("logback-file", 1, 300, true, false, 0),
                run("logback-file", 2, 310, false, false, 0), run("logback-file", 3, 320, true, false, 0))).get(0);
        assertThat(point.held()).isFalse();
        assertThat(point.p99()).isNull();
        assertThat(point.levelWithControl()).isFalse();
    }

    @Test
    void theDropShareIsWhatThePolicyDroppedOfAllCalls() {
        OpenLoopPoint point = OpenLoopPoint.group(List.of(run("logback-async-q8192-t20", 1, 60, true, false, 8_400),
                run("logback-async-q8192-t20", 2, 60, true, false, 8_400), run("logback-async-q8192-t20", 3, 60, true, false, 8_400))).get(0);
        assertThat(point.dropShare()).isEqualTo(0.84);
    }

    @Test
    void oneRunGetsTheMachinesObservedSpreadAsItsIntervalMarkedModelled() {
        Interval single = BootstrapMedian.of(new double[] {300});
        assertThat(single.modelled()).isTrue();
        // Under five runs the bootstrap would be little more than the runs' range, covering the median 75-88% of the time.
        assertThat(BootstrapMedian.of(new double[] {300, 310, 320, 330}).modelled()).isTrue();
        assertThat(single.low()).isEqualTo(100);
        assertThat(single.high()).isEqualTo(900);
        assertThat(BootstrapMedian.of(new double[] {1, 2, 3, 4, 5})).isEqualTo(BootstrapMedian.of(new double[] {1, 2, 3, 4, 5}));
    }

    @Test
    void overlappingIntervalsAreLevelAndSeparatedOnesAreNot() {
        Interval a = new Interval(100, 80, 120, 5, false);
        Interval b = new Interval(130, 115, 150, 5, false);
        Interval c = new Interval(200, 160, 240, 5, false);
        assertThat(a.overlaps(b)).isTrue();
        assertThat(a.overlaps(c)).isFalse();
        assertThat(a.below(c)).isTrue();
        assertThat(a.below(b)).isFalse();
    }
}

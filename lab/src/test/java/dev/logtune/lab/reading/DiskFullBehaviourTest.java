package dev.logtune.lab.reading;

import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.results.DiskFullRecord;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Reading full-disk runs into what a setup does, on recorded figures. */
class DiskFullBehaviourTest {

    static Latency p99(double micros) {
        return new Latency(1000, micros / 2, micros / 1.5, micros, micros * 2, micros * 3);
    }

    static DiskFullRecord full(double beforeP99, double fullP99, double longestMillis, long exceptions, long statuses,
                               long missingFull, double resumedAfterMillis) {
        return new DiskFullRecord(true, "", 3, 3, p99(beforeP99), p99(fullP99), p99(beforeP99), longestMillis, exceptions,
                exceptions > 0 ? "AppenderLoggingException: Error writing to stream" : null, statuses,
                statuses > 0 ? "IO failure" : null, 0, missingFull, 0, resumedAfterMillis, 0);
    }

    static RateRecord run(String setup, int block, DiskFullRecord full) {
        return new RateRecord(setup, "disk-full", "3 s", 16, 10_000, 12, 10_000, true, p99(100), p99(50), null, null,
                full.longestCallFullMillis(), -1, 0, 120_000, 120_000 - full.missing(), 0, full.missing(), Verdict.LOSSY, "",
                block, null, "s1").withDiskFull(full);
    }

    @Test
    void callersAreJudgedByExceptionsThenTheLongestCallThenTheRiseOfTheirP99() {
        assertThat(DiskFullBehaviour.callers(full(100, 5000, 800, 3, 0, 10, 0))).isEqualTo(DiskFullBehaviour.Callers.THREW);
        assertThat(DiskFullBehaviour.callers(full(100, 5000, 800, 0, 1, 10, 0))).isEqualTo(DiskFullBehaviour.Callers.BLOCKED);
        assertThat(DiskFullBehaviour.callers(full(100, 1000, 5, 0, 1, 10, 0))).isEqualTo(DiskFullBehaviour.Callers.SLOWED);
        // Three times as slow but only 0.2 ms more: not slowed.
        assertThat(DiskFullBehaviour.callers(full(100, 300, 5, 0, 1, 10, 0))).isEqualTo(DiskFullBehaviour.Callers.CARRIED_ON);
    }

    @Test
    void runsOfOnePointAreOneBehaviourWithTheirMediansAndTheWorstCallers() {
        List<RateRecord> runs = List.of(run("logback-file", 1, full(100, 200, 2, 0, 900, 30_000, 0.1)),
                run("logback-file", 2, full(120, 2000, 3, 0, 1100, 29_000, 0.3)),
                run("logback-file", 3, full(110, 250, 2, 0, 1000, 31_000, 0.2)));
        List<DiskFullBehaviour> read = DiskFullBehaviour.of(runs);
        assertThat(read).hasSize(1);
        DiskFullBehaviour behaviour = read.get(0);
        assertThat(behaviour.runs()).isEqualTo(3);
        assertThat(behaviour.missingFull()).isEqualTo(30_000);
        assertThat(behaviour.statusErrors()).isEqualTo(1000);
        assertThat(behaviour.callers()).isEqualTo(DiskFullBehaviour.Callers.SLOWED);
        assertThat(behaviour.saidSo()).isTrue();
        assertThat(behaviour.resumed()).isTrue();
        assertThat(behaviour.resumedAfterMillis()).isEqualTo(0.3);
        assertThat(behaviour.sentence()).contains("callers are slowed").contains("says so with 1,000 error statuses")
                .contains("resumes by itself 0.30 ms after");
    }

    @Test
    void oneRunThatLostSilentlyOrNeverResumedDecidesForThePoint() {
        List<RateRecord> runs = List.of(run("x", 1, full(100, 200, 2, 0, 5, 100, 0.1)),
                run("x", 2, full(100, 200, 2, 0, 0, 100, -1)));
        DiskFullBehaviour behaviour = DiskFullBehaviour.of(runs).get(0);
        assertThat(behaviour.saidSo()).isFalse();
        assertThat(behaviour.resumed()).isFalse();
        assertThat(behaviour.sentence()).contains("nothing says so").contains("does not resume");
    }

    @Test
    void runsThatNeverFilledAndOtherScenariosAreNotRead() {
        DiskFullRecord notFilled = new DiskFullRecord(false, "no fallocate", 0, 0, null, null, null, 0, 0, null, 0, null,
                0, 0, 0, -1, 0);
        assertThat(DiskFullBehaviour.of(List.of(run("x", 1, notFilled)))).isEmpty();
        RateRecord steady = new RateRecord("x", "steady", "", 16, 10_000, 12, 10_000, true, p99(100), p99(50), null, null,
                1, -1, 0, 100, 100, 0, 0, Verdict.COMPLETE, "", 1, null, "s1");
        assertThat(DiskFullBehaviour.of(List.of(steady))).isEmpty();
    }
}

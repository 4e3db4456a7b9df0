package dev.logtune.lab.results;

import dev.logtune.lab.audit.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ScheduleLagTest {
    private static final long MS = 1_000_000L;
    private static final long WINDOW = 3_000 * MS;

    @Test
    void aSmallBacklogAtTheEndHolds() {
        assertThat(ScheduleLag.held(0, 9 * MS, WINDOW)).isTrue();
    }

    @Test
    void aBacklogBeyondTheToleranceAtTheEndDoesNotHold() {
        // 2% over capacity for 2 s of warm-up and a 3 s window ends 100 ms behind.
        assertThat(ScheduleLag.held(0, 100 * MS, WINDOW)).isFalse();
    }

    @Test
    void eventsThatNeverStartedMeanItDidNotHold() {
        assertThat(ScheduleLag.held(1, 0, WINDOW)).isFalse();
    }

    @Test
    void longWindowsTolerateAShareOfTheirLength() {
        long thirtySeconds = 30_000 * MS;
        assertThat(ScheduleLag.held(0, 250 * MS, thirtySeconds)).isTrue();
        assertThat(ScheduleLag.held(0, 350 * MS, thirtySeconds)).isFalse();
    }

    @Test
    void aRecordWhoseEvidenceEndsBehindIsReadAsNotHeldWhateverItWasWrittenWith() {
        // Measured at 500k/s over 60 threads: 2.6 s behind after the warm-up, still 1.5 s behind at the end.
        RunEvidence behind = new RunEvidence(null, 0, 0, 0, 0, 0, 2_600, 1_500, 0, List.of(), List.of(), null);
        RunEvidence caughtUp = new RunEvidence(null, 0, 0, 0, 0, 0, 476, 1.9, 0, List.of(), List.of(), null);

        assertThat(record(behind).held()).isFalse();
        assertThat(record(caughtUp).held()).isTrue();
        assertThat(record(null).held()).isTrue();
    }

    private static RateRecord record(RunEvidence evidence) {
        Latency latency = new Latency(1000, 1, 2, 3, 4, 5);
        return new RateRecord("logback-file", "steady", "", 60, 500_000, 3, 500_000, true, latency, latency, null, null,
                0, -1, 0, 1000, 1000, 0, 0, Verdict.COMPLETE, null, 1, evidence, null);
    }
}

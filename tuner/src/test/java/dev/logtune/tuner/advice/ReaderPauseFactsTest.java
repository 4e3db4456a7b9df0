package dev.logtune.tuner.advice;

import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.RunEvidence;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ReaderPauseFactsTest {
    private static RateRecord paused(double longestMillis, double recoveryMillis) {
        Latency latency = new Latency(1000, 100, 200, 300_000, 1_500_000, longestMillis * 1000);
        RunEvidence evidence = new RunEvidence(latency, 0, 0, 0, 0, 0, 0, 0, 0, List.of(), List.of(), 5_000L, recoveryMillis);
        return new RateRecord("log4j2-asyncappender-1024-console", "reader-pause", "2 s", 60, 38_000, 12, 38_000, true, latency,
                latency, null, latency, longestMillis, 1024, 1024, 456_000, 456_000, 0, 0, Verdict.COMPLETE, "", 1, evidence, "s");
    }

    @Test
    void aReaderThatStoppedSaysHowLongCallersWaitedInSecondsNotThousandsOfMilliseconds() {
        SyntheticResults results = new SyntheticResults().withRecord(paused(2_100, 3_600)).withRecord(paused(1_900, 3_400))
                .withRecord(paused(2_300, 3_900));

        String fact = ReaderPauseFacts.of("log4j2-asyncappender-1024-console", results.build()).orElseThrow();

        assertThat(fact).isEqualTo("when the reader of standard output stopped for 2 s (38k/s over 60 threads, 3 runs): the"
                + " longest call took 2.1 s (median of runs), once its queue of 1,024 had filled, and calls stayed slower than"
                + " 10 ms for 3.6 s after it read again; no event was lost");
    }
}

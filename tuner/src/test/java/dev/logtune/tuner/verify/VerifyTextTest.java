package dev.logtune.tuner.verify;

import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** verify's text: the counts it prints. */
class VerifyTextTest {

    private static RateRecord run(double p99Micros, double longestMillis, long calls, long written, long discarded, long lost) {
        Latency response = new Latency(1000, p99Micros / 4, p99Micros / 2, p99Micros, p99Micros * 2, longestMillis * 1000);
        return new RateRecord("logback.xml", "stall", "2 s", 60, 38_000, 10, 38_000, true, response, response, null, null,
                longestMillis, -1, 0, calls, written, discarded, lost, lost > 0 ? Verdict.LOSSY : Verdict.COMPLETE, "", 0, null, null);
    }

    @Test
    void countsNeverReadAsAContradiction() {
        // Every logged event in the output, yet a drop policy counted drops: they were not among the events counted.
        assertThat(VerifyText.events(run(300, 1, 456_001, 456_001, 2_875, 0)))
                .isEqualTo("456,001 logged, every one found in the output; a drop policy also counted 2,875 drops that no"
                        + " logged event in the output is missing for (on an appender whose output is not counted)");
        assertThat(VerifyText.events(run(300, 1, 1_000, 900, 60, 40)))
                .isEqualTo("1,000 logged, 900 found in the output, 100 missing (60 dropped by the configured policy, 40 lost"
                        + " with no policy to account for them)");
        assertThat(VerifyText.events(run(300, 1, 1_000, 1_000, 0, 0))).isEqualTo("1,000 logged, every one found in the output");
    }
}

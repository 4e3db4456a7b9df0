package dev.logtune.tuner.measure;

import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** verify's verdict on recorded runs without a full disk: the limits it holds a run to, and the counts it prints. */
class RunVerdictTest {

    private static RateRecord run(double p99Micros, double longestMillis, long calls, long written, long discarded, long lost) {
        return run(p99Micros, longestMillis, calls, written, discarded, lost, -1, 0);
    }

    private static RateRecord run(double p99Micros, double longestMillis, long calls, long written, long discarded, long lost,
                                  long deepest, long capacity) {
        Latency response = new Latency(1000, p99Micros / 4, p99Micros / 2, p99Micros, p99Micros * 2, longestMillis * 1000);
        return new RateRecord("logback.xml", "stall", "2 s", 60, 38_000, 10, 38_000, true, response, response, null, null,
                longestMillis, deepest, capacity, calls, written, discarded, lost, lost > 0 ? Verdict.LOSSY : Verdict.COMPLETE, "", 0, null, null);
    }

    @Test
    void aQueueThatFilledIsNamedInTheVerdictEvenWhenItPasses() {
        RunVerdict full = RunVerdict.of(run(900, 11, 1000, 1000, 0, 0, 4096, 4096), null, false);
        assertThat(full.verdict()).isEqualTo(ConfigVerdict.PASS);
        assertThat(full.reasons()).containsExactly("no event lost, the rate held", "but its queue filled (4,096 of 4,096 at its"
                + " deepest): callers waited for room in it, the longest call 11 ms; at this rate on this machine it has no room"
                + " left for a burst or a slow disk");
        RunVerdict room = RunVerdict.of(run(900, 1, 1000, 1000, 0, 0, 312, 4096), null, false);
        assertThat(room.reasons()).containsExactly("no event lost, the rate held");
        RunVerdict dropping = RunVerdict.of(run(900, 1, 1000, 900, 100, 0, 256, 256), null, false);
        assertThat(dropping.verdict()).isEqualTo(ConfigVerdict.FAIL);
        assertThat(dropping.reasons()).last().asString().endsWith("the configured policy dropped events while it was full");
    }

    @Test
    void aStallThatHeldCallersForSecondsIsNotAPassWithoutP99() {
        RunVerdict verdict = RunVerdict.of(run(1_837_105.2, 1_900, 456_001, 456_001, 0, 0), P99Limit.of(null, Scenario.Kind.STALL), false);
        assertThat(verdict.verdict()).isEqualTo(ConfigVerdict.FAIL);
        assertThat(verdict.reasons()).singleElement().asString().isEqualTo("response p99 1.8 s is over the default 100 ms limit"
                + " for a stall or full disk (--p99 changes it); the longest call took 1.9 s");
    }

    @Test
    void aStallAQueueAbsorbedPassesAndSaysWhichLimitItMet() {
        RunVerdict verdict = RunVerdict.of(run(340, 3, 456_001, 456_001, 0, 0), P99Limit.of(null, Scenario.Kind.STALL), false);
        assertThat(verdict.verdict()).isEqualTo(ConfigVerdict.PASS);
        assertThat(verdict.reasons()).singleElement().asString().contains("response p99 340 us within the default 100 ms limit");
    }

    @Test
    void aGivenP99IsSaidInHumanUnits() {
        RunVerdict verdict = RunVerdict.of(run(1_837_105.2, 1_900, 1000, 1000, 0, 0),
                P99Limit.of(Duration.ofMillis(5), Scenario.Kind.STALL), false);
        assertThat(verdict.reasons()).singleElement().asString().startsWith("response p99 1.8 s is over the 5 ms limit (--p99)");
    }

    @Test
    void aSteadyRunHasNoLimitUnlessOneIsGiven() {
        assertThat(P99Limit.of(null, Scenario.Kind.STEADY)).isNull();
        assertThat(P99Limit.of(null, Scenario.Kind.BURST)).isNull();
        RunVerdict verdict = RunVerdict.of(run(50_000, 90, 1000, 1000, 0, 0), null, false);
        assertThat(verdict.verdict()).isEqualTo(ConfigVerdict.PASS);
        assertThat(verdict.reasons()).containsExactly("no event lost, the rate held");
    }
}

package dev.logtune.lab.reading;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.JmhTrial;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.lab.results.RunSettings;
import dev.logtune.lab.results.TrialAudit;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.logtune.lab.audit.LossAudit;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class AuditedRateTest {
    private static final String BENCHMARK = "dev.logtune.benchmarks.jmh.LoggingBenchmark.log";
    /** 2 warm-ups of 1 s and 5 iterations of 2 s: the settings assume 12 s a fork. */
    private static final RunSettings SETTINGS = new RunSettings("full", "test", 2, 1, 5, 2, 2, List.of());

    private static TrialAudit fork(long written, long drainMillis, long windowMillis) {
        return TrialAudit.of(BENCHMARK, "logback-file", "order", 4, "thrpt", LossAudit.of(written, written, written, 0, false),
                drainMillis, windowMillis, List.of());
    }

    private static BenchResults results(RunSettings settings, TrialAudit... audits) {
        MachineInfo machine = new MachineInfo("Test CPU", 2, 8L << 30, "Linux 6.1", "amd64", "Test 17", "Test VM", "ext4",
                Map.of("logback", "1.6.6"));
        return new BenchResults(BenchResults.FORMAT, "2026-11-21T09:00:00Z", "2026-11-21T10:00:00Z", machine, settings,
                JsonNodeFactory.instance.arrayNode(), List.of(audits), List.of(), List.of(), List.of());
    }

    private static JmhTrial trial(double score) {
        return new JmhTrial(BENCHMARK, "logback-file", "order", 4, "thrpt", score, score * 0.02, "ops/s", Map.of(),
                Double.NaN, null);
    }

    @Test
    void theRateIsTheLinesOverTheForksOwnWindowsAndDrains() {
        // JMH paused between iterations: the forks ran 15 s and 17 s, not the 12 s the settings add up to.
        BenchResults results = results(SETTINGS, fork(1_200_000, 400, 15_000), fork(1_300_000, 600, 17_000));
        assertThat(AuditedRate.perSecond(results, trial(100_000))).isCloseTo(2_500_000 / 33.0, within(1e-6));
    }

    @Test
    void aWindowNeedsNoSettings() {
        BenchResults results = results(null, fork(1_000_000, 0, 10_000));
        assertThat(AuditedRate.perSecond(results, trial(100_000))).isCloseTo(100_000, within(1e-6));
    }

    @Test
    void aFileWrittenBeforeForksTimedTheirWindowFallsBackToTheSettings() throws Exception {
        // An audit line as forks wrote it before windowMillis existed.
        TrialAudit old = ResultsFile.mapper().readValue("""
                {"benchmark": "%s", "setup": "logback-file", "message": "order", "threads": 4, "mode": "thrpt",
                 "fork": 0, "calls": 1200000, "expected": 1200000, "written": 1200000, "discarded": 0, "lost": 0,
                 "verdict": "COMPLETE", "drainMillis": 500}
                """.formatted(BENCHMARK), TrialAudit.class);
        assertThat(old.windowMillis()).isZero();
        assertThat(old.missing()).isEmpty();
        BenchResults results = results(SETTINGS, old, old.withFork(1));
        assertThat(AuditedRate.perSecond(results, trial(100_000))).isCloseTo(2_400_000 / 25.0, within(1e-6));
        assertThat(AuditedRate.perSecond(results(null, old), trial(100_000))).isInfinite();
    }

    @Test
    void oneForkWithoutAWindowIsAssumedAtTheSettingsBesideOneWithIt() {
        BenchResults results = results(SETTINGS, fork(1_000_000, 0, 20_000), fork(1_000_000, 0, 0));
        assertThat(AuditedRate.perSecond(results, trial(100_000))).isCloseTo(2_000_000 / 32.0, within(1e-6));
    }

    @Test
    void aScoreTheWindowsCannotHoldIsReplacedByTheAuditedRate() {
        // 10 s of measurement at JMH's 6.7M/s would be 67M lines a fork; each fork wrote 6M over a 30 s window.
        BenchResults results = results(SETTINGS, fork(6_000_000, 0, 30_000), fork(6_000_000, 0, 30_000));
        assertThat(AuditedRate.overstated(results, trial(6_700_000))).isTrue();
        assertThat(AuditedRate.bounded(results, trial(6_700_000))).isCloseTo(200_000, within(1e-6));
        assertThat(AuditedRate.overstated(results, trial(500_000))).isFalse();
        assertThat(AuditedRate.bounded(results, trial(500_000))).isEqualTo(500_000);
    }
}

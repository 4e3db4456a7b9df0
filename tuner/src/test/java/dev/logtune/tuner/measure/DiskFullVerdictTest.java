package dev.logtune.tuner.measure;

import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.DiskFullRecord;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** verify --disk-full's verdict on recorded runs: what fails it, and what it prints when it passes. */
class DiskFullVerdictTest {
    private static final P99Limit LIMIT = P99Limit.of(Duration.ofMillis(10), Scenario.Kind.DISK_FULL);
    private static final P99Limit DEFAULT = P99Limit.of(null, Scenario.Kind.DISK_FULL);

    private static Latency p99(double micros) {
        return new Latency(1000, micros / 2, micros / 1.5, micros, micros * 2, micros * 3);
    }

    private static RateRecord run(double fullP99, long statuses, long exceptions, long missing, double resumedAfter) {
        DiskFullRecord full = new DiskFullRecord(true, "", 2.5, 3, p99(150), p99(fullP99), p99(140), fullP99 / 1000 * 3,
                exceptions, exceptions > 0 ? "AppenderLoggingException: Error writing to stream app.log" : null, statuses,
                statuses > 0 ? "IO failure while writing to file" : null, 2, missing - 2, 0, resumedAfter, 0);
        return new RateRecord("logback.xml", "disk-full", "3 s", 60, 38_000, 10, 38_000, true, p99(fullP99), p99(50), null,
                null, fullP99 / 1000 * 3, -1, 0, 380_000, 380_000 - missing, 0, missing, Verdict.LOSSY, "", 0, null, null)
                .withDiskFull(full);
    }

    @Test
    void lossTheFrameworkReportedWithAQuickRecoveryWithinTheLimitPasses() {
        DiskFullVerdict verdict = DiskFullVerdict.of(run(1044, 1136, 0, 114_000, 0.09), LIMIT);
        assertThat(verdict.verdict()).isEqualTo(ConfigVerdict.PASS);
        assertThat(verdict.reasons()).singleElement().asString().contains("114,000 events lost and the framework said so")
                .contains("1,136 error statuses").contains("within the 10 ms limit (--p99)").contains("resumed 90 us after");
    }

    @Test
    void callersHeldBeyondTheLimitWhileFullFail() {
        DiskFullVerdict verdict = DiskFullVerdict.of(run(2_500_000, 4, 0, 100, 0.1), LIMIT);
        assertThat(verdict.verdict()).isEqualTo(ConfigVerdict.FAIL);
        assertThat(verdict.reasons()).singleElement().asString().startsWith("callers blocked: response p99 2.5 s while the disk"
                + " was full, over the 10 ms limit (--p99)");
    }

    @Test
    void withoutP99CallersHeldForSecondsFailTheStatedDefault() {
        DiskFullVerdict verdict = DiskFullVerdict.of(run(2_500_000, 4, 0, 100, 0.1), DEFAULT);
        assertThat(verdict.verdict()).isEqualTo(ConfigVerdict.FAIL);
        assertThat(verdict.reasons()).singleElement().asString()
                .contains("over the default 100 ms limit for a stall or full disk (--p99 changes it)");
        DiskFullVerdict quick = DiskFullVerdict.of(run(5_000, 4, 0, 100, 0.1), DEFAULT);
        assertThat(quick.verdict()).isEqualTo(ConfigVerdict.PASS);
        assertThat(quick.reasons()).singleElement().asString().contains("p99 5 ms while full, within the default 100 ms limit");
    }

    @Test
    void lossWithNoStatusAndNoExceptionFails() {
        DiskFullVerdict verdict = DiskFullVerdict.of(run(500, 0, 0, 30_000, 0.1), LIMIT);
        assertThat(verdict.verdict()).isEqualTo(ConfigVerdict.FAIL);
        assertThat(verdict.reasons()).singleElement().asString().contains("30,000 events lost and nothing said so");
    }

    @Test
    void anExceptionToTheCallerIsSayingSo() {
        assertThat(DiskFullVerdict.of(run(500, 0, 29_000, 30_000, 0.1), LIMIT).verdict()).isEqualTo(ConfigVerdict.PASS);
    }

    @Test
    void loggingThatNeverCameBackFails() {
        DiskFullVerdict verdict = DiskFullVerdict.of(run(500, 3, 0, 30_000, -1), LIMIT);
        assertThat(verdict.verdict()).isEqualTo(ConfigVerdict.FAIL);
        assertThat(verdict.reasons()).singleElement().asString().contains("did not resume");
    }

    @Test
    void aDiskThatNeverFilledIsIncomplete() {
        DiskFullRecord none = new DiskFullRecord(false, "could not fill the log filesystem: no space probe", 0, 0, null,
                null, null, 0, 0, null, 0, null, 0, 0, 0, -1, 0);
        RateRecord record = run(500, 0, 0, 0, 0).withDiskFull(none);
        DiskFullVerdict verdict = DiskFullVerdict.of(record, LIMIT);
        assertThat(verdict.verdict()).isEqualTo(ConfigVerdict.INCOMPLETE);
        assertThat(verdict.reasons()).singleElement().asString().contains("not filled");
    }
}

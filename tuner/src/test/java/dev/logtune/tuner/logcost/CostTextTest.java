package dev.logtune.tuner.logcost;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The lines a person reads, on figures made up to sit either side of the rule of thumb. */
class CostTextTest {
    private static final RecordingWindow MINUTE = new RecordingWindow("2026-11-26T10:00:00.250Z", "2026-11-26T10:01:00.250Z", 60);

    private static LoggingShare samples(long total, long logging, Map<LoggingRole, Long> byRole) {
        return new LoggingShare("samples", total, logging, 0, byRole,
                logging == 0 ? List.of() : List.of(new FrameShare("ch.qos.logback.classic.PatternLayout.doLayout", logging,
                        (double) logging / total)));
    }

    private static LoggingCost cost(LoggingShare cpu, BlockedOnLogging blocked) {
        LoggingShare bytes = new LoggingShare("bytes", 4L << 30, 1L << 30, 0, Map.of(LoggingRole.ENCODER, 1L << 30), List.of());
        return new LoggingCost("app.jfr", MINUTE, cpu, samples(0, 0, Map.of()), bytes, "jdk.ObjectAllocationSample", blocked);
    }

    private static final BlockedOnLogging NO_WAITS = new BlockedOnLogging(0, 0, 0, 0, "20 ms", List.of());

    @Test
    void aboveFivePercentLoggingIsOnTheCriticalPathWithItsFigure() {
        List<String> lines = cost(samples(1_000, 62, Map.of(LoggingRole.ENCODER, 40L, LoggingRole.IO, 22L)), NO_WAITS).describe();

        assertThat(lines).containsExactly(
                "recording: app.jfr, 60 s from 2026-11-26T10:00:00Z to 2026-11-26T10:01:00Z",
                "logging is on the critical path: 6.2% of CPU samples pass through it (the rule of thumb: above about 5%)",
                "CPU: 62 of 1,000 samples pass through logging (6.2%)",
                "  by role: encoder/layout 4.0%, I/O under an appender 2.2%",
                "    6.2%  ch.qos.logback.classic.PatternLayout.doLayout (62 samples)",
                "allocation: 1.0 GB of 4.0 GB pass through logging (25.0%), from jdk.ObjectAllocationSample",
                "  by role: encoder/layout 25.0%",
                "blocked on logging: no wait recorded, of the waits over 20 ms the recording kept");
    }

    @Test
    void atFivePercentItIsNotAboveTheRule() {
        LoggingCost cost = cost(samples(1_000, 50, Map.of(LoggingRole.LOGGER, 50L)), NO_WAITS);

        assertThat(cost.verdict()).isEqualTo(CpuVerdict.OFF_CRITICAL_PATH);
        assertThat(cost.describe().get(1)).isEqualTo("logging is off the critical path by the rule of thumb: 5.0% of CPU"
                + " samples pass through it (on it above about 5%)");
    }

    @Test
    void waitsAreSummedAsTimeByKind() {
        BlockedOnLogging blocked = new BlockedOnLogging(2, 40_000_000, 3, 1_460_000_000, "10 ms",
                List.of(new FrameShare("ch.qos.logback.core.OutputStreamAppender.writeBytes", 1_460_000_000, 1_460.0 / 1_500)));

        assertThat(cost(samples(1_000, 0, Map.of()), blocked).describe()).contains(
                "blocked on logging: callers' threads waited 1.5 s in all (2 monitor waits, 40 ms; 3 parks, 1.5 s),"
                        + " of the waits over 10 ms the recording kept",
                "   97.3%  ch.qos.logback.core.OutputStreamAppender.writeBytes (1.5 s)");
        assertThat(blocked.seconds()).isEqualTo(1.5);
    }

    @Test
    void sharesReadAsPeopleWriteThem() {
        assertThat(CostText.percent(0)).isEqualTo("0%");
        assertThat(CostText.percent(0.0001)).isEqualTo("<0.1%");
        assertThat(CostText.percent(0.05)).isEqualTo("5.0%");
        assertThat(CostText.percent(1)).isEqualTo("100.0%");
    }
}

package dev.logtune.tuner.logcost;

import com.fasterxml.jackson.databind.JsonNode;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.workload.ServiceEmitter;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.support.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Recordings made here of real runs: the benchmarks' service-shaped workload through the benchmarks' own Logback
 * setups, and a run that computes and never logs. What is asserted is where the samples fall, never how many or how
 * fast.
 */
class LoggingCostRecordingTest {
    private static final int THREADS = 2;
    /** CPU samples a recording needs before its shares are read. */
    private static final long SAMPLES = 100;

    @TempDir
    Path dir;

    /** The service workload at full speed through a matrix setup, recorded until {@code enough} holds. */
    private LoggingCost serviceRun(String setup, Predicate<LoggingCost> enough) throws Exception {
        LoggingUnderTest logging = LoggingUnderTest.start(Matrix.require(setup), dir, LoggingUnderTest.Options.inProcess());
        ServiceEmitter emitter = logging.serviceEmitter();
        IntFunction<Runnable> steps = thread -> new Runnable() {
            private long sequence;
            private boolean entered;

            @Override
            public void run() {
                if (!entered) {
                    logging.enterThread(thread);
                    entered = true;
                }
                for (int i = 0; i < 100; i++) {
                    emitter.emit(ServiceWorkload.id(thread, sequence++));
                }
            }
        };
        Path file = RecordedRun.record(dir.resolve(setup + ".jfr"), THREADS, steps, enough);
        logging.drainAndStop(Duration.ofSeconds(30));
        return LoggingCost.read(file);
    }

    private static boolean sampled(LoggingCost cost) {
        return cost.cpu().total() >= SAMPLES;
    }

    @Test
    void aSynchronousFileAppenderShowsItsEncoderAndAppenderFrames() throws Exception {
        LoggingCost cost = serviceRun("logback-file", c -> sampled(c) && c.cpu().logging() > 0);

        LoggingShare cpu = cost.cpu();
        assertThat(cpu.logging()).isPositive();
        assertThat(cpu.byRole().get(LoggingRole.ENCODER)).isPositive();
        assertThat(cpu.byRole().get(LoggingRole.APPENDER) + cpu.byRole().get(LoggingRole.IO)).isPositive();
        assertThat(cpu.topFrames()).extracting(FrameShare::frame).anyMatch(f -> f.startsWith("ch.qos.logback."));
        assertThat(cpu.byRole().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(cpu.logging());
        // no async appender: every logging sample is on a caller's thread
        assertThat(cpu.onLoggingThreads()).isZero();
        // a run that does nothing but log is far above the rule of thumb
        assertThat(cost.verdict()).isEqualTo(CpuVerdict.ON_CRITICAL_PATH);
        assertThat(cost.allocationEvents()).isEqualTo("jdk.ObjectAllocationSample");
        assertThat(cost.allocation().total()).isPositive();
        assertThat(cost.blocked().threshold()).isEqualTo("10 ms");
        assertThat(cost.window().seconds()).isPositive();

        assertThat(cost.describe()).anyMatch(l -> l.startsWith("logging is on the critical path: "))
                .anyMatch(l -> l.startsWith("CPU: ") && l.contains("samples pass through logging"))
                .anyMatch(l -> l.contains("ch.qos.logback."))
                .anyMatch(l -> l.startsWith("  by role: ") && l.contains("encoder/layout"))
                .allMatch(l -> !l.contains("\n"));
        JsonNode json = Json.mapper().readTree(Json.mapper().writeValueAsString(cost));
        assertThat(json.path("verdict").asText()).isEqualTo("ON_CRITICAL_PATH");
        assertThat(json.path("cpu").path("share").asDouble()).isEqualTo(cpu.share());
        assertThat(json.path("cpu").path("byRole").path("ENCODER").asLong()).isEqualTo(cpu.byRole().get(LoggingRole.ENCODER));
        assertThat(json.path("cpu").path("topFrames").get(0).path("frame").asText()).isEqualTo(cpu.topFrames().get(0).frame());
        assertThat(json.path("window").path("start").asText()).isEqualTo(cost.window().start());
    }

    @Test
    void anAsyncAppendersWorkerIsLoggingsOwnThreadAndItsCallersFeedTheQueue() throws Exception {
        LoggingCost cost = serviceRun("logback-async-q8192-t0", c -> sampled(c) && c.cpu().onLoggingThreads() > 0
                && c.cpu().byRole().get(LoggingRole.QUEUE) > 0);

        assertThat(cost.cpu().onLoggingThreads()).isPositive().isLessThanOrEqualTo(cost.cpu().logging());
        assertThat(cost.cpu().byRole().get(LoggingRole.QUEUE)).isPositive();
        assertThat(cost.describe()).anyMatch(l -> l.contains("on logging's own threads"));
    }

    @Test
    void aRunThatNeverLogsShowsNoLoggingShare() throws Exception {
        IntFunction<Runnable> steps = thread -> {
            SplittableRandom random = new SplittableRandom(thread);
            return () -> {
                int[] values = random.ints(2_000).toArray();
                Arrays.sort(values);
            };
        };
        LoggingCost cost = LoggingCost.read(RecordedRun.record(dir.resolve("busy.jfr"), THREADS, steps,
                LoggingCostRecordingTest::sampled));

        assertThat(cost.cpu().total()).isPositive();
        assertThat(cost.cpu().share()).isLessThan(0.01);
        assertThat(cost.verdict()).isEqualTo(CpuVerdict.OFF_CRITICAL_PATH);
        assertThat(cost.blocked().any()).isFalse();
        assertThat(cost.describe()).anyMatch(l -> l.startsWith("logging is off the critical path by the rule of thumb: "));
        assertThat(Files.size(dir.resolve("busy.jfr"))).isPositive();
    }
}

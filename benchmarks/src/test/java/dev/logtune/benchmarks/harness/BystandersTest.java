package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.BystanderRecord;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.run.Callers;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.benchmarks.workload.MessageShape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class BystandersTest {
    @TempDir
    Path dir;

    /** A call that keeps its thread busy on the CPU for {@code micros}: on a virtual thread, it holds its carrier. */
    private static EventEmitter busyFor(long micros) {
        return new EventEmitter() {
            @Override
            public void routed(long orderId, int thread) {
                long until = System.nanoTime() + micros * 1000;
                while (System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
            }

            @Override
            public void rejected(long orderId, int thread) {
            }

            @Override
            public boolean enabled(MessageShape shape) {
                return true;
            }
        };
    }

    private RateRecord run(Callers callers, int threads, double rate, EventEmitter operation) throws Exception {
        HarnessRequest request = new HarnessRequest(null, rate, threads, 0.2, 2, Scenario.steady(), null, dir.toString(),
                0, null).withCallers(callers);
        return new OpenLoopRun(request, new PrintStream(OutputStream.nullOutputStream()), operation).run();
    }

    @Test
    void aRunThatNamesItsCallersCountsItsBystandersTicksOverTheWindow() throws Exception {
        RateRecord record = run(Callers.PLATFORM, 2, 200, busyFor(10));

        BystanderRecord beside = record.bystanders();
        assertThat(record.callers()).isEqualTo("platform");
        // 8 bystanders, a tick a millisecond, a 2 s window: 16,000 due.
        assertThat(beside.threads()).isEqualTo(Bystanders.COUNT);
        assertThat(beside.due()).isBetween(15_900L, 16_100L);
        assertThat(beside.ran()).isLessThanOrEqualTo(beside.due()).isEqualTo(beside.lateness().count());
        assertThat(beside.progress()).isGreaterThan(0.5);
        assertThat(beside.dueInDisruption()).isNull();
    }

    @Test
    void theReferencesOwnRunsHaveNoBystandersAndNameNoCallers() throws Exception {
        HarnessRequest request = new HarnessRequest(null, 200, 1, 0.2, 1, Scenario.steady(), null, dir.toString(), 0, null);
        RateRecord record = new OpenLoopRun(request, new PrintStream(OutputStream.nullOutputStream()), busyFor(1)).run();

        assertThat(record.callers()).isNull();
        assertThat(record.bystanders()).isNull();
        assertThat(record.ofWorkload(dev.logtune.lab.run.Workload.ORDERS)).isTrue();
    }

    @Test
    void virtualCallersThatHoldEveryCarrierStopTheBystanders() throws Exception {
        assumeTrue(Callers.VIRTUAL.unavailableReason() == null, "virtual threads need Java 21 or newer");
        int carriers = Runtime.getRuntime().availableProcessors();
        // Callers that keep each carrier busy half the time, 20 ms a call: on platform threads the OS wakes a bystander
        // beside them; on virtual threads a bystander waits until a carrier is free, and skips the ticks that passed.
        RateRecord virtual = run(Callers.VIRTUAL, 4 * carriers, 25.0 * carriers, busyFor(20_000));
        RateRecord platform = run(Callers.PLATFORM, 4 * carriers, 25.0 * carriers, busyFor(20_000));

        assertThat(virtual.callers()).isEqualTo("virtual");
        assertThat(virtual.bystanders().lateness().max()).isGreaterThan(1_000);
        assertThat(virtual.bystanders().progress()).isLessThan(platform.bystanders().progress());
    }

    @Test
    void onAJavaBeforeTwentyOneVirtualCallersAreRefusedWithWhy() {
        assumeTrue(Runtime.version().feature() < Callers.VIRTUAL_SINCE);
        assertThat(Callers.VIRTUAL.unavailableReason()).contains("Java 21 or newer").contains("JAVA_HOME");
        assertThatThrownBy(() -> Callers.VIRTUAL.newThread("x", () -> { })).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("JAVA_HOME");
    }
}

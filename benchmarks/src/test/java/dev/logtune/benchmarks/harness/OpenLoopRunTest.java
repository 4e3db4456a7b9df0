package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.benchmarks.workload.MessageShape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongPredicate;

import static org.assertj.core.api.Assertions.assertThat;

class OpenLoopRunTest {
    @TempDir
    Path dir;

    /** Calls the predicate picks (by their 1-based number) take {@code millis}; the rest return at once. */
    private static final class SlowCalls implements EventEmitter {
        private final AtomicLong calls = new AtomicLong();
        private final LongPredicate slow;
        private final long millis;

        SlowCalls(LongPredicate slow, long millis) {
            this.slow = slow;
            this.millis = millis;
        }

        @Override
        public void routed(long orderId, int thread) {
            if (slow.test(calls.incrementAndGet())) {
                try {
                    Thread.sleep(millis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        @Override
        public void rejected(long orderId, int thread) {
        }

        @Override
        public boolean enabled(MessageShape shape) {
            return true;
        }
    }

    /** Every 20th call takes 30 ms; the 5 ms schedule keeps going, so the calls after it start late. */
    private static SlowCalls sometimesSlow() {
        return new SlowCalls(n -> n % 20 == 0, 30);
    }

    @Test
    void theScheduleHoldsWhenACallIsSlowSoResponseTimeGrowsAndServiceTimeDoesNot() throws Exception {
        HarnessRequest request = new HarnessRequest(null, 200, 1, 0.2, 2, Scenario.steady(), null,
                dir.toString(), HarnessRequest.MAX_SPIN_NANOS, null);
        SlowCalls operation = sometimesSlow();
        RateRecord record = new OpenLoopRun(request, new PrintStream(OutputStream.nullOutputStream()), operation).run();

        // Nothing was skipped: every scheduled event in the window ran (no coordinated omission).
        assertThat(record.response().count()).isBetween(398L, 402L);
        assertThat(record.held()).isTrue();
        // The slow call itself is in service time; the calls queued behind it are not slow themselves...
        assertThat(record.service().max()).isGreaterThanOrEqualTo(30_000);
        assertThat(record.service().p90()).isLessThan(2_000);
        // ...but they started late, and response time, counted from the schedule, shows it.
        assertThat(record.response().p90()).isGreaterThan(5 * record.service().p90()).isGreaterThanOrEqualTo(5_000);
        assertThat(record.response().max()).isGreaterThanOrEqualTo(30_000);
    }

    @Test
    void eventsNeverStartedAreCountedAtTheirLowerBoundAndTheRunDidNotHold() throws Exception {
        // 500/s for 2 s is 1,000 events; after the warm-up each call takes 50 ms, so about 40 run and the rest never
        // start. They are the tail a caller would see: leaving them out would report the few that ran.
        HarnessRequest request = new HarnessRequest(null, 500, 1, 0.2, 2, Scenario.steady(), null,
                dir.toString(), HarnessRequest.MAX_SPIN_NANOS, null);
        RateRecord record = new OpenLoopRun(request, new PrintStream(OutputStream.nullOutputStream()), new SlowCalls(n -> n > 100, 50)).run();

        assertThat(record.evidence().unstarted()).isGreaterThan(500);
        assertThat(record.response().count()).isBetween(998L, 1002L);
        // The one that waited longest was scheduled at the window's start and never ran: about 2 s and the give-up.
        assertThat(record.response().max()).isGreaterThan(1_500_000);
        assertThat(record.held()).isFalse();
        assertThat(record.note()).contains("never started");
    }

    @Test
    void thePacerIsMeasuredOnlyWhereAThreadWasWaitingForItsSchedule() throws Exception {
        HarnessRequest request = new HarnessRequest(null, 200, 1, 0.2, 2, Scenario.steady(), null,
                dir.toString(), HarnessRequest.MAX_SPIN_NANOS, null);
        RateRecord record = new OpenLoopRun(request, new PrintStream(OutputStream.nullOutputStream()), sometimesSlow()).run();

        // Calls queued behind a 30 ms one start late, which is the setup's doing: the pacer's own record leaves them out.
        assertThat(record.pacerLateness().max()).isGreaterThanOrEqualTo(20_000);
        assertThat(record.evidence().pacerWake().count()).isLessThan(record.response().count());
        assertThat(record.evidence().pacerWake().p50()).isLessThan(record.pacerLateness().p90());
    }
}

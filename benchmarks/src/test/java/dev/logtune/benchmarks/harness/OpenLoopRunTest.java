package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.benchmarks.workload.MessageShape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class OpenLoopRunTest {
    @TempDir
    Path dir;

    /** Every 20th call takes 30 ms; the 5 ms schedule keeps going, so the calls after it start late. */
    private static final class SometimesSlow implements EventEmitter {
        final AtomicLong calls = new AtomicLong();

        @Override
        public void routed(long orderId, int thread) {
            if (calls.incrementAndGet() % 20 == 0) {
                try {
                    Thread.sleep(30);
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

    @Test
    void theScheduleHoldsWhenACallIsSlowSoResponseTimeGrowsAndServiceTimeDoesNot() throws Exception {
        HarnessRequest request = new HarnessRequest(null, 200, 1, 0.2, 2, Scenario.steady(), null,
                dir.toString(), HarnessRequest.DEFAULT_SPIN_NANOS);
        SometimesSlow operation = new SometimesSlow();
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
}

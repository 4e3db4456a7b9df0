package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.workload.OrderWorkload;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Where missing events fall against a full disk, from ids and schedules alone (no clock, no files). */
class DiskFullTimelineTest {
    // Two threads, each due every 10 ns; thread 7 starts at 0, thread 8 at 5. Full at 30, freed at 60.
    private static final List<DiskFullTimeline.Thread> THREADS = List.of(new DiskFullTimeline.Thread(7, 0, 10),
            new DiskFullTimeline.Thread(8, 5, 10));

    @Test
    void everyEventWrittenMeansNothingMissingAndAnImmediateResume() {
        DiskFullTimeline timeline = DiskFullTimeline.of(id -> true, THREADS, 10, 30, 60);
        assertThat(timeline.missingBefore() + timeline.missingFull() + timeline.missingAfter()).isZero();
        assertThat(timeline.resumedAfterNanos()).isZero();
        assertThat(timeline.lastMissingAfterNanos()).isZero();
    }

    @Test
    void eventsDueWhileFullAreCountedThereAndResumeIsTheFirstWrittenAfterTheFree() {
        // Lost: thread 7 calls 3..6 (due 30..60) and thread 8 calls 3..6 (due 35..65); so the first written after the
        // free is thread 7's call 7, due at 70, and the last missing after it thread 7's 6 (60) and thread 8's 6 (65).
        Set<Long> lost = new HashSet<>();
        for (long call = 3; call <= 6; call++) {
            lost.add(OrderWorkload.orderId(7, call));
            lost.add(OrderWorkload.orderId(8, call));
        }
        DiskFullTimeline timeline = DiskFullTimeline.of(id -> !lost.contains(id), THREADS, 10, 30, 60);
        assertThat(timeline.missingBefore()).isZero();
        assertThat(timeline.missingFull()).isEqualTo(6);
        assertThat(timeline.missingAfter()).isEqualTo(2);
        assertThat(timeline.resumedAfterNanos()).isEqualTo(10);
        assertThat(timeline.lastMissingAfterNanos()).isEqualTo(5);
    }

    @Test
    void nothingWrittenAfterTheFreeIsNoResume() {
        DiskFullTimeline timeline = DiskFullTimeline.of(id -> OrderWorkload.orderId(7, 2) >= id
                || id >= OrderWorkload.orderId(8, 0) && id <= OrderWorkload.orderId(8, 2), THREADS, 10, 30, 60);
        assertThat(timeline.resumedAfterNanos()).isEqualTo(-1);
        assertThat(timeline.missingBefore()).isZero();
        assertThat(timeline.missingAfter()).isEqualTo(8);
    }

    @Test
    void aMissingEventDueBeforeTheFillCountsBefore() {
        long early = OrderWorkload.orderId(8, 1);
        DiskFullTimeline timeline = DiskFullTimeline.of(id -> id != early, THREADS, 10, 30, 60);
        assertThat(timeline.missingBefore()).isEqualTo(1);
        assertThat(timeline.missingFull()).isZero();
    }
}

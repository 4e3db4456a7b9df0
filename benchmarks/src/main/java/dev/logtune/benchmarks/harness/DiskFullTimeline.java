package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.workload.OrderWorkload;

import java.util.List;
import java.util.function.LongPredicate;

/**
 * Where the events missing from the files fall against a full disk: due before the fill, while full, or after the
 * free, and how long after the free the first event due then reached a file. An event's id names its thread and call,
 * the thread's schedule says when that call was due; the files need no clock of their own.
 *
 * @param resumedAfterNanos the first written event due at or after the free, less the free; -1 for none
 * @param lastMissingAfterNanos the last missing event due at or after the free, less the free; 0 for none
 */
record DiskFullTimeline(long missingBefore, long missingFull, long missingAfter, long resumedAfterNanos,
                        long lastMissingAfterNanos) {

    /** One producer: the number its events carry, when its first call was due, and how many calls it made. */
    record Thread(int id, long firstDue, long calls) {
    }

    /**
     * @param written whether an order id is in the files, whole
     * @param intervalNanos how far apart one thread's calls are due (a full-disk run has no burst)
     * @param fullAt when the filesystem was full, {@code freedAt} when space came back, in the schedule's clock
     */
    static DiskFullTimeline of(LongPredicate written, List<Thread> threads, long intervalNanos, long fullAt, long freedAt) {
        long before = 0;
        long full = 0;
        long after = 0;
        long firstWrittenAfter = Long.MAX_VALUE;
        long lastMissingAfter = Long.MIN_VALUE;
        for (Thread thread : threads) {
            for (long call = 0; call < thread.calls(); call++) {
                long due = thread.firstDue() + call * intervalNanos;
                boolean found = written.test(OrderWorkload.orderId(thread.id(), call));
                if (due >= freedAt) {
                    if (found) {
                        firstWrittenAfter = Math.min(firstWrittenAfter, due);
                    } else {
                        after++;
                        lastMissingAfter = Math.max(lastMissingAfter, due);
                    }
                } else if (!found) {
                    if (due >= fullAt) {
                        full++;
                    } else {
                        before++;
                    }
                }
            }
        }
        return new DiskFullTimeline(before, full, after,
                firstWrittenAfter == Long.MAX_VALUE ? -1 : firstWrittenAfter - freedAt,
                lastMissingAfter == Long.MIN_VALUE ? 0 : lastMissingAfter - freedAt);
    }
}

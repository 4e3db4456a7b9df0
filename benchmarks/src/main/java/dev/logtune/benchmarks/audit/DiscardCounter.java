package dev.logtune.benchmarks.audit;

import java.util.concurrent.atomic.LongAdder;

/** Events a framework dropped by its configured policy, counted by the counting subclasses. One per JVM. */
public final class DiscardCounter {
    private static final LongAdder DISCARDED = new LongAdder();

    private DiscardCounter() {
    }

    static void increment() {
        DISCARDED.increment();
    }

    public static long total() {
        return DISCARDED.sum();
    }

    public static void reset() {
        DISCARDED.reset();
    }
}

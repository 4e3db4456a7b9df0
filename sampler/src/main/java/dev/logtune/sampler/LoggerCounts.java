package dev.logtune.sampler;

import java.util.concurrent.atomic.LongAdder;

/**
 * What one logger kept and dropped at one site, per level. LongAdders, not AtomicLongs: every caller of a hot site
 * increments them, and an adder's cells keep those threads off one cache line.
 */
final class LoggerCounts {
    private static final int LEVELS = SampledLevel.values().length;

    final String logger;
    private final LongAdder[] kept = adders();
    private final LongAdder[] dropped = adders();

    LoggerCounts(String logger) {
        this.logger = logger;
    }

    void count(SampledLevel level, boolean keep) {
        (keep ? kept : dropped)[level.ordinal()].increment();
    }

    long kept(int level) {
        return kept[level].sum();
    }

    long dropped(int level) {
        return dropped[level].sum();
    }

    long keptTotal() {
        long sum = 0;
        for (LongAdder a : kept) {
            sum += a.sum();
        }
        return sum;
    }

    long droppedTotal() {
        long sum = 0;
        for (LongAdder a : dropped) {
            sum += a.sum();
        }
        return sum;
    }

    static int levels() {
        return LEVELS;
    }

    private static LongAdder[] adders() {
        LongAdder[] adders = new LongAdder[LEVELS];
        for (int i = 0; i < LEVELS; i++) {
            adders[i] = new LongAdder();
        }
        return adders;
    }
}

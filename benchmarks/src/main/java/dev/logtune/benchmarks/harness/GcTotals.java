package dev.logtune.benchmarks.harness;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/** The collectors' own counts and times so far; the difference of two is a window's GC work. */
record GcTotals(long count, double millis) {

    static GcTotals now() {
        long count = 0;
        long millis = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, gc.getCollectionCount());
            millis += Math.max(0, gc.getCollectionTime());
        }
        return new GcTotals(count, millis);
    }
}

package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.OrderWorkload;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Names the events a trial lost. Where no policy dropped anything, each thread's order ids run without a gap from its
 * first call to its last, so an id not found whole in the output is an event the framework accepted from the caller
 * and never wrote. A count says that something went missing; the id says where: which thread, which of its calls,
 * and so whether it went at the end (a drain cut short) or in the middle of the run (the framework itself).
 */
public final class MissingEvents {
    /** Enough to place them; a trial that lost thousands is not read one id at a time. */
    public static final int LIMIT = 10;

    private MissingEvents() {
    }

    /**
     * The first {@link #LIMIT} ids, in thread order, that the files under {@code dir} do not hold whole.
     *
     * @param callsByThread each benchmark thread's index and the calls it made, its ids being
     *                      {@code OrderWorkload.orderId(thread, 0 .. calls - 1)}
     */
    public static List<Long> find(Path dir, Map<Integer, Long> callsByThread) throws IOException {
        EventIdCounter found = EventIdCounter.scan(dir);
        List<Long> missing = new ArrayList<>();
        for (Map.Entry<Integer, Long> thread : new TreeMap<>(callsByThread).entrySet()) {
            for (long sequence = 0; sequence < thread.getValue() && missing.size() < LIMIT; sequence++) {
                long id = OrderWorkload.orderId(thread.getKey(), sequence);
                if (!found.contains(id)) {
                    missing.add(id);
                }
            }
        }
        return List.copyOf(missing);
    }

    /** How an id reads in a report: {@code ORD-1099511918920 (thread 1, call 291,145)}. */
    public static String describe(long orderId) {
        long sequence = orderId - OrderWorkload.orderId(OrderWorkload.threadOf(orderId), 0);
        return String.format(Locale.ROOT, "%s%d (thread %d, call %,d)", OrderWorkload.MARKER, orderId,
                OrderWorkload.threadOf(orderId), sequence + 1);
    }
}

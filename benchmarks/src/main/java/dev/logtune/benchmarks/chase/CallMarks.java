package dev.logtune.benchmarks.chase;

import java.util.BitSet;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What happened inside each logging call, as the framework's own hooks saw it: each logging thread says which of its
 * calls it is making ({@link #calling}), and a hook that runs on that thread marks the call. Each thread writes only its
 * own sets, and they are read after the threads are joined.
 */
final class CallMarks {
    enum Mark {
        /** The ring had no free slot when the call tried to claim one. */
        FULL_RING,
        /** The ring's remaining capacity read below zero on the call's thread. */
        NEGATIVE_CAPACITY,
        /** The queue-full policy was asked where the event goes. */
        POLICY_ASKED
    }

    private static final Map<Mark, Map<Integer, BitSet>> MARKS = new EnumMap<>(Mark.class);
    private static final ThreadLocal<long[]> CALL = ThreadLocal.withInitial(() -> new long[] {-1, -1});

    static {
        for (Mark mark : Mark.values()) {
            MARKS.put(mark, new ConcurrentHashMap<>());
        }
    }

    private CallMarks() {
    }

    /** Before each call: this thread is {@code thread} and makes its {@code sequence}-th call. */
    static void calling(int thread, long sequence) {
        long[] call = CALL.get();
        call[0] = thread;
        call[1] = sequence;
    }

    /** Marks the call this thread is making; a thread that logs no numbered call (the writer's) marks nothing. */
    static void mark(Mark mark) {
        long[] call = CALL.get();
        if (call[0] >= 0 && call[1] < Integer.MAX_VALUE) {
            MARKS.get(mark).computeIfAbsent((int) call[0], t -> new BitSet()).set((int) call[1]);
        }
    }

    static boolean marked(Mark mark, int thread, long sequence) {
        BitSet set = MARKS.get(mark).get(thread);
        return set != null && sequence < Integer.MAX_VALUE && set.get((int) sequence);
    }

    static long count(Mark mark) {
        return MARKS.get(mark).values().stream().mapToLong(BitSet::cardinality).sum();
    }

    static void reset() {
        MARKS.values().forEach(Map::clear);
    }
}

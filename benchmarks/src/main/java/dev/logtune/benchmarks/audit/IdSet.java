package dev.logtune.benchmarks.audit;

/**
 * A set of non-negative longs kept as 65,536-bit chunks keyed by their high bits. Order ids are
 * {@code (thread << 40) + sequence}: dense within a thread, far apart across threads, and past what a
 * {@link java.util.BitSet}'s int index reaches once a sequence passes 2^31. Chunks sit in an open-addressing table
 * with primitive keys, so a lookup boxes nothing; the last chunk used is kept at hand, since ids mostly come in runs.
 */
final class IdSet {
    private static final int CHUNK_SHIFT = 16;
    private static final long IN_CHUNK = (1L << CHUNK_SHIFT) - 1;
    private static final int WORDS = 1 << (CHUNK_SHIFT - 6);

    private long[] keys = new long[16];
    private long[][] chunks = new long[16][];
    private int chunkCount;
    private long size;
    private long lastKey = -1;
    private long[] lastChunk;

    /** Adds {@code id}; false when it was already there. */
    boolean add(long id) {
        if (id < 0) {
            throw new IllegalArgumentException("ids are non-negative, was " + id);
        }
        long[] chunk = chunk(id >>> CHUNK_SHIFT, true);
        int bit = (int) (id & IN_CHUNK);
        long mask = 1L << bit;
        if ((chunk[bit >>> 6] & mask) != 0) {
            return false;
        }
        chunk[bit >>> 6] |= mask;
        size++;
        return true;
    }

    boolean contains(long id) {
        if (id < 0) {
            return false;
        }
        long[] chunk = chunk(id >>> CHUNK_SHIFT, false);
        int bit = (int) (id & IN_CHUNK);
        return chunk != null && (chunk[bit >>> 6] & (1L << bit)) != 0;
    }

    long size() {
        return size;
    }

    private long[] chunk(long key, boolean create) {
        if (key == lastKey) {
            return lastChunk;
        }
        int slot = slot(key, keys.length);
        while (chunks[slot] != null) {
            if (keys[slot] == key) {
                lastKey = key;
                lastChunk = chunks[slot];
                return lastChunk;
            }
            slot = (slot + 1) & (keys.length - 1);
        }
        if (!create) {
            return null;
        }
        long[] chunk = new long[WORDS];
        keys[slot] = key;
        chunks[slot] = chunk;
        if (++chunkCount * 2 > keys.length) {
            grow();
        }
        lastKey = key;
        lastChunk = chunk;
        return chunk;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[][] oldChunks = chunks;
        keys = new long[oldKeys.length * 2];
        chunks = new long[oldKeys.length * 2][];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldChunks[i] != null) {
                int slot = slot(oldKeys[i], keys.length);
                while (chunks[slot] != null) {
                    slot = (slot + 1) & (keys.length - 1);
                }
                keys[slot] = oldKeys[i];
                chunks[slot] = oldChunks[i];
            }
        }
    }

    private static int slot(long key, int capacity) {
        // Keys of one thread differ in their low bits, of different threads in bits 24 and up: mix them all in.
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & (capacity - 1);
    }
}

package dev.logtune.tuner.servicelogs;

import dev.logtune.configs.model.LogLevel;

import java.util.Arrays;

/**
 * Masked messages already seen and their templates, found without building a string: most of a log's lines are a
 * message seen before with other numbers, and a string and a map lookup for each was a third of the reading. An open
 * table of a fixed size, emptied when half full, so its memory is bounded whatever the log.
 */
final class SeenMessages {
    private static final int SLOTS = 1 << 17;
    private static final int LIMIT = SLOTS / 2;

    private final int[] hashes = new int[SLOTS];
    private final char[][] keys = new char[SLOTS][];
    private final String[] loggers = new String[SLOTS];
    private final Template[] templates = new Template[SLOTS];
    private int size;

    /** The template of {@code masked[0, length)} by {@code logger} at {@code level}, or null where not seen. */
    Template find(int hash, String logger, LogLevel level, char[] masked, int length) {
        for (int slot = hash & (SLOTS - 1); keys[slot] != null; slot = (slot + 1) & (SLOTS - 1)) {
            if (hashes[slot] == hash && templates[slot].level == level && keys[slot].length == length
                    && Arrays.equals(keys[slot], 0, length, masked, 0, length) && loggers[slot].equals(logger)) {
                return templates[slot];
            }
        }
        return null;
    }

    void put(int hash, String logger, char[] masked, int length, Template template) {
        if (size >= LIMIT) {
            Arrays.fill(keys, null);
            Arrays.fill(loggers, null);
            Arrays.fill(templates, null);
            size = 0;
        }
        int slot = hash & (SLOTS - 1);
        while (keys[slot] != null) {
            slot = (slot + 1) & (SLOTS - 1);
        }
        hashes[slot] = hash;
        keys[slot] = Arrays.copyOf(masked, length);
        loggers[slot] = logger;
        templates[slot] = template;
        size++;
    }
}

package dev.logtune.tuner.tune;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One change to a text: the characters from {@code start} to {@code end} become {@code replacement} (an insertion
 * where they are equal). Everything outside the range stays as it was, byte for byte.
 */
record TextEdit(int start, int end, String replacement) {
    TextEdit {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad range " + start + ".." + end);
        }
    }

    /** The text with every edit made; insertions at one offset land in the order they were planned. */
    static String apply(String text, List<TextEdit> edits) {
        List<TextEdit> ordered = new ArrayList<>(edits);
        ordered.sort(Comparator.comparingInt(TextEdit::start)); // stable: equal offsets keep their order
        StringBuilder out = new StringBuilder(text.length() + 256);
        int copied = 0;
        for (TextEdit edit : ordered) {
            if (edit.start() < copied) {
                throw new IllegalStateException("overlapping edits at offset " + edit.start());
            }
            out.append(text, copied, edit.start()).append(edit.replacement());
            copied = edit.end();
        }
        return out.append(text, copied, text.length()).toString();
    }
}

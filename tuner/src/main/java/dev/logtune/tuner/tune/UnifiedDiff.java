package dev.logtune.tuner.tune;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import com.github.difflib.patch.Patch;

import java.util.List;

/** The unified diff people and patch(1) read: {@code --- FILE}, {@code +++ FILE (tuned)}, three lines of context. */
final class UnifiedDiff {
    private static final int CONTEXT = 3;

    private UnifiedDiff() {
    }

    static List<String> of(String name, String original, String tuned) {
        // Lines without their terminators: a CRLF file's diff reads like any other (the file itself keeps its CRLF).
        List<String> before = original.lines().toList();
        List<String> after = tuned.lines().toList();
        Patch<String> patch = DiffUtils.diff(before, after);
        return UnifiedDiffUtils.generateUnifiedDiff(name, name + " (tuned)", before, patch, CONTEXT);
    }
}

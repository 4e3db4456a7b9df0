package dev.logtune.tuner.cli;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;

import dev.logtune.support.input.BadInputException;
import java.util.Comparator;
import java.util.Optional;

/** A setup id a user typed: the setup, or an error that names the nearest known id where one is close. */
public final class SetupIds {
    private SetupIds() {
    }

    /** @throws BadInputException an unknown id, with "did you mean" where a known id is a few edits away */
    public static SetupSpec require(String id) {
        Optional<SetupSpec> found = Matrix.find(id);
        if (found.isPresent()) {
            return found.get();
        }
        String known = "`tuner setups` lists the " + Matrix.all().size() + " known ids";
        Optional<String> near = nearest(id);
        throw new BadInputException("unknown setup '" + id + "'" + near.map(n -> "; did you mean " + n + "? ").orElse(" ")
                + "(" + known + ")");
    }

    /** The known id fewest edits away, where that is at most a quarter of its length (and at least 2). */
    static Optional<String> nearest(String id) {
        String typed = id.toLowerCase(java.util.Locale.ROOT);
        return Matrix.all().stream().map(SetupSpec::id)
                .min(Comparator.comparingInt((String known) -> distance(typed, known)).thenComparing(Comparator.naturalOrder()))
                .filter(known -> distance(typed, known) <= Math.max(2, known.length() / 4));
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}

package dev.logtune.tuner.cli;

import dev.logtune.support.input.EditDistance;
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
                .min(Comparator.comparingInt((String known) -> EditDistance.between(typed, known)).thenComparing(Comparator.naturalOrder()))
                .filter(known -> EditDistance.between(typed, known) <= Math.max(2, known.length() / 4));
    }
}

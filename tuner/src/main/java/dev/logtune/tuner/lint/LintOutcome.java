package dev.logtune.tuner.lint;

import java.nio.file.Path;
import java.util.List;

/**
 * What lint found, ready to print, or why it could not look: what {@code tuner lint} and the Maven plugin render.
 */
public sealed interface LintOutcome {
    /**
     * The findings of one run.
     *
     * @param rate events/s it was judged at, or null
     * @param threads threads it was judged at, or null
     */
    record Linted(LintRun run, Double rate, Integer threads) implements LintOutcome {
    }

    /** A directory of several services, each linted: one run each, in the order found. */
    record Several(List<Linted> runs) implements LintOutcome {
        public Several {
            runs = List.copyOf(runs);
        }
    }

    /** A file or results lint could not read; {@code error} says which and why, in one line. */
    record Unreadable(Path file, String error) implements LintOutcome {
    }
}

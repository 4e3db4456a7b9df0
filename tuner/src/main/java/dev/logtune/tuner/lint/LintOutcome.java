package dev.logtune.tuner.lint;

import java.nio.file.Path;

/**
 * What lint found, ready to print, or why it could not look.
 */
sealed interface LintOutcome {
    /**
     * The findings of one run.
     *
     * @param rate events/s it was judged at, or null
     * @param threads threads it was judged at, or null
     */
    record Linted(LintRun run, Double rate, Integer threads) implements LintOutcome {
    }

    /** A file or results lint could not read; {@code error} says which and why, in one line. */
    record Unreadable(Path file, String error) implements LintOutcome {
    }
}

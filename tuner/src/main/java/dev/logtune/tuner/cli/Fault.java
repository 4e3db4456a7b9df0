package dev.logtune.tuner.cli;

import dev.logtune.support.input.InputProblem;
import picocli.CommandLine;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Whose fault a failed command is, told by the exception's type alone: the user's (a file that cannot be read or
 * written, a value or file refused by a type marked {@link InputProblem}) or logtune's own (anything else, a
 * NullPointerException or a plain IllegalStateException above all).
 */
public enum Fault {
    /** What the user gave: one line and exit 2. */
    INPUT,
    /** A bug in logtune: a crash file and exit 70. */
    INTERNAL;

    public static Fault of(Throwable e) {
        if (e instanceof CommandLine.ExecutionException && e.getCause() != null) {
            return of(e.getCause());
        }
        // a file the user named, or the disk it is on: missing, unreadable, a directory, full
        return e instanceof InputProblem || e instanceof IOException || e instanceof UncheckedIOException ? INPUT : INTERNAL;
    }
}

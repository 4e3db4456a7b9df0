package dev.logtune.support.input;

/**
 * Marks an exception that refuses what the user gave (a file, a value, a setup), not a fault of logtune's own: the
 * command line answers it with its one-line message and exit 2. An exception without this mark (an unchecked one above
 * all) is the tool's fault and is reported as an internal error. A type, so no one guesses it from message text.
 */
public interface InputProblem {
}

package dev.logtune.benchmarks.harness;

/**
 * A run that produced no result; the message says which and why, on one line. Its own file, so code that only hears
 * of a failed run need not name the launcher that starts one.
 */
public final class HarnessException extends Exception {
    public HarnessException(String message) {
        super(message);
    }
}

package dev.logtune.support.input;

/**
 * A value the user gave that cannot be used; the message says which and why, on one line. An
 * {@link IllegalArgumentException}, so code that already catches those still does, but only this one reads as the
 * user's mistake: a plain one is a bug.
 */
public class BadInputException extends IllegalArgumentException implements InputProblem {
    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}

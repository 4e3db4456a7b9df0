package dev.logtune.tuner.servicelogs;

import dev.logtune.configs.model.LogLevel;

/**
 * The fields of one event read from a line, reused from line to line: a log of millions of lines is read without an
 * object an event.
 */
final class ParsedEvent {
    /** Seconds since the epoch; for a timestamp without a date, seconds since midnight ({@link #dateless}). */
    long epochSecond;
    /** Whether the timestamp had no date (a pattern of {@code HH:mm:ss.SSS}): the reader counts the days that pass. */
    boolean dateless;
    LogLevel level;
    String logger;
    String message;

    void clear() {
        epochSecond = Long.MIN_VALUE;
        dateless = false;
        level = null;
        logger = null;
        message = null;
    }

    boolean complete() {
        return epochSecond != Long.MIN_VALUE && level != null && message != null;
    }
}

package dev.logtune.configs.model;

import java.time.Duration;

/**
 * How long an event can sit inside the process (in a queue, in a user-space buffer) before it reaches the OS:
 * what a JVM that dies without running its shutdown hooks (kill -9, the OOM killer) loses. Once the bytes are
 * in the OS they survive the process; only a machine crash can still take them.
 *
 * @param atRate the longest wait at the event rate asked about, or null when it has no bound
 * @param atIdle the longest wait when the events stop coming (the last event before a crash), or null when unbounded
 * @param how one line saying where the event waits and for how long, for people
 */
public record UnflushedWindow(Duration atRate, Duration atIdle, String how) {

    public UnflushedWindow {
        if (atRate != null && atRate.isNegative() || atIdle != null && atIdle.isNegative()) {
            throw new IllegalArgumentException("a window cannot be negative");
        }
        how = how == null ? "" : how.strip();
    }

    /** Whether the event is with the OS within {@code limit} both at the rate and at idle. */
    public boolean within(Duration limit) {
        return atRate != null && atIdle != null && atRate.compareTo(limit) <= 0 && atIdle.compareTo(limit) <= 0;
    }

    /** Whether a quiet spell can leave an event in the process for ever (until the next events push it out). */
    public boolean unboundedAtIdle() {
        return atIdle == null;
    }
}

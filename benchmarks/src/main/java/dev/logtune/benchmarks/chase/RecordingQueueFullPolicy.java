package dev.logtune.benchmarks.chase;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.async.AsyncQueueFullPolicy;
import org.apache.logging.log4j.core.async.DefaultAsyncQueueFullPolicy;
import org.apache.logging.log4j.core.async.EventRoute;

/**
 * Log4j2's default queue-full policy (wait for a slot), marking each call that asked it. Log4j2 creates the policy
 * named in {@code log4j2.asyncQueueFullPolicy} with no arguments.
 */
public final class RecordingQueueFullPolicy implements AsyncQueueFullPolicy {
    private final AsyncQueueFullPolicy policy = new DefaultAsyncQueueFullPolicy();

    @Override
    public EventRoute getRoute(long backgroundThreadId, Level level) {
        CallMarks.mark(CallMarks.Mark.POLICY_ASKED);
        return policy.getRoute(backgroundThreadId, level);
    }
}

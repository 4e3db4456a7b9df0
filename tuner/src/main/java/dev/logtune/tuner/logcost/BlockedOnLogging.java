package dev.logtune.tuner.logcost;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * Time callers' threads waited on logging: a monitor entered with a logging frame on the stack (a synchronized
 * appender), a park under a logging frame (an appender's lock, a full queue or ring). Contention shows here, not in CPU
 * samples: a blocked thread is not sampled. Only waits the recording kept count, those over its threshold; logging's
 * own threads waiting for work are left out.
 *
 * @param threshold the shortest wait the recording kept ("20 ms" by default, "10 ms" in the profile settings), null
 *     where the recording does not say
 * @param topFrames the innermost logging frames the waits were under, in nanoseconds, each as a share of all of them
 */
public record BlockedOnLogging(long monitorWaits, long monitorNanos, long parks, long parkNanos, String threshold,
                               List<FrameShare> topFrames) {
    public BlockedOnLogging {
        topFrames = List.copyOf(topFrames);
    }

    @JsonProperty("seconds")
    public double seconds() {
        return (monitorNanos + parkNanos) / 1e9;
    }

    /** Whether any wait on logging was recorded. */
    public boolean any() {
        return monitorWaits + parks > 0;
    }
}

package dev.logtune.tuner.logcost;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What passed through logging of one kind of recorded cost (CPU samples, native-method samples, allocated bytes).
 *
 * @param unit "samples" or "bytes"
 * @param total everything recorded of this kind, on every thread
 * @param logging what has a logging frame in its stack
 * @param onLoggingThreads the part of {@code logging} on logging's own threads (async workers): off the callers' path
 * @param byRole {@code logging} by the role logging played, every role present (zero where none)
 * @param topFrames the innermost logging frames that took most, largest first
 */
public record LoggingShare(String unit, long total, long logging, long onLoggingThreads, Map<LoggingRole, Long> byRole,
                           List<FrameShare> topFrames) {
    public LoggingShare {
        // every role, in the enum's order, so the JSON reads the same way each time
        EnumMap<LoggingRole, Long> roles = new EnumMap<>(LoggingRole.class);
        roles.putAll(byRole);
        byRole = Collections.unmodifiableMap(roles);
        topFrames = List.copyOf(topFrames);
    }

    /** The share of {@code total} that passed through logging, 0 where nothing was recorded. */
    @JsonProperty("share")
    public double share() {
        return of(logging);
    }

    /** {@code amount} as a share of {@code total}, 0 where nothing was recorded. */
    public double of(long amount) {
        return total == 0 ? 0 : (double) amount / total;
    }
}

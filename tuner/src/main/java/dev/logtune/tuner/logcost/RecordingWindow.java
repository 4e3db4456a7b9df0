package dev.logtune.tuner.logcost;

import java.time.Duration;
import java.time.Instant;

/**
 * The time a recording spans, from its first event's start to its last event's end.
 *
 * @param start ISO-8601, as the JSON carries it
 * @param end ISO-8601
 */
public record RecordingWindow(String start, String end, double seconds) {

    static RecordingWindow between(Instant start, Instant end) {
        if (start == null) {
            return new RecordingWindow(null, null, 0);
        }
        return new RecordingWindow(start.toString(), end.toString(), Duration.between(start, end).toNanos() / 1e9);
    }
}

package dev.logtune.tuner.report;

import java.util.List;

/**
 * One row of a bar chart: a setup and its figure, or figures stacked (dropped by policy, then lost unexplained).
 *
 * @param note what a reader sees on hovering
 */
record Bar(String setup, SetupTags tags, List<Segment> segments, String note) {
    /** One part of a bar; {@code kind} names what it counts and styles it. */
    record Segment(String kind, double value) {
    }

    Bar {
        segments = List.copyOf(segments);
    }

    double total() {
        return segments.stream().mapToDouble(Segment::value).sum();
    }
}

package dev.logtune.tuner.report;

import java.util.List;

/**
 * One row of a bar chart: a setup and its figure, or figures stacked (dropped by policy, then lost unexplained).
 *
 * @param note what a reader sees on hovering
 * @param low the low end of the total's interval, NaN for none (drawn as a whisker)
 * @param high the high end, NaN for none
 */
record Bar(String setup, SetupTags tags, List<Segment> segments, String note, double low, double high) {
    /** One part of a bar; {@code kind} names what it counts and styles it. */
    record Segment(String kind, double value) {
    }

    Bar {
        segments = List.copyOf(segments);
    }

    Bar(String setup, SetupTags tags, List<Segment> segments, String note) {
        this(setup, tags, segments, note, Double.NaN, Double.NaN);
    }

    double total() {
        return segments.stream().mapToDouble(Segment::value).sum();
    }
}

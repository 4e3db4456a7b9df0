package dev.logtune.tuner.report;

import java.util.List;

/**
 * A line on a chart: one setup (or a reference such as the no-logging control), its colour and how its intervals
 * are drawn.
 *
 * @param tags the setup's framework and family, which the page's controls show and hide it by
 * @param style how the line and its intervals are drawn
 */
record Series(String name, SetupTags tags, String color, Style style, List<Point> points) {
    enum Style {
        /** Points joined, each with an error bar. */
        ERROR_BARS,
        /** Points joined, the intervals a shaded band. */
        BAND,
        /** A dashed reference line (floor, ceiling, control), its interval a band. */
        REFERENCE
    }

    Series {
        points = List.copyOf(points);
    }
}

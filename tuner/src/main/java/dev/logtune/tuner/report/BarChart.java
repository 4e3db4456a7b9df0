package dev.logtune.tuner.report;

import java.util.List;

/**
 * Horizontal bars, one a setup, written as inline SVG with the same data attributes as {@link LineChart}'s points.
 *
 * @param axis the value axis (linear from zero, or log)
 * @param legend the segment kinds in order, each with what it means
 */
record BarChart(String id, String title, Axis axis, List<Bar> bars, List<String[]> legend) {
    static final int WIDTH = 1000;
    private static final int LEFT = 230;
    // Room for the figures written after each bar.
    private static final int RIGHT = 330;
    private static final int TOP = 36;
    private static final int ROW = 18;
    private static final int BOTTOM = 48;

    BarChart {
        bars = List.copyOf(bars);
        legend = List.copyOf(legend);
    }

    int height() {
        return TOP + bars.size() * ROW + BOTTOM;
    }

    String svg() {
        Svg svg = new Svg();
        int height = height();
        double plotBottom = height - BOTTOM;
        svg.open("svg", "xmlns", "http://www.w3.org/2000/svg", "viewBox", "0 0 " + WIDTH + " " + height, "class", "chart bars",
                "id", id, "role", "img", "aria-label", title);
        svg.text("title", title);
        svg.text("text", title, "x", 10.0, "y", 20.0, "class", "chart-title");
        svg.open("g", "class", "axes");
        for (double tick : axis.ticks()) {
            double px = px(tick);
            svg.empty("line", "x1", px, "x2", px, "y1", (double) TOP, "y2", plotBottom, "class", "grid");
            svg.text("text", Axis.label(tick), "x", px, "y", plotBottom + 16, "class", "tick", "text-anchor", "middle");
        }
        svg.text("text", axis.title(), "x", (LEFT + WIDTH - RIGHT) / 2.0, "y", (double) (height - 10), "class", "axis-title",
                "text-anchor", "middle");
        svg.close("g");
        for (int i = 0; i < bars.size(); i++) {
            bar(svg, bars.get(i), TOP + i * ROW);
        }
        double legendX = LEFT;
        for (String[] kind : legend) {
            svg.empty("rect", "x", legendX, "y", 26.0, "width", 10.0, "height", 8.0, "class", "segment " + kind[0]);
            svg.text("text", kind[1], "x", legendX + 14, "y", 34.0, "class", "legend");
            legendX += 14 + 6.5 * kind[1].length() + 16;
        }
        svg.close("svg");
        return svg.toString();
    }

    private void bar(Svg svg, Bar bar, double top) {
        svg.open("g", "class", "series", "data-setup", bar.setup(), "data-framework", bar.tags().framework(),
                "data-family", bar.tags().family().key(), "data-value", bar.total());
        svg.text("title", bar.setup() + ": " + bar.note());
        svg.text("text", bar.setup(), "x", (double) (LEFT - 6), "y", top + ROW - 5, "class", "bar-label", "text-anchor", "end");
        double from = axis.log() ? axis.min() : 0;
        for (Bar.Segment segment : bar.segments()) {
            if (!(segment.value() > 0)) {
                continue;
            }
            double to = from + segment.value();
            double x0 = px(Math.max(from, axis.min()));
            double x1 = px(Math.min(to, axis.max()));
            svg.empty("rect", "x", x0, "y", top + 3, "width", Math.max(1, x1 - x0), "height", (double) (ROW - 6),
                    "class", "segment " + segment.kind(), "data-kind", segment.kind(), "data-value", segment.value());
            from = to;
        }
        double end = from;
        if (!Double.isNaN(bar.low()) && !Double.isNaN(bar.high())) {
            double y = top + ROW / 2.0;
            svg.empty("line", "x1", px(Math.max(bar.low(), axis.min())), "x2", px(Math.min(bar.high(), axis.max())), "y1", y, "y2", y,
                    "class", "whisker", "data-low", bar.low(), "data-high", bar.high());
            end = Math.max(end, bar.high());
        }
        svg.text("text", bar.note(), "x", px(Math.min(Math.max(end, axis.min()), axis.max())) + 4, "y", top + ROW - 5,
                "class", "bar-value");
        svg.close("g");
    }

    private double px(double value) {
        return LEFT + axis.fraction(value) * (WIDTH - LEFT - RIGHT);
    }
}

package dev.logtune.tuner.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A chart of lines over two axes, written as inline SVG. Every point is a circle carrying its series and its figures
 * as data attributes and a title a reader sees on hovering, so the page needs no script and a test can read back what
 * was drawn.
 */
record LineChart(String id, String title, Axis x, Axis y, List<Series> series, String caption, double markX) {
    static final int WIDTH = 760;
    static final int HEIGHT = 420;
    private static final int LEFT = 78;
    private static final int RIGHT = 20;
    private static final int TOP = 36;
    private static final int BOTTOM = 56;

    LineChart {
        series = List.copyOf(series);
    }

    LineChart(String id, String title, Axis x, Axis y, List<Series> series, String caption) {
        this(id, title, x, y, series, caption, Double.NaN);
    }

    /** The same chart with only these setups (and the references), a vertical line at {@code target} on the x axis. */
    LineChart only(java.util.Collection<String> setups, double target) {
        List<Series> kept = series.stream().filter(s -> setups.contains(s.name()) || s.tags().family() == SetupTags.Family.REFERENCE).toList();
        return new LineChart(id, title, x, y, kept, caption, target);
    }

    /** The same chart with only the lines of one framework and the references, under its own id and title. */
    LineChart ofFramework(String framework, String name) {
        List<Series> kept = series.stream().filter(s -> s.tags().framework().equals(framework)
                || s.tags().family() == SetupTags.Family.REFERENCE).toList();
        return new LineChart(id + "-" + framework, title + ", " + name, x, y, kept, caption, markX);
    }

    /** Least vertical room between two end labels, in pixels: one line of their text. */
    private static final double LABEL_GAP = 11;

    /**
     * Where each line's end label goes: beside its last point, moved down just enough that no two overlap (and back up
     * where that runs past the plot), so a dense chart stays readable.
     */
    private java.util.Map<String, Double> labelHeights() {
        List<double[]> wanted = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Series line : series) {
            List<Point> drawn = line.points().stream().filter(this::inRange).toList();
            if (!drawn.isEmpty()) {
                wanted.add(new double[] {py(drawn.get(drawn.size() - 1).y()) + 4, names.size()});
                names.add(line.name());
            }
        }
        wanted.sort(java.util.Comparator.comparingDouble(w -> w[0]));
        double[] placed = new double[wanted.size()];
        for (int i = 0; i < placed.length; i++) {
            placed[i] = i == 0 ? wanted.get(i)[0] : Math.max(wanted.get(i)[0], placed[i - 1] + LABEL_GAP);
        }
        double bottom = HEIGHT - BOTTOM;
        for (int i = placed.length - 1; i >= 0; i--) {
            double limit = i == placed.length - 1 ? bottom : placed[i + 1] - LABEL_GAP;
            placed[i] = Math.min(placed[i], limit);
        }
        java.util.Map<String, Double> heights = new java.util.HashMap<>();
        for (int i = 0; i < placed.length; i++) {
            heights.put(names.get((int) wanted.get(i)[1]), placed[i]);
        }
        return heights;
    }

    String svg() {
        Svg svg = new Svg();
        svg.open("svg", "xmlns", "http://www.w3.org/2000/svg", "viewBox", "0 0 " + WIDTH + " " + HEIGHT, "class", "chart",
                "id", id, "role", "img", "aria-label", title);
        svg.text("title", title);
        svg.text("text", title, "x", (double) LEFT, "y", 20.0, "class", "chart-title");
        grid(svg);
        if (Double.isFinite(markX) && markX > 0) {
            double px = px(markX);
            svg.empty("line", "x1", px, "x2", px, "y1", (double) TOP, "y2", (double) (HEIGHT - BOTTOM), "class", "target-line",
                    "data-x", markX);
        }
        java.util.Map<String, Double> labels = labelHeights();
        for (Series line : series) {
            series(svg, line, labels.getOrDefault(line.name(), Double.NaN));
        }
        svg.close("svg");
        return svg.toString();
    }

    private void grid(Svg svg) {
        double plotBottom = HEIGHT - BOTTOM;
        svg.open("g", "class", "axes");
        for (double tick : x.ticks()) {
            double px = px(tick);
            svg.empty("line", "x1", px, "x2", px, "y1", (double) TOP, "y2", plotBottom, "class", "grid");
            svg.text("text", Axis.label(tick), "x", px, "y", plotBottom + 16, "class", "tick", "text-anchor", "middle");
        }
        for (double tick : y.ticks()) {
            double py = py(tick);
            svg.empty("line", "x1", (double) LEFT, "x2", (double) (WIDTH - RIGHT), "y1", py, "y2", py, "class", "grid");
            svg.text("text", Axis.label(tick), "x", (double) (LEFT - 6), "y", py + 4, "class", "tick", "text-anchor", "end");
        }
        svg.empty("rect", "x", (double) LEFT, "y", (double) TOP, "width", (double) (WIDTH - LEFT - RIGHT),
                "height", plotBottom - TOP, "class", "frame");
        svg.text("text", x.title(), "x", (LEFT + WIDTH - RIGHT) / 2.0, "y", (double) (HEIGHT - 14), "class", "axis-title",
                "text-anchor", "middle");
        svg.text("text", y.title(), "x", 16.0, "y", (TOP + plotBottom) / 2, "class", "axis-title", "text-anchor", "middle",
                "transform", "rotate(-90 16 " + Svg.number((TOP + plotBottom) / 2) + ")");
        svg.close("g");
    }

    private void series(Svg svg, Series line, double labelY) {
        List<Point> drawn = line.points().stream().filter(this::inRange).toList();
        svg.open("g", "class", "series " + line.style().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                "data-setup", line.name(), "data-framework", line.tags().framework(), "data-family", line.tags().family().key(),
                "style", "--c: " + line.color());
        svg.text("title", line.name());
        if (line.style() != Series.Style.ERROR_BARS && drawn.stream().anyMatch(Point::hasInterval)) {
            band(svg, drawn);
        }
        // A marked point (a rate not held, a figure of another kind) stands apart: the line joins the measured ones.
        List<Point> joined = drawn.stream().filter(p -> !p.marked()).toList();
        if (joined.size() > 1) {
            StringBuilder path = new StringBuilder();
            for (Point point : joined) {
                path.append(path.length() == 0 ? "" : " ").append(Svg.number(px(point.x()))).append(',').append(Svg.number(py(point.y())));
            }
            svg.empty("polyline", "points", path.toString(), "class", "line");
        }
        for (Point point : drawn) {
            double px = px(point.x());
            double py = py(point.y());
            if (line.style() == Series.Style.ERROR_BARS && point.hasInterval()) {
                svg.empty("line", "x1", px, "x2", px, "y1", py(clamp(point.low())), "y2", py(clamp(point.high())), "class", "error");
            }
            String note = line.name() + ": " + point.note();
            if (point.marked()) {
                svg.open("rect", "x", px - 4, "y", py - 4, "width", 8.0, "height", 8.0, "class", "point marked",
                        "data-x", point.x(), "data-y", point.y());
            } else {
                svg.open("circle", "cx", px, "cy", py, "r", 3.5, "class", "point", "data-x", point.x(), "data-y", point.y());
            }
            svg.text("title", note);
            svg.close(point.marked() ? "rect" : "circle");
        }
        if (!drawn.isEmpty()) {
            Point last = drawn.get(drawn.size() - 1);
            svg.text("text", line.name(), "x", px(last.x()) + 6, "y", Double.isNaN(labelY) ? py(last.y()) + 4 : labelY,
                    "class", "end-label");
        }
        svg.close("g");
    }

    private void band(Svg svg, List<Point> drawn) {
        List<Point> withInterval = drawn.stream().filter(Point::hasInterval).toList();
        List<String> corners = new ArrayList<>();
        for (Point point : withInterval) {
            corners.add(Svg.number(px(point.x())) + "," + Svg.number(py(clamp(point.high()))));
        }
        for (int i = withInterval.size() - 1; i >= 0; i--) {
            Point point = withInterval.get(i);
            corners.add(Svg.number(px(point.x())) + "," + Svg.number(py(clamp(point.low()))));
        }
        svg.empty("polygon", "points", String.join(" ", corners), "class", "band");
    }

    private boolean inRange(Point point) {
        return Double.isFinite(point.x()) && Double.isFinite(point.y()) && (!x.log() || point.x() > 0) && (!y.log() || point.y() > 0);
    }

    // A bound below a log axis's floor (an interval reaching zero) is drawn at the floor.
    private double clamp(double value) {
        return y.log() ? Math.max(value, y.min()) : value;
    }

    double px(double value) {
        return LEFT + x.fraction(value) * (WIDTH - LEFT - RIGHT);
    }

    double py(double value) {
        return HEIGHT - BOTTOM - y.fraction(value) * (HEIGHT - BOTTOM - TOP);
    }
}

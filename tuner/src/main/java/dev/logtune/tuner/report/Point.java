package dev.logtune.tuner.report;

/**
 * One measured point of a series.
 *
 * @param low the low end of its interval, NaN for none
 * @param high the high end of its interval, NaN for none
 * @param note what a reader sees on hovering: the figure and how it was measured
 * @param marked drawn as a hollow square: where the setup stopped holding, or a figure to read with care
 */
record Point(double x, double y, double low, double high, String note, boolean marked) {
    static Point of(double x, double y, String note) {
        return new Point(x, y, Double.NaN, Double.NaN, note, false);
    }

    boolean hasInterval() {
        return !Double.isNaN(low) && !Double.isNaN(high);
    }
}

package dev.logtune.tuner.report;

import dev.logtune.support.format.Numbers;

import java.util.ArrayList;
import java.util.List;

/**
 * One axis of a chart: its title (with the unit), linear or logarithmic, and the range it spans.
 */
record Axis(String title, boolean log, double min, double max) {
    Axis {
        if (!(max > min) || log && !(min > 0)) {
            throw new IllegalArgumentException("an axis spans a positive range, and a log axis stays above zero: " + min + " to " + max);
        }
    }

    /** A log axis over whole decades that hold every value; non-positive values are left out. */
    static Axis logOver(String title, List<Double> values) {
        double low = values.stream().filter(v -> v > 0 && Double.isFinite(v)).min(Double::compare).orElse(1.0);
        double high = values.stream().filter(v -> v > 0 && Double.isFinite(v)).max(Double::compare).orElse(10.0);
        double min = Math.pow(10, Math.floor(Math.log10(low)));
        double max = Math.pow(10, Math.ceil(Math.log10(high)));
        return new Axis(title, true, min, max > min ? max : min * 10);
    }

    /** A linear axis from zero to a round number above every value. */
    static Axis linearFromZero(String title, List<Double> values) {
        double high = values.stream().filter(Double::isFinite).max(Double::compare).orElse(1.0);
        return new Axis(title, false, 0, roundUp(high > 0 ? high : 1));
    }

    /** Where {@code value} lies along the axis, 0 at min and 1 at max (outside for values beyond). */
    double fraction(double value) {
        return log ? (Math.log(value) - Math.log(min)) / (Math.log(max) - Math.log(min)) : (value - min) / (max - min);
    }

    /** Tick values: each decade (and 2x, 5x when few decades) on a log axis, five even steps on a linear one. */
    List<Double> ticks() {
        List<Double> ticks = new ArrayList<>();
        if (log) {
            double decades = Math.log10(max / min);
            for (double decade = min; decade <= max * 1.0001; decade *= 10) {
                ticks.add(decade);
                if (decades <= 3) {
                    for (double step : new double[] {2, 5}) {
                        if (decade * step < max * 0.9999) {
                            ticks.add(decade * step);
                        }
                    }
                }
            }
        } else {
            double step = (max - min) / 5;
            for (int i = 0; i <= 5; i++) {
                ticks.add(min + i * step);
            }
        }
        ticks.sort(Double::compare);
        return ticks;
    }

    /** A tick's label: small whole numbers as they are (1, 2, 50), the rest as the tables print them (2.5, 10k, 1.5M). */
    static String label(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1000) {
            return Long.toString((long) value);
        }
        return Numbers.human(value).replaceAll("\\.0+(?=[kMG]?$)", "").replaceAll("(\\.\\d*?)0+(?=[kMG]?$)", "$1");
    }

    /** 1, 2, 2.5 or 5 times a power of ten, at or above {@code value}. */
    private static double roundUp(double value) {
        double decade = Math.pow(10, Math.floor(Math.log10(value)));
        for (double step : new double[] {1, 2, 2.5, 5, 10}) {
            if (decade * step >= value) {
                return decade * step;
            }
        }
        return decade * 10;
    }
}

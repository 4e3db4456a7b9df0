package dev.logtune.tuner.advice;

import dev.logtune.lab.reading.Interval;
import dev.logtune.lab.reading.OpenLoopPoint;

/**
 * The open-loop point a prediction rests on, and how it relates to the target.
 *
 * @param exact measured at the target's rate and thread count
 * @param atLeastTarget measured at the target's rate or above (a conservative stand-in)
 * @param withinThreads the target's thread count lies within the measured thread counts
 */
public record RatePick(OpenLoopPoint point, boolean exact, boolean atLeastTarget, boolean withinThreads, String nearness) {

    /** Whether the target lies beyond what was measured: above every rate, or beyond every thread count. */
    public boolean beyondRange() {
        return !atLeastTarget || !withinThreads;
    }

    public Interval p99() {
        return point.p99();
    }

    public double p99Micros() {
        return point.p99() == null ? Double.NaN : point.p99().median();
    }

    public double p999Micros() {
        return point.p999() == null ? Double.NaN : point.p999().median();
    }

    /** The no-logging control's median p99 in the same blocks, NaN where none was measured. */
    public double controlP99Micros() {
        return point.control() == null ? Double.NaN : point.control().median();
    }
}

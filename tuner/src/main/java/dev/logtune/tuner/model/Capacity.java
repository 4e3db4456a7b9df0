package dev.logtune.tuner.model;

/**
 * Events a setup delivers per second at a thread count, from JMH's closed loop.
 *
 * @param note how the figure was obtained: measured, interpolated between two counts, or held at the largest count
 */
public record Capacity(double eventsPerSecond, double scoreError, String note, boolean extrapolated) {
}

package dev.logtune.tuner.logcost;

/**
 * A logging frame and what passed through it as the innermost logging frame: samples, bytes or nanoseconds, in its
 * list's unit.
 *
 * @param frame "class.method"
 * @param share of everything recorded of its kind (all CPU samples, all bytes), or of all blocked time for a wait
 */
public record FrameShare(String frame, long amount, double share) {
}

package dev.logtune.tuner.advice;

import dev.logtune.support.format.Numbers;

/**
 * Events a setup delivers per second at a thread count, from JMH's closed loop. The figure planned on is the lower end
 * of JMH's 99.9% interval: a score is one run's mean, and a rate planned on the mean is past capacity half the time.
 *
 * @param eventsPerSecond the figure to plan on: JMH's score less its error, delivered share applied, never above what
 *                        the forks' audit says they wrote, never below 0
 * @param score JMH's delivered events/s, for display (interpolated where the capacity is)
 * @param scoreError the half-width of JMH's interval around {@code score}, NaN where JMH had too few samples
 * @param noisy whether the interval was too wide (or missing) to plan on this measurement alone
 * @param noise why it is noisy, one line; null when it is not
 * @param note how the figure was obtained: measured, interpolated between two counts, or held at the largest count,
 *             with the interval it was taken from
 */
public record Capacity(double eventsPerSecond, double score, double scoreError, boolean noisy, String noise, String note,
                       boolean extrapolated) {
    /** Past this share of its capacity a queue's wait climbs steeply (M/M/1): what recommend and lint both plan to. */
    public static final double KNEE = 0.85;


    /** JMH's interval as people read it: "1.32M ± 170k", or the score alone where there is no error. */
    public String interval() {
        return Double.isNaN(scoreError) ? Numbers.human(score) + " (no error bar)"
                : Numbers.human(score) + " \u00b1 " + Numbers.human(scoreError);
    }
}

package dev.logtune.lab.reading;

/**
 * A median over repeated runs with its 95% interval.
 *
 * @param runs how many runs it rests on
 * @param modelled true where too few runs were made for a bootstrap and the interval is this machine's observed
 *     run-to-run spread around the one figure instead (see {@link BootstrapMedian#SINGLE_RUN_SPREAD})
 */
public record Interval(double median, double low, double high, int runs, boolean modelled) {

    /** Whether the two could be the same figure: neither interval lies wholly above the other. */
    public boolean overlaps(Interval other) {
        return low <= other.high && other.low <= high;
    }

    /** Wholly below {@code other}: the data separates the two. */
    public boolean below(Interval other) {
        return high < other.low;
    }
}

package dev.logtune.sampler;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Max-min fair shares of a total budget (water-filling), each capped per site.
 *
 * <p>Sites that asked for less than an equal split of what is left get all they asked for; the rest split what
 * remains equally. So a rare site is never cut for a hot one's sake, and the hot ones are cut to the same level.
 * Shares are whole events: the remainder of the split goes one event each to the hottest sites, so the shares add up
 * to the total exactly when anyone was cut, and never more.
 *
 * @param shares what each site gets, in the order of the demands given
 * @param level  the water level: what a site may take next window without taking from another. Sites that were not
 *               cut get it as their limit, so a rare site may grow up to it; it is the cap when nobody was cut.
 */
public record FairShare(long[] shares, long level) {

    /**
     * @param demand       events each site asked for in the last window
     * @param perSiteLimit the most one site may have
     * @param totalLimit   the most all sites together may have
     */
    public static FairShare of(long[] demand, long perSiteLimit, long totalLimit) {
        int n = demand.length;
        long[] shares = new long[n];
        // Ascending by what each would take; ties broken by index so the result does not depend on the sort.
        Integer[] order = IntStream.range(0, n).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.<Integer>comparingLong(i -> want(demand[i], perSiteLimit)).thenComparing(i -> i));
        long remaining = totalLimit;
        int first = 0;
        for (; first < n; first++) {
            int i = order[first];
            long want = want(demand[i], perSiteLimit);
            if (want > remaining / (n - first)) {
                break;
            }
            shares[i] = want;
            remaining -= want;
        }
        if (first == n) {
            return new FairShare(shares, perSiteLimit);
        }
        int cut = n - first;
        long level = remaining / cut;
        long extra = remaining % cut;
        // The hottest sites come last in the order: they take the remainder, one event each.
        for (int k = n - 1; k >= first; k--) {
            shares[order[k]] = level + (extra-- > 0 ? 1 : 0);
        }
        return new FairShare(shares, level);
    }

    /** The limit to enforce on a site next window: its share, or the level if that is more. */
    public long limit(int site) {
        return Math.max(shares[site], level);
    }

    public long total() {
        return Arrays.stream(shares).sum();
    }

    private static long want(long demand, long perSiteLimit) {
        return Math.max(0, Math.min(demand, perSiteLimit));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FairShare other && level == other.level && Arrays.equals(shares, other.shares);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(shares) + Long.hashCode(level);
    }

    @Override
    public String toString() {
        return "FairShare[shares=" + Arrays.toString(shares) + ", level=" + level + "]";
    }
}

package dev.logtune.tuner.advice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Orders the candidates only as far as the data separates them. The setup with the lowest median p99 and every setup
 * whose 95% interval overlaps its interval are <em>level</em>: the runs cannot tell them apart. Within the level set the
 * order is by what a team lives with rather than by noise: no drop policy first, then a queue that absorbs the stall or
 * burst as measured (not deepened beyond it), then the fewest moving parts, then the fewest bytes allocated per
 * delivered event (in 10% steps; finer is noise). Setups that dropped events at the point come after every setup that
 * dropped none, so dropping never buys a place; setups measured only below the target come after those measured at
 * or above it.
 */
public final class Ranking {
    /**
     * The tie-break without its last key, the results' p99: recommend --measure orders what its own runs could not
     * separate by these, then by the p99 it measured.
     */
    public static final Comparator<Candidate> HOUSE_RULES = Comparator
            .comparing((Candidate c) -> c.tuned().mayDrop())
            .thenComparing(Candidate::retuned)
            .thenComparingInt(c -> c.movingParts().size())
            .thenComparingLong(c -> allocationStep(c.allocDelivered()));
    /** Among level setups from a results file, one measured in repeated runs goes before a single run's anecdote. */
    static final Comparator<Candidate> TIE_BREAK = Comparator.comparing((Candidate c) -> c.p99().modelled())
            .thenComparing(HOUSE_RULES).thenComparingDouble(Candidate::p99Micros);

    private Ranking() {
    }

    /** @param level the setups the data cannot separate from the best, in tie-break order; the pick is its first */
    record Ranked(List<Candidate> order, List<Candidate> level) {
    }

    static Ranked rank(List<Candidate> candidates) {
        if (candidates.isEmpty()) {
            return new Ranked(List.of(), List.of());
        }
        // Tiers: measured at or above the target before beyond it, none dropped before some dropped.
        Comparator<Candidate> tier = Comparator.comparing(Candidate::dropped).thenComparing(c -> c.rate().beyondRange());
        Candidate first = candidates.stream().min(tier).orElseThrow();
        List<Candidate> pool = candidates.stream().filter(c -> tier.compare(c, first) == 0).toList();
        // A single run can be level with the best, but it cannot set the bar: its interval is only modelled.
        List<Candidate> repeated = pool.stream().filter(c -> !c.p99().modelled()).toList();
        Candidate best = (repeated.isEmpty() ? pool : repeated).stream().min(Comparator.comparingDouble(Candidate::p99Micros))
                .orElseThrow();
        List<Candidate> level = pool.stream().filter(c -> c.p99().overlaps(best.p99())).sorted(TIE_BREAK).toList();
        List<Candidate> order = new ArrayList<>(level);
        candidates.stream().filter(c -> !level.contains(c))
                .sorted(tier.thenComparingDouble(Candidate::p99Micros)).forEach(order::add);
        return new Ranked(List.copyOf(order), level);
    }

    /** Which rule of the tie-break put {@code first} ahead of {@code second}, in words; null when only the p99 did. */
    static String decidingRule(Candidate first, Candidate second) {
        if (first.p99().modelled() != second.p99().modelled()) {
            return "it was measured in repeated runs, not once";
        }
        if (first.tuned().mayDrop() != second.tuned().mayDrop()) {
            return "it has no drop policy";
        }
        if (first.retuned() != second.retuned()) {
            return "its queue absorbs the stall or burst as measured, without deepening";
        }
        if (first.movingParts().size() != second.movingParts().size()) {
            return first.movingParts().isEmpty() ? "it has no moving parts (no extra thread, JVM-wide property or dependency)"
                    : "it has fewer moving parts (" + String.join(", ", first.movingParts()) + ")";
        }
        if (allocationStep(first.allocDelivered()) != allocationStep(second.allocDelivered())) {
            return "it allocates fewer bytes per delivered event";
        }
        return null;
    }

    static long allocationStep(double bytes) {
        if (Double.isNaN(bytes)) {
            return Long.MAX_VALUE;
        }
        return bytes <= 1 ? 0 : (long) Math.floor(Math.log(bytes) / Math.log(1.1));
    }
}

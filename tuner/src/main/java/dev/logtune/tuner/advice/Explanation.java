package dev.logtune.tuner.advice;

import dev.logtune.lab.reading.Interval;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.lab.reading.Standing;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.matrix.Matrix;

import java.util.List;
import java.util.stream.Collectors;
import java.util.Locale;

/** Why the pick, in words that never claim more than the paired comparisons show. */
public final class Explanation {
    private Explanation() {
    }

    static String why(Candidate chosen, Ranking.Ranked ranked, Target target) {
        Comparison comparison = ranked.comparison();
        List<PairedRatio> ratios = comparison.ratios();
        StringBuilder text = new StringBuilder();
        if (ranked.lightLoad() != null) {
            text.append("a framework's defaults where they meet the target, then the house order (no drop policy, fewest moving"
                    + " parts, least allocation), which decide here: ").append(ranked.lightLoad())
                    .append("; the blocks alone could not rank them (").append(comparison.point()).append(")");
            return text.toString();
        }
        if (ratios.isEmpty()) {
            text.append("the only setup that meets the target and was raced there");
        } else if (ratios.stream().allMatch(r -> r.standing() == Standing.FASTER)) {
            boolean isDefaults = Matrix.find(chosen.setup()).map(s -> target.defaults(s.framework()).id().equals(chosen.setup()))
                    .orElse(false);
            text.append("faster than every other contender").append(isDefaults ? " (it is " + chosen.framework()
                    + "'s defaults)" : " and the defaults").append(" in the same blocks (each ratio's whole 95% interval below 1)");
        } else {
            List<Candidate> ahead = ranked.order().stream().filter(c -> comparison.contenders().contains(c.setup())
                    && Ranking.TIE_BREAK.compare(c, chosen) < 0).toList();
            text.append(String.format(Locale.ROOT, "the first in the house order (no drop policy, fewest moving parts, least"
                    + " allocation) that is not worse than any other contender or the defaults by more than %s", margin(comparison.margin())));
            if (!ahead.isEmpty()) {
                text.append("; ahead of it in that order, ").append(ahead.stream().map(Candidate::setup).collect(Collectors.joining(", ")))
                        .append(" could not show as much");
            }
            List<Candidate> level = ranked.level().stream().filter(c -> c != chosen).toList();
            if (!level.isEmpty()) {
                text.append("; level with ").append(level.size() <= 3 ? level.stream().map(Candidate::setup).collect(Collectors.joining(", "))
                        : level.size() + " others, listed under Level set");
                // Only a level setup that comes after the pick in the house order was passed over by a house rule; one
                // that comes before it is among those that could not show as much, said above.
                level.stream().filter(c -> !ahead.contains(c)).findFirst().ifPresent(next -> {
                    String rule = Ranking.decidingRule(chosen, next);
                    if (rule != null) {
                        text.append(", ahead of ").append(next.setup()).append(" because ").append(rule);
                    }
                });
            }
        }
        text.append(" (").append(comparison.point()).append(")");
        PairedRatio control = comparison.control();
        if (control != null && control.standing().notWorse()) {
            text.append(String.format(Locale.ROOT, "; against no logging at all in the same blocks it is %s, so logging costs"
                    + " this service less than %s at p99", control.describe(), margin(comparison.margin())));
        }
        if (chosen.dropped()) {
            text.append(String.format(Locale.ROOT, "; it dropped %.1f%% of events at that point", 100 * chosen.dropShare()));
        }
        return text.toString();
    }

    /** Why no pick: what the blocks show, and what would decide. */
    static String undecided(Comparison comparison) {
        if (comparison.contenders().isEmpty()) {
            List<String> screened = comparison.screened();
            String who = screened.size() == 1 ? "undecided for " + screened.get(0) + ": it meets the target in its own runs, but"
                    + " was not raced beside the defaults in the same blocks there"
                    : "undecided between " + String.join(", ", screened) + ": they meet the target in their own runs, but none"
                    + " was raced in the same blocks there";
            return who + " (" + comparison.point() + "); single runs screen setups out but cannot rank them. Measure with --measure";
        }
        if (comparison.contenders().size() == 1) {
            return String.format(Locale.ROOT, "undecided for %s: at no margin up to 3x is it shown not worse than the defaults"
                    + " over %d blocks (%s). Measure with --measure", comparison.contenders().get(0), comparison.blocks(),
                    comparison.point());
        }
        String more = comparison.blocksNeeded() == Integer.MAX_VALUE
                ? "more blocks would not decide it at " + margin(comparison.margin()) + ": no contender's estimate lies within it of every other"
                : "about " + comparison.blocksNeeded() + " blocks would likely decide it at " + margin(comparison.margin());
        return String.format(Locale.ROOT, "undecided between %s: at no margin up to 3x is one shown not worse than every"
                        + " other and the defaults over %d blocks (%s); %s. Measure with --measure",
                String.join(", ", comparison.contenders()), comparison.blocks(), comparison.point(), more);
    }

    public static String margin(double margin) {
        return (margin == Math.rint(margin) ? String.valueOf((long) margin) : String.valueOf(margin)) + "x";
    }

    /** "median 260 us over 15 runs (210 to 390)": the runs' own spread, for scale; comparisons come from the blocks. */
    public static String p99(Candidate candidate) {
        return range(candidate.p99());
    }

    /**
     * What the allocation costs at the heap it was measured with: "at 38k/s that is 87 MB/s; with -Xmx2g its runs
     * collected 1.3 times a second, 0.4% of the time", from the runs' own GC evidence.
     */
    public static String heapCost(Candidate candidate, double rate) {
        if (Double.isNaN(candidate.allocBytes())) {
            return "";
        }
        List<RateRecord> runs = candidate.rate().point().used().stream().filter(r -> r.evidence() != null).toList();
        String perSecond = String.format(Locale.ROOT, "at %s/s that is %s MB/s", Numbers.human(rate),
                Numbers.human(candidate.allocBytes() * rate / 1e6));
        if (runs.isEmpty()) {
            return perSecond;
        }
        double seconds = runs.stream().mapToDouble(RateRecord::seconds).sum();
        double collections = runs.stream().mapToLong(r -> r.evidence().gcCount()).sum() / seconds;
        double share = runs.stream().mapToDouble(r -> r.evidence().gcMillis()).sum() / (seconds * 1000);
        String heap = runs.get(0).evidence().heap().isEmpty() ? "the JVM's default heap" : String.join(" ", runs.get(0).evidence().heap());
        return String.format(Locale.ROOT, "%s; with %s its runs collected %.1f times a second, %.1f%% of the time", perSecond,
                heap, collections, 100 * share);
    }

    public static String range(Interval interval) {
        if (interval == null) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "median %s, 95%% interval %s, %d %s%s", Durations.micros(interval.median()),
                Durations.microsRange(interval.low(), interval.high()), interval.runs(), interval.runs() == 1 ? "run" : "runs",
                interval.modelled() ? ": too few runs, interval taken as 3x either way" : "");
    }
}

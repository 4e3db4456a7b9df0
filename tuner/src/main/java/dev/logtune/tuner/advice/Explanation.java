package dev.logtune.tuner.advice;

import dev.logtune.benchmarks.reading.Interval;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.format.Numbers;

import java.util.List;
import java.util.Locale;

/** Why the pick, in words that never claim more than the intervals show. */
public final class Explanation {
    private Explanation() {
    }

    static String why(Candidate chosen, List<Candidate> level, List<Candidate> ranked) {
        StringBuilder text = new StringBuilder();
        if (level.size() == 1) {
            Candidate next = ranked.stream().filter(c -> c != chosen).findFirst().orElse(null);
            if (next == null) {
                text.append("the only setup that meets the target");
            } else if (!chosen.p99().overlaps(next.p99())) {
                text.append(String.format(Locale.ROOT, "lowest response p99, and its interval (%s) separates from the next best's (%s, %s)",
                        range(chosen.p99()), next.setup(), range(next.p99())));
            } else {
                // Level on p99 with the next, but ranked apart by a rule that comes before the p99.
                text.append(String.format(Locale.ROOT, "ahead of %s, whose p99 it cannot be told from, because %s", next.setup(),
                        next.dropped() && !chosen.dropped() ? "that one dropped events at the point"
                                : "that one was measured only below your rate"));
            }
        } else {
            List<String> others = level.stream().filter(c -> c != chosen).map(Candidate::setup).toList();
            String rule = Ranking.decidingRule(chosen, level.get(1));
            text.append("level within noise with ").append(others.size() <= 3 ? String.join(", ", others)
                            : others.size() + " others, listed under Level set")
                    .append(" (their p99 intervals overlap); of those, it comes first because ")
                    .append(rule == null ? "its median p99 is lowest, though the runs cannot separate them" : rule);
        }
        if (chosen.rate().point().levelWithControl()) {
            text.append(String.format(Locale.ROOT, "; its p99 is level with no logging at all (control %s)",
                    range(chosen.rate().point().control())));
        }
        if (chosen.dropped()) {
            text.append(String.format(Locale.ROOT, "; it dropped %.1f%% of events at that point", 100 * chosen.dropShare()));
        }
        return text.toString();
    }

    /** "210 to 390 us (median 260, 5 runs)", or "level with no logging" when the control's interval reaches it. */
    public static String p99(Candidate candidate) {
        Interval p99 = candidate.p99();
        if (candidate.rate().point().levelWithControl()) {
            return "level with no logging (" + range(p99) + "; control " + range(candidate.rate().point().control()) + ")";
        }
        return range(p99);
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
        return String.format(Locale.ROOT, "median %s us, 95%% interval %s to %s, %d %s%s", Numbers.human(interval.median()),
                Numbers.human(interval.low()), Numbers.human(interval.high()), interval.runs(), interval.runs() == 1 ? "run" : "runs",
                interval.modelled() ? ": too few runs, interval taken as 3x either way" : "");
    }
}

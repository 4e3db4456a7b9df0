package dev.logtune.tuner.model;

import dev.logtune.benchmarks.results.Interval;
import dev.logtune.benchmarks.sweep.Numbers;

import java.util.List;
import java.util.Locale;

/** Why the pick, in words that never claim more than the intervals show. */
public final class Explanation {
    private Explanation() {
    }

    static String why(Candidate chosen, List<Candidate> level, List<Candidate> ranked) {
        StringBuilder text = new StringBuilder();
        if (level.size() == 1) {
            Candidate next = ranked.stream().filter(c -> c != chosen && !c.dropped()).findFirst().orElse(null);
            text.append(next == null
                    ? "the only setup that meets the target"
                    : String.format(Locale.ROOT, "lowest response p99, and its interval (%s) separates from the next best's (%s, %s)",
                    range(chosen.p99()), next.setup(), range(next.p99())));
        } else {
            List<String> others = level.stream().filter(c -> c != chosen).map(Candidate::setup).toList();
            String rule = Ranking.decidingRule(chosen, level.get(1));
            text.append("level within noise with ").append(String.join(", ", others))
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

    public static String range(Interval interval) {
        if (interval == null) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "median %s us, 95%% interval %s to %s, %d %s%s", Numbers.human(interval.median()),
                Numbers.human(interval.low()), Numbers.human(interval.high()), interval.runs(), interval.runs() == 1 ? "run" : "runs",
                interval.modelled() ? ": too few runs, interval taken as 3x either way" : "");
    }
}

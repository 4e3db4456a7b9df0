package dev.logtune.tuner.advice;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.RateRecord;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** What a setup was measured to do when its log filesystem froze mid-run (a disk stall), where the data holds such runs. */
public final class StallFacts {
    private StallFacts() {
    }

    /**
     * "2 s frozen at 38k/s over 60 threads (1 run): the longest call took 2.1 s, no event lost", or none where
     * {@code setup} was never run with a stall.
     */
    public static Optional<String> of(String setup, BenchResults data) {
        if (data == null) {
            return Optional.empty();
        }
        List<RateRecord> runs = data.rates().stream()
                .filter(r -> r.setup().equals(setup) && r.scenario().equals("stall") && r.calls() > 0 && r.callers() == null)
                .sorted(Comparator.comparingDouble(RateRecord::maxBlockedMillis)).toList();
        if (runs.isEmpty()) {
            return Optional.empty();
        }
        RateRecord median = runs.get(runs.size() / 2);
        long lost = runs.stream().mapToLong(RateRecord::lost).sum();
        long dropped = runs.stream().mapToLong(RateRecord::discarded).sum();
        String loss = lost == 0 && dropped == 0 ? "no event lost"
                : (dropped > 0 ? Numbers.count(dropped) + " dropped by its policy" : "")
                + (lost > 0 && dropped > 0 ? ", " : "") + (lost > 0 ? Numbers.count(lost) + " lost" : "");
        return Optional.of(String.format(Locale.ROOT, "%s frozen at %s/s over %d threads (%d %s): the longest call took %s%s, %s",
                median.detail(), Numbers.human(median.targetRate()), median.threads(), runs.size(), runs.size() == 1 ? "run" : "runs",
                Durations.micros(median.maxBlockedMillis() * 1000), runs.size() == 1 ? "" : " (median of runs)", loss));
    }
}

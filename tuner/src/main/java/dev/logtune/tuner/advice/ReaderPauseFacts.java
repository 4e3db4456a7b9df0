package dev.logtune.tuner.advice;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.RateRecord;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** What a stdout setup was measured to do when the reader of its pipe stopped for a while (a log agent restarting). */
public final class ReaderPauseFacts {
    private ReaderPauseFacts() {
    }

    /** "when the reader stopped 2 s, then read at 32 MB/s (38k/s over 60 threads, 4 runs): ...", or none where not measured. */
    public static Optional<String> of(String setup, BenchResults data) {
        if (data == null) {
            return Optional.empty();
        }
        List<RateRecord> runs = data.rates().stream()
                .filter(r -> r.setup().equals(setup) && r.scenario().equals("reader-pause") && r.calls() > 0 && r.callers() == null)
                .sorted(Comparator.comparingDouble(RateRecord::maxBlockedMillis)).toList();
        if (runs.isEmpty()) {
            return Optional.empty();
        }
        RateRecord median = runs.get(runs.size() / 2);
        List<Double> recovery = runs.stream().filter(r -> r.evidence() != null && r.evidence().recoveryMillis() != null)
                .map(r -> r.evidence().recoveryMillis()).sorted().toList();
        long lost = runs.stream().mapToLong(RateRecord::lost).sum();
        return Optional.of(String.format(Locale.ROOT, "when the reader of standard output stopped for %s (%s/s over %d threads,"
                        + " %d runs): the longest call took %s (median of runs)%s%s; %s",
                median.detail(), Numbers.human(median.targetRate()), median.threads(), runs.size(),
                Durations.micros(median.maxBlockedMillis() * 1000),
                median.queueCapacity() > 0 ? ", once its queue of " + Numbers.count(median.queueCapacity()) + " had filled" : "",
                recovery.isEmpty() ? "" : ", and calls stayed slower than 10 ms for " + Durations.micros(recovery.get(recovery.size() / 2) * 1000)
                        + " after it read again",
                lost == 0 ? "no event was lost" : Numbers.count(lost) + " events were lost"));
    }
}

package dev.logtune.sampler;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The sampler's cumulative counts, read at one moment, per call site, logger and level: so a report can say what was
 * dropped by design, counted, and where. Counts still moving while it is read land in this snapshot or the next.
 * The maps by template, logger and level leave out keys whose sum is zero.
 */
public record SamplerSnapshot(List<SampledCount> counts) {

    public SamplerSnapshot {
        counts = List.copyOf(counts);
    }

    public long kept() {
        return counts.stream().mapToLong(SampledCount::kept).sum();
    }

    public long dropped() {
        return counts.stream().mapToLong(SampledCount::dropped).sum();
    }

    public Map<String, Long> droppedByTemplate() {
        return sum(SampledCount::template, SampledCount::dropped);
    }

    public Map<String, Long> keptByTemplate() {
        return sum(SampledCount::template, SampledCount::kept);
    }

    public Map<String, Long> droppedByLogger() {
        return sum(SampledCount::logger, SampledCount::dropped);
    }

    public Map<SampledLevel, Long> droppedByLevel() {
        Map<SampledLevel, Long> sums = counts.stream().collect(Collectors.groupingBy(SampledCount::level,
                TreeMap::new, Collectors.summingLong(SampledCount::dropped)));
        sums.values().removeIf(v -> v == 0);
        return sums;
    }

    // Keys whose sum is zero are left out: "dropped by template" lists the templates that dropped something.
    private Map<String, Long> sum(Function<SampledCount, String> key, Function<SampledCount, Long> value) {
        Map<String, Long> sums = counts.stream().collect(Collectors.groupingBy(key, TreeMap::new,
                Collectors.summingLong(c -> value.apply(c))));
        sums.values().removeIf(v -> v == 0);
        return sums;
    }
}

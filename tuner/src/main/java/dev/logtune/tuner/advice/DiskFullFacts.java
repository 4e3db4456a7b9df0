package dev.logtune.tuner.advice;

import dev.logtune.lab.reading.DiskFullBehaviour;
import dev.logtune.lab.results.BenchResults;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What a setup was measured to do when its disk filled: from the results in use where they hold full-disk runs of it,
 * else from the reference results shipped with the tuner (a machine's own sweep does not run a full disk unless asked).
 */
public final class DiskFullFacts {
    private static List<DiskFullBehaviour> reference;

    private DiskFullFacts() {
    }

    /** The behaviour of {@code setup} with the most runs, or none where it was never measured with a full disk. */
    public static Optional<DiskFullBehaviour> of(String setup, BenchResults data) {
        Optional<DiskFullBehaviour> own = data == null ? Optional.empty() : pick(setup, DiskFullBehaviour.of(data.rates()));
        return own.isPresent() ? own : pick(setup, reference());
    }

    static Optional<DiskFullBehaviour> pick(String setup, List<DiskFullBehaviour> all) {
        return all.stream().filter(b -> b.setup().equals(setup)).max(Comparator.comparingInt(DiskFullBehaviour::runs));
    }

    private static synchronized List<DiskFullBehaviour> reference() {
        if (reference == null) {
            reference = ReferenceResults.ifAny().map(results -> DiskFullBehaviour.of(results.rates())).orElse(List.of());
        }
        return reference;
    }
}

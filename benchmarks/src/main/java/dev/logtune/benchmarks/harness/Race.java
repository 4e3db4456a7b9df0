package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.RateRecord;

import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * Repeats spent where a ranking is undecided. After the plan's own blocks, the setups that held a race point with no
 * loss and a p99 within {@code withinFactor} of the best one there (a single run's p99 moves 2-3x on a shared machine,
 * so setups further apart are decided already) are its contenders, at most {@code maxContenders} of them, fastest
 * first; they run in further blocks, beside the control, until each has {@code repeats}. A setup that writes nothing
 * (a floor, logging off) is a reference, not a contender: counted as the best it would leave every real setup
 * "decided" and the race empty.
 */
public record Race(List<RatePoint> points, int repeats, double withinFactor, int maxContenders) {
    public Race {
        points = List.copyOf(points);
        if (repeats < 2 || withinFactor < 1 || maxContenders < 2) {
            throw new IllegalArgumentException("a race repeats at least twice, over two or more contenders within a factor of 1 or more");
        }
        if (points.stream().anyMatch(p -> p.scenario().kind() != Scenario.Kind.STEADY)) {
            throw new IllegalArgumentException("a race repeats steady points");
        }
    }

    /** The same race at points changed by {@code change} (another workload, say). */
    Race map(java.util.function.UnaryOperator<RatePoint> change) {
        return new Race(points.stream().map(change).toList(), repeats, withinFactor, maxContenders);
    }

    /** The same race at the points that pass, or null where none does. */
    Race keep(Predicate<RatePoint> kept) {
        List<RatePoint> left = points.stream().filter(kept).toList();
        return left.isEmpty() ? null : new Race(left, repeats, withinFactor, maxContenders);
    }

    /**
     * The contenders at a point from the runs so far: setups that wrote their events and held the point in every run
     * with nothing dropped or lost, whose median p99 is within the factor of the best such setup's, fastest first, at most {@code maxContenders}.
     */
    public List<String> contenders(List<RateRecord> records, RatePoint point) {
        List<RateRecord> here = records.stream().filter(r -> !r.isControl() && r.threads() == point.threads()
                && r.targetRate() == point.rate() && r.scenario().equals(point.scenario().name())
                && r.of(point.workload(), point.callers())).toList();
        List<Ranked> clean = here.stream().map(RateRecord::setup).distinct()
                .map(setup -> rank(setup, here.stream().filter(r -> r.setup().equals(setup)).toList()))
                .filter(r -> r != null)
                .sorted(Comparator.comparingDouble(Ranked::p99).thenComparing(Ranked::setup)).toList();
        if (clean.isEmpty()) {
            return List.of();
        }
        double limit = clean.get(0).p99() * withinFactor;
        return clean.stream().filter(r -> r.p99() <= limit).limit(maxContenders).map(Ranked::setup).toList();
    }

    private static Ranked rank(String setup, List<RateRecord> runs) {
        boolean clean = runs.stream().allMatch(r -> r.response() != null && r.held() && r.lost() == 0 && r.discarded() == 0);
        boolean floor = runs.stream().allMatch(r -> r.calls() > 0 && r.written() == 0);
        if (!clean || floor) {
            return null;
        }
        double[] p99 = runs.stream().mapToDouble(r -> r.response().p99()).sorted().toArray();
        return new Ranked(setup, p99[p99.length / 2]);
    }

    private record Ranked(String setup, double p99) {
    }
}

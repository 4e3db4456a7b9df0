package dev.logtune.tuner.advice;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.support.format.Numbers;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The steady open-loop points of a results file, and which one stands for a target. A target between measured rates
 * is judged at the next measured rate above it, never interpolated: response time is not linear in rate (it climbs
 * steeply near capacity), so the point above is the conservative reading.
 */
public final class OpenLoopPoints {
    private final List<OpenLoopPoint> steady;

    public OpenLoopPoints(BenchResults results) {
        this.steady = OpenLoopPoint.group(results.rates()).stream().filter(p -> p.scenario().equals("steady")).toList();
    }

    /** Every repeated point, for reports. */
    public List<OpenLoopPoint> all() {
        return steady;
    }

    /** The point for a setup at a target: the nearest thread count, then the lowest rate at or above the target. */
    public Optional<RatePick> at(String setup, double rate, int threads) {
        List<OpenLoopPoint> mine = steady.stream().filter(p -> p.setup().equals(setup)).toList();
        if (mine.isEmpty()) {
            return Optional.empty();
        }
        int nearest = mine.stream().map(OpenLoopPoint::threads).min(Comparator
                .comparingDouble((Integer t) -> Math.abs(Math.log(t) - Math.log(threads)))
                .thenComparing(Comparator.reverseOrder())).orElseThrow();
        int fewest = mine.stream().mapToInt(OpenLoopPoint::threads).min().orElseThrow();
        int most = mine.stream().mapToInt(OpenLoopPoint::threads).max().orElseThrow();
        boolean withinThreads = threads >= fewest && threads <= most;
        List<OpenLoopPoint> sameThreads = mine.stream().filter(p -> p.threads() == nearest).toList();
        Optional<OpenLoopPoint> atOrAbove = sameThreads.stream().filter(p -> p.rate() >= rate * 0.999)
                .min(Comparator.comparingDouble(OpenLoopPoint::rate));
        OpenLoopPoint point = atOrAbove.orElseGet(() -> sameThreads.stream().max(Comparator.comparingDouble(OpenLoopPoint::rate)).orElseThrow());
        boolean exact = nearest == threads && Math.abs(point.rate() - rate) <= rate * 0.01;
        String where = "measured at " + Numbers.human(point.rate()) + "/s over " + nearest + " threads, "
                + point.used().size() + (point.used().size() == 1 ? " run" : " runs");
        String nearness;
        if (exact) {
            nearness = where + ", your target exactly";
        } else if (atOrAbove.isPresent()) {
            nearness = where + ", the next measured rate above yours (" + above(point.rate(), rate) + ")"
                    + (nearest == threads ? "" : withinThreads ? " at the nearest thread count" : ", the nearest thread count");
        } else {
            nearness = where + ", the highest measured rate: yours is above every measured point";
        }
        if (!withinThreads) {
            nearness += String.format(Locale.ROOT, "; %d threads is outside the measured %d to %d", threads, fewest, most);
        }
        return Optional.of(new RatePick(point, exact, atOrAbove.isPresent(), withinThreads, nearness));
    }

    /** How far a point above lies from the target: "2.3x yours", or "4% above yours" when near. */
    private static String above(double measured, double rate) {
        double times = measured / rate;
        return times >= 1.5 ? String.format(Locale.ROOT, "%.1fx yours", times)
                : String.format(Locale.ROOT, "%.0f%% above yours", 100 * (times - 1));
    }

    /** The highest rate measured below {@code rate} at {@code threads}, over every setup; empty where none was. */
    public Optional<Double> below(double rate, int threads) {
        return steady.stream().filter(p -> p.threads() == threads && p.rate() < rate * 0.999)
                .map(OpenLoopPoint::rate).max(Double::compare);
    }
}

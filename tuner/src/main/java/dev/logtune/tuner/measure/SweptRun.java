package dev.logtune.tuner.measure;

import dev.logtune.benchmarks.harness.RatePlan;
import dev.logtune.benchmarks.harness.RatePoint;
import dev.logtune.lab.run.Scenario;

import java.time.Duration;
import java.util.List;

/**
 * One run sized by the sweep's rule ({@link RatePlan}): the warm-up as given, a window long enough for the p99.9 at its
 * rate and at least the shortest asked for, and about how long the run takes, its JVM's start and drain included.
 */
public record SweptRun(RunLength length, double estimatedSeconds) {

    public static SweptRun at(double rate, int threads, Scenario scenario, Duration warmup, Duration minWindow) {
        // A plan with no setups is the control alone: its estimate is one run's.
        RatePlan rule = new RatePlan(List.of(), List.of(new RatePoint(rate, threads, scenario)), List.of(),
                warmup.toNanos() / 1e9, minWindow.toNanos() / 1e9, 1, null);
        return new SweptRun(new RunLength(rule.warmupSeconds(), rule.windowSeconds(rate)), rule.estimatedSeconds());
    }
}

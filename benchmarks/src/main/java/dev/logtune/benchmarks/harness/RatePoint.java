package dev.logtune.benchmarks.harness;

/** One cell of the rate sweep: a rate, a thread count and what happens during the run. */
public record RatePoint(double rate, int threads, Scenario scenario) {
}

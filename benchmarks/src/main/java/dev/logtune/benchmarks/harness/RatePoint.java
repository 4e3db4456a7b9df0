package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.workload.Workload;

/**
 * One cell of the rate sweep: a rate, a thread count, what happens during the run, and what each call logs. Points of
 * different workloads are different points: their runs are never paired.
 */
public record RatePoint(double rate, int threads, Scenario scenario, Workload workload) {
    public RatePoint {
        workload = workload == null ? Workload.ORDERS : workload;
    }

    /** A point of the orders workload. */
    public RatePoint(double rate, int threads, Scenario scenario) {
        this(rate, threads, scenario, Workload.ORDERS);
    }

    /** The same point logging {@code kind}. */
    public RatePoint withWorkload(Workload kind) {
        return new RatePoint(rate, threads, scenario, kind);
    }
}

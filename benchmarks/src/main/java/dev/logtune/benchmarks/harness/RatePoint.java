package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.run.Callers;
import dev.logtune.lab.run.Workload;

/**
 * One cell of the rate sweep: a rate, a thread count, what happens during the run, what each call logs and what kind
 * of thread calls beside bystanders (null: the reference's platform callers, no bystanders). Points of different
 * workloads or callers are different points: their runs are never paired.
 */
public record RatePoint(double rate, int threads, Scenario scenario, Workload workload, Callers callers) {
    public RatePoint {
        workload = workload == null ? Workload.ORDERS : workload;
    }

    /** A point of the orders workload on platform threads. */
    public RatePoint(double rate, int threads, Scenario scenario) {
        this(rate, threads, scenario, Workload.ORDERS, null);
    }

    /** A point on platform threads. */
    public RatePoint(double rate, int threads, Scenario scenario, Workload workload) {
        this(rate, threads, scenario, workload, null);
    }

    /** The same point logging {@code kind}. */
    public RatePoint withWorkload(Workload kind) {
        return new RatePoint(rate, threads, scenario, kind, callers);
    }

    /** The same point called by {@code kind} of thread beside bystanders of that kind; null for none. */
    public RatePoint withCallers(Callers kind) {
        return new RatePoint(rate, threads, scenario, workload, kind);
    }
}

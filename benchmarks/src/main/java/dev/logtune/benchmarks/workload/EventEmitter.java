package dev.logtune.benchmarks.workload;

/** Writes the workload's events through one framework's own API. */
public interface EventEmitter {

    /** An order routed: INFO with four parameters. */
    void routed(long orderId, int thread);

    /** An order rejected: ERROR with a stack trace. */
    void rejected(long orderId, int thread);

    /** Whether the logger lets events of this shape through (its level check, as the framework answers it). */
    boolean enabled(MessageShape shape);
}

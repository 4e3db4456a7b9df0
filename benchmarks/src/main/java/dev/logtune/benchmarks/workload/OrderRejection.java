package dev.logtune.benchmarks.workload;

/** The exception the rejection event carries, captured once with a service-like stack depth. */
final class OrderRejection extends RuntimeException {
    /** An exception whose stack is {@code depth} frames deeper than the caller's, with a cause. */
    static RuntimeException capturedAtDepth(int depth) {
        if (depth > 0) {
            return capturedAtDepth(depth - 1);
        }
        return new OrderRejection("risk check failed: exposure limit exceeded",
                new IllegalStateException("margin below requirement"));
    }

    private OrderRejection(String message, Throwable cause) {
        super(message, cause);
    }
}

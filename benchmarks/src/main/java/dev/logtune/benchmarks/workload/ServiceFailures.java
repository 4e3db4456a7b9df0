package dev.logtune.benchmarks.workload;

/**
 * The exceptions the service workload's ERROR sites log, each captured once with a service-like stack depth and a
 * cause, as {@link OrderRejection} is: what a stack trace costs to write is the frames, not the capture.
 */
final class ServiceFailures {
    static final RuntimeException GATEWAY_DECLINED = capturedAtDepth(28, () -> new GatewayDeclined(
            "gateway answered 402: card_declined (do_not_honor)", new java.net.SocketTimeoutException("Read timed out")));
    static final RuntimeException ORDER_FAILED = capturedAtDepth(40, () -> new OrderFailed(
            "could not commit order: optimistic lock on inventory row", new IllegalStateException(
                    "Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect)")));
    static final RuntimeException BATCH_FAILED = capturedAtDepth(18, () -> new BatchFailed(
            "reconciliation batch aborted: ledger service unavailable",
            new java.net.ConnectException("Connection refused")));

    private ServiceFailures() {
    }

    private static RuntimeException capturedAtDepth(int depth, java.util.function.Supplier<RuntimeException> make) {
        if (depth > 0) {
            return capturedAtDepth(depth - 1, make);
        }
        return make.get();
    }

    /** A payment gateway's refusal, as a payment client wraps it. */
    static final class GatewayDeclined extends RuntimeException {
        GatewayDeclined(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** An order that could not be written. */
    static final class OrderFailed extends RuntimeException {
        OrderFailed(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** A scheduled batch that gave up. */
    static final class BatchFailed extends RuntimeException {
        BatchFailed(String message, Throwable cause) {
            super(message, cause);
        }
    }
}

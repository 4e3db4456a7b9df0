package dev.logtune.benchmarks.workload;

import org.slf4j.Logger;

/** Logback through SLF4J, as services call it. */
public record Slf4jEmitter(Logger logger) implements EventEmitter {
    @Override
    public void routed(long orderId, int thread) {
        logger.info(OrderWorkload.ROUTED, orderId, OrderWorkload.gateway(orderId),
                OrderWorkload.latencyMicros(orderId), OrderWorkload.payload(thread));
    }

    @Override
    public void rejected(long orderId, int thread) {
        logger.error(OrderWorkload.REJECTED, orderId, OrderWorkload.gateway(orderId),
                "exposure limit", OrderWorkload.rejection());
    }

    @Override
    public boolean enabled(MessageShape shape) {
        return shape == MessageShape.ORDER ? logger.isInfoEnabled() : logger.isErrorEnabled();
    }
}

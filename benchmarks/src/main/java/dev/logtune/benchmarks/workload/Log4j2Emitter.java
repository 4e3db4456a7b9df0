package dev.logtune.benchmarks.workload;

import org.apache.logging.log4j.Logger;

/** Log4j2 through its own API (its parameter overloads avoid the varargs array SLF4J needs). */
public record Log4j2Emitter(Logger logger) implements EventEmitter {
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

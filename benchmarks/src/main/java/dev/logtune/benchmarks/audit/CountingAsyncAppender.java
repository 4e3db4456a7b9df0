package dev.logtune.benchmarks.audit;

import ch.qos.logback.classic.AsyncAppender;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AsyncAppenderBase;

import java.lang.reflect.Field;
import java.util.concurrent.BlockingQueue;

/**
 * Logback's AsyncAppender, counting what it drops. Behaviour is unchanged: the discarding-threshold path
 * and neverBlock's ignored offer() are Logback's own; only a counter is added on the drop paths.
 */
public class CountingAsyncAppender extends AsyncAppender {
    private BlockingQueue<ILoggingEvent> queue;

    @Override
    public void start() {
        super.start();
        queue = queueOf(this);
    }

    // Logback calls this only when the queue is below the discarding threshold; true drops the event.
    @Override
    protected boolean isDiscardable(ILoggingEvent event) {
        boolean discard = super.isDiscardable(event);
        if (discard) {
            DiscardCounter.increment();
        }
        return discard;
    }

    @Override
    protected void put(ILoggingEvent event) {
        if (isNeverBlock()) {
            // What AsyncAppenderBase.put does with neverBlock, keeping offer()'s result.
            if (!queue.offer(event)) {
                DiscardCounter.increment();
            }
        } else {
            super.put(event);
        }
    }

    @SuppressWarnings("unchecked")
    private static BlockingQueue<ILoggingEvent> queueOf(AsyncAppenderBase<ILoggingEvent> appender) {
        try {
            Field field = AsyncAppenderBase.class.getDeclaredField("blockingQueue");
            field.setAccessible(true);
            return (BlockingQueue<ILoggingEvent>) field.get(appender);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("this Logback version keeps its queue elsewhere: " + e, e);
        }
    }
}

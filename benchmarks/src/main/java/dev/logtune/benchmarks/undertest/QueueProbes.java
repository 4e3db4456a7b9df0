package dev.logtune.benchmarks.undertest;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.AsyncAppenderBase;
import dev.logtune.configs.load.LoadedLog4j2;
import dev.logtune.configs.load.LoadedLogback;
import net.logstash.logback.appender.AsyncDisruptorAppender;
import org.apache.logging.log4j.core.appender.AsyncAppender;
import org.apache.logging.log4j.core.async.AsyncLoggerConfig;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.jmx.RingBufferAdmin;

import java.lang.reflect.Method;
import java.util.Iterator;

/** Finds the async queue of a loaded setup and reads its depth. */
final class QueueProbes {
    private QueueProbes() {
    }

    static QueueProbe of(LoadedLogback loaded) {
        Logger root = loaded.context().getLogger(Logger.ROOT_LOGGER_NAME);
        for (Iterator<Appender<ILoggingEvent>> it = root.iteratorForAppenders(); it.hasNext(); ) {
            Appender<ILoggingEvent> appender = it.next();
            if (appender instanceof AsyncDisruptorAppender<?, ?> disruptor) {
                return ring(disruptor);
            }
            if (appender instanceof AsyncAppenderBase<ILoggingEvent> async) {
                return new QueueProbe() {
                    @Override
                    public long depth() {
                        return async.getNumberOfElementsInQueue();
                    }

                    @Override
                    public long capacity() {
                        return async.getQueueSize();
                    }
                };
            }
        }
        return QueueProbe.NONE;
    }

    /**
     * logstash-logback-encoder's ring, read through its own protected accessor: the library shades its Disruptor and
     * offers no public depth, and the harness only samples it.
     */
    private static QueueProbe ring(AsyncDisruptorAppender<?, ?> appender) {
        Method remaining;
        Object ring;
        try {
            Method disruptor = AsyncDisruptorAppender.class.getDeclaredMethod("getDisruptor");
            disruptor.setAccessible(true);
            Object running = disruptor.invoke(appender);
            ring = running.getClass().getMethod("getRingBuffer").invoke(running);
            remaining = ring.getClass().getMethod("remainingCapacity");
        } catch (ReflectiveOperationException | RuntimeException e) {
            return QueueProbe.NONE;
        }
        long size = appender.getRingBufferSize();
        return new QueueProbe() {
            @Override
            public long depth() {
                try {
                    return size - (long) remaining.invoke(ring);
                } catch (ReflectiveOperationException e) {
                    return 0;
                }
            }

            @Override
            public long capacity() {
                return size;
            }
        };
    }

    static QueueProbe of(LoadedLog4j2 loaded) {
        if (loaded.context() instanceof AsyncLoggerContext async) {
            return ringBuffer(async.createRingBufferAdmin());
        }
        Configuration config = loaded.context().getConfiguration();
        if (config.getRootLogger() instanceof AsyncLoggerConfig asyncRoot) {
            return ringBuffer(asyncRoot.createRingBufferAdmin(loaded.context().getName()));
        }
        for (var appender : config.getAppenders().values()) {
            if (appender instanceof AsyncAppender async) {
                return new QueueProbe() {
                    @Override
                    public long depth() {
                        return async.getQueueSize();
                    }

                    @Override
                    public long capacity() {
                        return async.getQueueCapacity();
                    }
                };
            }
        }
        return QueueProbe.NONE;
    }

    private static QueueProbe ringBuffer(RingBufferAdmin admin) {
        return new QueueProbe() {
            @Override
            public long depth() {
                return admin.getBufferSize() - admin.getRemainingCapacity();
            }

            @Override
            public long capacity() {
                return admin.getBufferSize();
            }
        };
    }
}

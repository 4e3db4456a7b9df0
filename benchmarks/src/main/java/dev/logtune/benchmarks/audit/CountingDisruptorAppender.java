package dev.logtune.benchmarks.audit;

import ch.qos.logback.classic.spi.ILoggingEvent;
import net.logstash.logback.appender.LoggingEventAsyncDisruptorAppender;
import net.logstash.logback.appender.RingBufferFullException;

/**
 * logstash-logback-encoder's disruptor appender, counting the events a full ring drops. Behaviour is unchanged: the
 * appender reports every failed append to its listeners through this method, and a full ring is the one cause that is
 * its drop policy (shutting down and a failing delegate are loss, and the audit finds them as such).
 */
public class CountingDisruptorAppender extends LoggingEventAsyncDisruptorAppender {
    @Override
    protected void fireEventAppendFailed(ILoggingEvent event, Throwable reason) {
        if (reason instanceof RingBufferFullException) {
            DiscardCounter.increment();
        }
        super.fireEventAppendFailed(event, reason);
    }
}

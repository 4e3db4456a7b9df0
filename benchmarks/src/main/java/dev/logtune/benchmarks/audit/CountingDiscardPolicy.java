package dev.logtune.benchmarks.audit;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.async.DiscardingAsyncQueueFullPolicy;
import org.apache.logging.log4j.core.async.EventRoute;
import org.apache.logging.log4j.util.PropertiesUtil;

/**
 * Log4j2's Discard queue-full policy, counting what it drops. Log4j2 instantiates a custom policy named in
 * {@code log4j2.asyncQueueFullPolicy} with no arguments, so the threshold is read the way Log4j2 reads it.
 */
public class CountingDiscardPolicy extends DiscardingAsyncQueueFullPolicy {

    public CountingDiscardPolicy() {
        super(Level.toLevel(PropertiesUtil.getProperties().getStringProperty("log4j2.discardThreshold", "INFO"), Level.INFO));
    }

    @Override
    public EventRoute getRoute(long backgroundThreadId, Level level) {
        EventRoute route = super.getRoute(backgroundThreadId, level);
        if (route == EventRoute.DISCARD) {
            DiscardCounter.increment();
        }
        return route;
    }
}

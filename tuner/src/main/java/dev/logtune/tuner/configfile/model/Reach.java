package dev.logtune.tuner.configfile.model;

/**
 * What reaches one appender, as {@link Routing} works it out.
 *
 * @param appender the appender asked about
 * @param reached whether an event can reach it, or lint cannot be sure none does ({@link LoggingConfig#reachableOrUnknown})
 * @param floor the least level an event needs to arrive: above TRACE only where every way in (the appender's own
 *     filters, or each reference and the logger or appender holding it) is known to stop the levels below; TRACE where
 *     lint cannot tell
 * @param queued whether it writes for an async stage: a Logback AsyncAppender or Log4j2 Async appender references it,
 *     or Log4j2 runs async loggers
 */
public record Reach(AppenderDef appender, boolean reached, Level floor, boolean queued) {

    /** Whether only events at {@code level} or above reach it. */
    public boolean onlyAtOrAbove(Level level) {
        return floor.atLeast(level);
    }
}

package dev.logtune.configs.render;

import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.Rolling;

import java.util.List;

/**
 * What a rendering adds to the setup itself.
 *
 * @param headerLines comment lines after the setup's own header (the tuner names the target and its data)
 * @param logbackAsyncAppenderClass the AsyncAppender class; the benchmarks substitute a subclass that counts
 *     discards and otherwise behaves the same
 * @param logbackDisruptorAppenderClass logstash-logback-encoder's LoggingEventAsyncDisruptorAppender class; the benchmarks
 *     substitute a subclass that counts the events a full ring drops
 * @param log4j2DiscardPolicyClass the value of {@code log4j2.asyncQueueFullPolicy} for the Discard policy; the
 *     benchmarks substitute a counting subclass of Log4j2's DiscardingAsyncQueueFullPolicy
 * @param conventions where the log files go and who stops logging at exit
 * @param rolling how plain files roll in a file written for a team, or null to keep the setup's own sink as it is
 *     (what the matrix measures)
 */
public record RenderOptions(List<String> headerLines, String logbackAsyncAppenderClass, String logbackDisruptorAppenderClass,
                            String log4j2DiscardPolicyClass,
                            FileConventions conventions, Rolling rolling) {
    public static final String LOGBACK_ASYNC_APPENDER = "ch.qos.logback.classic.AsyncAppender";
    public static final String LOGBACK_DISRUPTOR_APPENDER = LogstashDisruptorAppender.CLASS;
    public static final String LOG4J2_DISCARD_POLICY = "Discard";

    public RenderOptions {
        headerLines = List.copyOf(headerLines);
        if (conventions == null) {
            throw new IllegalArgumentException("file conventions are required");
        }
    }

    /** The files a person reads and checks in. */
    public static RenderOptions standard() {
        return new RenderOptions(List.of(), LOGBACK_ASYNC_APPENDER, LOGBACK_DISRUPTOR_APPENDER, LOG4J2_DISCARD_POLICY, FileConventions.PLAIN, null);
    }

    public RenderOptions withHeader(List<String> lines) {
        return new RenderOptions(lines, logbackAsyncAppenderClass, logbackDisruptorAppenderClass, log4j2DiscardPolicyClass, conventions, rolling);
    }

    /** The same files with discard-counting classes in place of the framework's own. */
    public RenderOptions counting(String asyncAppenderClass, String disruptorAppenderClass, String discardPolicyClass) {
        return new RenderOptions(headerLines, asyncAppenderClass, disruptorAppenderClass, discardPolicyClass, conventions, rolling);
    }

    /** Files under {@code conventions}, plain files rolling as {@code rolling} says (null: they do not roll). */
    public RenderOptions forService(FileConventions fileConventions, Rolling fileRolling) {
        return new RenderOptions(headerLines, logbackAsyncAppenderClass, logbackDisruptorAppenderClass, log4j2DiscardPolicyClass,
                fileConventions, fileRolling);
    }
}

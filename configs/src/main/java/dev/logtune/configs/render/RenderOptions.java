package dev.logtune.configs.render;

import java.util.List;

/**
 * What a rendering adds to the setup itself.
 *
 * @param headerLines comment lines after the setup's own header (the tuner names the target and its data)
 * @param logbackAsyncAppenderClass the AsyncAppender class; the benchmarks substitute a subclass that counts
 *     discards and otherwise behaves the same
 * @param log4j2DiscardPolicyClass the value of {@code log4j2.asyncQueueFullPolicy} for the Discard policy; the
 *     benchmarks substitute a counting subclass of Log4j2's DiscardingAsyncQueueFullPolicy
 */
public record RenderOptions(List<String> headerLines, String logbackAsyncAppenderClass, String log4j2DiscardPolicyClass) {
    public static final String LOGBACK_ASYNC_APPENDER = "ch.qos.logback.classic.AsyncAppender";
    public static final String LOG4J2_DISCARD_POLICY = "Discard";

    public RenderOptions {
        headerLines = List.copyOf(headerLines);
    }

    /** The files a person reads and checks in. */
    public static RenderOptions standard() {
        return new RenderOptions(List.of(), LOGBACK_ASYNC_APPENDER, LOG4J2_DISCARD_POLICY);
    }

    public RenderOptions withHeader(List<String> lines) {
        return new RenderOptions(lines, logbackAsyncAppenderClass, log4j2DiscardPolicyClass);
    }

    /** The same files with discard-counting classes in place of the framework's own. */
    public RenderOptions counting(String asyncAppenderClass, String discardPolicyClass) {
        return new RenderOptions(headerLines, asyncAppenderClass, discardPolicyClass);
    }
}

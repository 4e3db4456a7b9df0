package dev.logtune.tuner.configfile.model;

/**
 * Log4j2's async loggers as a configuration and the {@code log4j2.component.properties} beside it run them; a Logback
 * configuration has none.
 *
 * @param used async loggers run here: the all-async context selector, or an {@code <AsyncRoot>} or {@code <AsyncLogger>}
 * @param allAsync every logger is async: the AsyncLoggerContextSelector is set
 * @param discards a full ring buffer discards events ({@code log4j2.asyncQueueFullPolicy=Discard})
 * @param ringBufferSize {@code log4j2.asyncLoggerRingBufferSize} as set, or null
 */
public record AsyncLoggers(boolean used, boolean allAsync, boolean discards, Integer ringBufferSize) {
}

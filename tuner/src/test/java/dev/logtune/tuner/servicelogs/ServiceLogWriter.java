package dev.logtune.tuner.servicelogs;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.LoggingEvent;
import ch.qos.logback.core.FileAppender;
import dev.logtune.benchmarks.workload.ServiceSite;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.configs.model.LogLevel;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Writes the service-shaped workload's log through Logback as a service would, with the events' times spread evenly
 * over a span, so a test knows the rate the log was written at and each call site's count.
 */
public final class ServiceLogWriter {
    private ServiceLogWriter() {
    }

    /**
     * {@link #write} in a JVM of its own: {@code FILE PATTERN EVENTS SECONDS}. The workload's stack traces are captured
     * once, on the stack of whatever first loads them, so only a fresh JVM writes the same lines whichever tests ran before.
     */
    public static void main(String[] args) {
        write(Path.of(args[0]), args[1], Long.parseLong(args[2]), Integer.parseInt(args[3]));
    }

    /**
     * Writes {@code events} calls of one thread (those INFO lets through, stack traces with them) over {@code seconds}
     * to {@code file}, with {@code pattern}; returns the events written per site index.
     */
    public static long[] write(Path file, String pattern, long events, int seconds) {
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new ch.qos.logback.classic.util.LogbackMDCAdapter());
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(pattern);
        encoder.start();
        FileAppender<ch.qos.logback.classic.spi.ILoggingEvent> appender = new FileAppender<>();
        appender.setContext(context);
        appender.setFile(file.toString());
        appender.setEncoder(encoder);
        appender.setImmediateFlush(false);
        appender.start();
        long[] written = new long[ServiceWorkload.SITE_COUNT];
        Map<String, Logger> loggers = new HashMap<>();
        long start = 1_795_000_000_000L;
        double spacing = seconds * 1000.0 / events;
        for (long sequence = 0; sequence < events; sequence++) {
            long id = ServiceWorkload.id(1, sequence);
            ServiceSite site = ServiceWorkload.site(ServiceWorkload.siteOf(id));
            if (!site.enabledAt(LogLevel.INFO)) {
                continue;
            }
            Logger logger = loggers.computeIfAbsent(site.logger(), context::getLogger);
            LoggingEvent event = new LoggingEvent(Logger.class.getName(), logger, Level.toLevel(site.level().name()),
                    ServiceWorkload.message(id), ServiceWorkload.failure(site.index()), null);
            event.setTimeStamp(start + (long) (sequence * spacing));
            appender.doAppend(event);
            written[site.index()]++;
        }
        appender.stop();
        context.stop();
        return written;
    }
}

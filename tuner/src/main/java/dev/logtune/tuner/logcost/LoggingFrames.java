package dev.logtune.tuner.logcost;

import java.util.List;

/**
 * Which frames are logging's, and what role a logging class plays, by its name alone: a recording holds names, not
 * classes. The frameworks name their parts plainly (Appender, Encoder, Layout, Converter, Filter, Logger), which is
 * what makes this work across Logback, Log4j2, logstash-logback-encoder and the Disruptor.
 */
final class LoggingFrames {
    /** The frameworks, their queues and encoders, and this project's sampler (a filter in the service's logging). */
    static final List<String> LOGGING_PACKAGES = List.of("ch.qos.logback.", "org.apache.logging.log4j.", "org.slf4j.",
            "com.lmax.disruptor.", "net.logstash.logback.", "dev.logtune.sampler.");

    private static final List<String> QUEUE_NAMES = List.of("Async", "RingBuffer", "Disruptor", "BlockingQueue");
    private static final List<String> ENCODER_NAMES = List.of("Encoder", "Layout", "Converter", "Formatter", "Resolver",
            "JsonProvider");
    private static final List<String> ENCODER_PACKAGES = List.of(".pattern.", ".layout.", ".encoder.", ".composite.",
            ".html.", "org.apache.logging.log4j.message.", ".util.datetime.");
    /** The logger's loop over its appenders, not an appender. */
    private static final List<String> DISPATCH_NAMES = List.of("AppenderAttachable", "AppenderControl", "AppenderRef");
    private static final List<String> APPENDER_PACKAGES = List.of(".appender.", ".rolling.", ".recovery.");
    private static final List<String> LOGGER_NAMES = List.of("Logger", "Filter", "ReliabilityStrategy");
    private static final List<String> LOGGER_PACKAGES = List.of(".turbo.", ".filter.", "dev.logtune.sampler.", "org.slf4j.",
            "org.apache.logging.log4j.spi.");
    /** Where the bytes leave the process: files, the console's descriptor, sockets and channels. */
    private static final List<String> IO_PREFIXES = List.of("java.io.File", "java.io.RandomAccessFile",
            "java.io.UnixFileSystem", "sun.nio.ch.", "sun.nio.fs.", "java.nio.channels.", "java.net.Socket", "sun.net.",
            "jdk.internal.misc.Blocker");
    private static final List<String> JDK_PREFIXES = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.");

    private LoggingFrames() {
    }

    static boolean isLogging(String type) {
        return startsWithAny(type, LOGGING_PACKAGES);
    }

    static boolean isIo(String type) {
        return startsWithAny(type, IO_PREFIXES);
    }

    static boolean isJdk(String type) {
        return startsWithAny(type, JDK_PREFIXES);
    }

    /**
     * The role a logging class plays, or null for a helper (an event, a utility) whose role is its callers'. Order
     * matters: an async appender is a queue before it is an appender, a pattern converter's package says encoder
     * whatever its name.
     */
    static LoggingRole roleOf(String type) {
        String simple = type.substring(type.lastIndexOf('.') + 1);
        // logstash-logback-encoder shades the Disruptor under its own encoder package
        if (type.contains("com.lmax.disruptor.") || type.contains(".async.") || containsAny(simple, QUEUE_NAMES)) {
            return LoggingRole.QUEUE;
        }
        if (containsAny(simple, ENCODER_NAMES) || containsAny(type, ENCODER_PACKAGES)) {
            return LoggingRole.ENCODER;
        }
        if (containsAny(simple, DISPATCH_NAMES)) {
            return LoggingRole.LOGGER;
        }
        if (simple.contains("Appender") || containsAny(type, APPENDER_PACKAGES)) {
            return LoggingRole.APPENDER;
        }
        if (containsAny(simple, LOGGER_NAMES) || containsAny(type, LOGGER_PACKAGES)) {
            return LoggingRole.LOGGER;
        }
        return null;
    }

    private static boolean startsWithAny(String type, List<String> prefixes) {
        for (String prefix : prefixes) {
            if (type.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsAny(String text, List<String> parts) {
        for (String part : parts) {
            if (text.contains(part)) {
                return true;
            }
        }
        return false;
    }
}

package dev.logtune.tuner.advice;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.JsonEncoding;
import dev.logtune.configs.model.JsonLayout;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.QueueFullPolicy;
import dev.logtune.configs.model.RandomAccessFileSink;
import dev.logtune.configs.model.SetupBuilder;
import dev.logtune.configs.model.SetupDistance;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SetupTraits;
import dev.logtune.configs.model.SiftingSink;
import dev.logtune.configs.model.WaitStrategy;

/**
 * The matrix setups lint, tune and the report quote when they say what a knob costs, each named by what it is: the
 * setup the matrix measures with the traits of the one described here, so no id is written outside the matrix, and a
 * setup added to the matrix changes no quote (the matrix tells every setup's traits apart).
 */
public final class QuotedSetups {
    /** Logback's FileAppender with its defaults: a flush per event. */
    public static final String LOGBACK_FILE = nearest(logback());
    /** Logback's FileAppender with a buffer (immediateFlush=false). */
    public static final String LOGBACK_FILE_BUFFERED = nearest(logback().immediateFlush(false));
    /** The buffered FileAppender whose pattern prints the caller (class, method, line): a stack walk per event. */
    public static final String LOGBACK_CALLER_DATA = nearest(logback().immediateFlush(false).layout(PatternLayout.callerData()));
    /** Logback's AsyncAppender with every default: a small queue that drops INFO and below when it runs low. */
    public static final String LOGBACK_ASYNC_DEFAULTS = nearest(logback().logbackAsyncAppender());
    /** A large AsyncAppender queue that keeps Logback's 20% discarding threshold: it drops INFO and below when it runs low. */
    public static final String LOGBACK_ASYNC_DISCARDING = nearest(logback().logbackAsyncAppender().queueSize(8192).discardingThreshold(8192 / 5));
    /** A large AsyncAppender queue with neverBlock: a full queue drops events of any level. */
    public static final String LOGBACK_ASYNC_NEVER_BLOCK = nearest(logback().logbackAsyncAppender().queueSize(8192).discardingThreshold(0)
            .neverBlock(true));
    /** A large AsyncAppender queue that never drops, over the default FileAppender. */
    public static final String LOGBACK_ASYNC = nearest(logback().logbackAsyncAppender().queueSize(8192).discardingThreshold(0));
    /** The same queue over a buffered FileAppender. */
    public static final String LOGBACK_ASYNC_BUFFERED = nearest(logback().logbackAsyncAppender().queueSize(8192).discardingThreshold(0)
            .immediateFlush(false));
    /** A large AsyncAppender queue that never drops, over a ConsoleAppender: one thread writes to the pipe. */
    public static final String LOGBACK_ASYNC_CONSOLE = nearest(logback().logbackAsyncAppender().queueSize(8192).discardingThreshold(0)
            .sink(new ConsoleSink()));
    /** logstash-logback-encoder's disruptor appender, blocking when full, over a buffered FileAppender. */
    public static final String LOGBACK_DISRUPTOR = nearest(logback().logstashDisruptorAppender().appendTimeout(LogstashDisruptorAppender.BLOCK)
            .immediateFlush(false));
    /** A FileAppender in prudent mode: an OS file lock per event. */
    public static final String LOGBACK_PRUDENT = nearest(logback().lockFile(true));
    /** A SiftingAppender: a file per value of an MDC key. */
    public static final String LOGBACK_SIFTING = nearest(logback().sink(new SiftingSink("tenant", 4, null)));
    /** Log4j2's File appender with its defaults: a flush per event. */
    public static final String LOG4J2_FILE = nearest(log4j2());
    /** Log4j2's File appender with immediateFlush=false. */
    public static final String LOG4J2_FILE_BUFFERED = nearest(log4j2().immediateFlush(false));
    /** Every Log4j2 logger async over a buffered RandomAccessFile. */
    public static final String LOG4J2_ALL_ASYNC = nearest(allAsync());
    /** The same with includeLocation=true and the caller in the pattern: a stack walk per event on the caller. */
    public static final String LOG4J2_ALL_ASYNC_LOCATION = nearest(allAsync().includeLocation(true).layout(PatternLayout.callerData()));
    /** The same with the Yield wait strategy, which spins while idle. */
    public static final String LOG4J2_ALL_ASYNC_YIELD = nearest(allAsync().waitStrategy(WaitStrategy.YIELD));
    /** The same with the Discard policy: a full ring buffer drops INFO and below. */
    public static final String LOG4J2_ALL_ASYNC_DISCARD = nearest(allAsync().queueFullPolicy(QueueFullPolicy.DISCARD));
    /** A blocking {@code <Async>} appender over a Console flushed at the end of each batch. */
    public static final String LOG4J2_ASYNC_CONSOLE = nearest(log4j2().sink(new ConsoleSink()).immediateFlush(false).asyncAppender()
            .asyncBufferSize(1024));
    /** A buffered RandomAccessFile writing JsonTemplateLayout's lines. */
    public static final String LOG4J2_JSON_TEMPLATE = nearest(log4j2().sink(new RandomAccessFileSink()).immediateFlush(false)
            .layout(new JsonLayout()));
    /** A buffered RandomAccessFile writing the old JsonLayout's lines. */
    public static final String LOG4J2_JSON_LAYOUT = nearest(log4j2().sink(new RandomAccessFileSink()).immediateFlush(false)
            .layout(new JsonLayout(JsonEncoding.LOG4J2_JSON_LAYOUT)));

    private QuotedSetups() {
    }

    /** The measured setup with the described one's traits; none is a mistake here, not a neighbour to quote instead. */
    private static String nearest(SetupBuilder described) {
        SetupTraits wanted = SetupTraits.of(described.build());
        SetupSpec nearest = Matrix.nearest(wanted);
        if (!SetupDistance.between(wanted, SetupTraits.of(nearest)).equals(SetupDistance.NONE)) {
            throw new IllegalStateException("the matrix measures no setup like " + wanted + "; the nearest is " + nearest.id());
        }
        return nearest.id();
    }

    private static SetupBuilder logback() {
        return SetupSpec.builder("described", Framework.LOGBACK);
    }

    private static SetupBuilder log4j2() {
        return SetupSpec.builder("described", Framework.LOG4J2);
    }

    private static SetupBuilder allAsync() {
        return log4j2().sink(new RandomAccessFileSink()).immediateFlush(false).allAsyncLoggers();
    }
}

package dev.logtune.configs.matrix;

/**
 * The ids of the matrix's setups that code outside it names one by one, where no lookup by what a setup is names it
 * (a set picked by hand: the reference's contenders, a quick run's handful). Constants, so an annotation (JMH's
 * {@code @Param}) can name them too; a test holds each to a setup of the {@link Matrix}.
 */
public final class SetupIds {
    public static final String LOGBACK_FILE = "logback-file";
    public static final String LOGBACK_FILE_BUFFERED = "logback-file-buffered";
    public static final String LOGBACK_ASYNC_DEFAULT = "logback-async-default";
    public static final String LOGBACK_ASYNC_Q1024_T0 = "logback-async-q1024-t0";
    public static final String LOGBACK_ASYNC_Q8192_T0 = "logback-async-q8192-t0";
    public static final String LOGBACK_ASYNC_Q65536_T0 = "logback-async-q65536-t0";
    public static final String LOGBACK_ASYNC_Q8192_T0_BUFFERED = "logback-async-q8192-t0-buffered";
    public static final String LOG4J2_FILE = "log4j2-file";
    public static final String LOG4J2_FILE_BUFFERED = "log4j2-file-buffered";
    public static final String LOG4J2_RAF_BUFFERED = "log4j2-raf-buffered";
    public static final String LOG4J2_ASYNC_RAF = "log4j2-async-raf";
    public static final String LOG4J2_ASYNCROOT_RAF = "log4j2-asyncroot-raf";
    public static final String LOG4J2_ASYNCAPPENDER_1024 = "log4j2-asyncappender-1024";
    public static final String LOGBACK_ASYNC_Q8192_T0_ROLLING = "logback-async-q8192-t0-rolling";
    public static final String LOGBACK_DISRUPTOR_Q8192_BUFFERED_ROLLING_NOGZ = "logback-disruptor-q8192-buffered-rolling-nogz";
    public static final String LOG4J2_ASYNC_RAF_ROLLING_NOGZ = "log4j2-async-raf-rolling-nogz";
    public static final String LOG4J2_ASYNCAPPENDER_1024_ROLLING = "log4j2-asyncappender-1024-rolling";

    private SetupIds() {
    }
}

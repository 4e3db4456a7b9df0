package dev.logtune.tuner.configfile.model;

/** What names a rolling appender's archives: one of Logback's rolling policies, or Log4j2's rollover strategy. */
public enum RollingPolicy {
    /** Logback's TimeBasedRollingPolicy. */
    LOGBACK_TIME,
    /** Logback's SizeAndTimeBasedRollingPolicy. */
    LOGBACK_SIZE_AND_TIME,
    /** Logback's FixedWindowRollingPolicy. */
    LOGBACK_FIXED_WINDOW,
    /** Log4j2's rollover strategy on a RollingFile or RollingRandomAccessFile. */
    LOG4J2
}

package dev.logtune.configs.model;

/**
 * Every setting a setup can move away from its framework's default. The key is the name a user
 * sees in the XML or in {@code log4j2.component.properties}.
 */
public enum Knob {
    ID("id"),
    SINK("sink"),
    LAYOUT("layout"),
    LEVEL("level"),
    IMMEDIATE_FLUSH("immediateFlush"),
    BUFFER_SIZE("bufferSize"),
    PRUDENT("prudent"),
    LOCKING("locking"),
    APPEND("append"),
    MAX_FILE_SIZE("maxFileSize"),
    ROLL_PERIOD("rollPeriod"),
    MAX_HISTORY("maxHistory"),
    TOTAL_SIZE_CAP("totalSizeCap"),
    COMPRESS("compress"),
    MDC_KEY("mdcKey"),
    SIFT_KEYS("siftKeys"),
    MAX_APPENDER_COUNT("maxAppenderCount"),
    ASYNC_STAGE("async"),
    QUEUE_SIZE("queueSize"),
    DISCARDING_THRESHOLD("discardingThreshold"),
    NEVER_BLOCK("neverBlock"),
    INCLUDE_CALLER_DATA("includeCallerData"),
    MAX_FLUSH_TIME("maxFlushTime"),
    DISRUPTOR_RING_SIZE("ringBufferSize"),
    APPEND_TIMEOUT("appendTimeout"),
    ALL_ASYNC("log4j2.contextSelector"),
    ASYNC_ROOT("AsyncRoot"),
    RING_BUFFER_SIZE("ringBufferSize"),
    WAIT_STRATEGY("waitStrategy"),
    QUEUE_FULL_POLICY("asyncQueueFullPolicy"),
    DISCARD_LEVEL("discardThreshold"),
    ASYNC_BUFFER_SIZE("Async.bufferSize"),
    BLOCKING("blocking"),
    INCLUDE_LOCATION("includeLocation"),
    LOGGER_LEVELS("logging.level"),
    SAMPLER("sampler"),
    BURST_FILTER("BurstFilter"),
    DUPLICATE_FILTER("DuplicateMessageFilter");

    private final String key;

    Knob(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }
}

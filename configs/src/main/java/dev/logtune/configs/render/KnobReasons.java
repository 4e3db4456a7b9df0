package dev.logtune.configs.render;

import dev.logtune.configs.model.BurstLimit;
import dev.logtune.configs.model.ByteSizes;
import dev.logtune.configs.model.DuplicateSuppression;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.Knob;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.LogbackAsyncAppender;
import dev.logtune.configs.model.RollPeriod;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiteSampler;
import dev.logtune.configs.model.WaitStrategy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one-line reason written next to every knob a setup moves away from its framework's default.
 * A reason the spec carries (the tuner's, tied to a target) wins over the generic one here.
 */
final class KnobReasons {
    private KnobReasons() {
    }

    static String why(Knob knob, SetupSpec spec, Object value) {
        return spec.reasonFor(knob).orElseGet(() -> generic(knob, spec, value));
    }

    private static String generic(Knob knob, SetupSpec spec, Object value) {
        return switch (knob) {
            case LEVEL -> value == LogLevel.OFF
                    ? "level=OFF: every call returns at the level check; the floor other setups are measured against"
                    : "level=" + value + ": the level services run at in production ("
                            + (spec.framework() == Framework.LOGBACK ? "Logback's root defaults to DEBUG" : "Log4j2's root defaults to ERROR") + ")";
            case IMMEDIATE_FLUSH -> Boolean.FALSE.equals(value)
                    ? "immediateFlush=false: write when the buffer fills, not once per event; far fewer system calls under the write lock"
                            + (spec.framework() == Framework.LOGBACK ? " (Logback's manual: up to 4x throughput)" : "")
                            + "; the tail is flushed at shutdown"
                    : "immediateFlush=true: every event reaches the OS before the call returns";
            case BUFFER_SIZE -> "bufferSize=" + ByteSizes.human((Integer) value)
                    + ": fewer, larger writes once immediateFlush is off"
                    + (spec.framework() == Framework.LOGBACK ? " (Logback's manual suggests 256 KB under heavy load)" : "");
            case PRUDENT -> "prudent=true: an OS file lock and a seek to the end on every write, so several JVMs can share"
                    + " one file; about 3x the cost per event (Logback's manual: 30 us against 10 us)";
            case LOCKING -> "locking=true: an OS file lock on every write, so several JVMs can share one file; disables buffering";
            case APPEND -> "append=false: the file is truncated when the appender starts";
            case MAX_FILE_SIZE -> "maxFileSize=" + ByteSizes.human(((Number) value).longValue()) + ": roll to a new file at this size";
            case ROLL_PERIOD -> "rollPeriod=" + value + ": roll at each new " + (value == RollPeriod.DAILY ? "day" : "hour") + " as well as by size, so each period has its own files";
            case MAX_HISTORY -> "maxHistory=" + value + ": keep " + value + " periods of rolled files, then delete the oldest";
            case TOTAL_SIZE_CAP -> "totalSizeCap=" + ByteSizes.human(((Number) value).longValue())
                    + ": delete the oldest rolled files beyond this much in all; at a high rate this, not the age, bounds the history";
            case COMPRESS -> spec.framework() == Framework.LOGBACK
                    ? "rolled files are gzipped on the context's executor, off the logging thread; the close, rename and open"
                            + " of a roll hold the appender's lock, so callers wait that long; the gzip takes CPU from the service"
                    : "rolled files are gzipped on a background thread; the rename runs on the logging thread, and a roll waits"
                            + " for the previous roll's compression to finish; the gzip takes CPU from the service";
            case MAX_APPENDER_COUNT -> "maxAppenderCount=" + value + ": at most this many per-key files open at once (unbounded by default)";
            case QUEUE_SIZE -> "queueSize=" + value + ": up to " + value
                    + " events wait for the writer before callers block (Logback's default is 256, a few milliseconds at a high rate)";
            case DISCARDING_THRESHOLD -> discardingThreshold(spec, (Integer) value);
            case NEVER_BLOCK -> "neverBlock=true: callers never wait; a full queue drops the event, whatever its level, ERROR included, and nothing counts it";
            case INCLUDE_CALLER_DATA -> "includeCallerData=true: walk the stack on the calling thread for every event, so class, method and line can be printed by the worker";
            case MAX_FLUSH_TIME -> ((Integer) value) == 0
                    ? "maxFlushTime=0: at shutdown, wait for the worker to drain the whole queue"
                    : "maxFlushTime=" + value + " ms: at shutdown the worker gets this long to drain; events still queued are lost";
            case ALL_ASYNC -> "log4j2.contextSelector=AsyncLoggerContextSelector: all loggers async; every event goes through one LMAX Disruptor ring buffer; the calling thread never touches the appender";
            case ASYNC_ROOT -> "AsyncRoot: the root logger hands events to its own ring buffer; loggers declared synchronous stay so";
            case RING_BUFFER_SIZE -> "ringBufferSize=" + value + ": slots in the ring buffer (Log4j2 uses 4096 unless told: thread-locals are on outside web apps)";
            case WAIT_STRATEGY -> waitStrategy((WaitStrategy) value);
            case QUEUE_FULL_POLICY -> "asyncQueueFullPolicy=Discard: when the ring buffer is full, drop events at the discard level and below instead of blocking callers (one WARN, then silence)";
            case DISCARD_LEVEL -> "discardThreshold=" + value + ": drop " + value + " and below when the ring buffer is full; more severe events still wait for a slot";
            case DISRUPTOR_RING_SIZE -> "ringBufferSize=" + value + ": the ring holds this many events (default 8192, a power of two) before callers wait";
            case APPEND_TIMEOUT -> ((Number) value).longValue() < 0
                    ? "appendTimeout=-1: a full ring makes the caller wait for a slot; the default (0) drops the event, of any level, with a WARN status only every 1,000 drops"
                    : "appendTimeout=" + value + " ms: a caller waits this long for a slot, then the event is dropped, of any level";
            case ASYNC_BUFFER_SIZE -> "bufferSize=" + value + ": the <Async> queue holds this many events (default 1024) before callers wait";
            case BLOCKING -> "blocking=false: a full queue drops the event (of any level) instead of making the caller wait";
            case INCLUDE_LOCATION -> Boolean.TRUE.equals(value)
                    ? "includeLocation=true: walk the stack on the calling thread for every event so the layout can print class, method and line"
                    : "includeLocation=false: no stack walk; location converters print nothing";
            case LOGGER_LEVELS -> loggerLevels(spec);
            case SAMPLER -> sampler((SiteSampler) value);
            case BURST_FILTER -> burst((BurstLimit) value);
            case DUPLICATE_FILTER -> duplicates((DuplicateSuppression) value);
            default -> throw new IllegalArgumentException("no reason text for " + knob);
        };
    }

    /** "org.hibernate, io.netty at WARN; com.example at DEBUG", in the order the setup lists them. */
    private static String loggerLevels(SetupSpec spec) {
        Map<LogLevel, List<String>> byLevel = new LinkedHashMap<>();
        spec.reduction().loggerLevels().forEach((name, level) -> byLevel.computeIfAbsent(level, l -> new ArrayList<>()).add(name));
        List<String> groups = new ArrayList<>();
        byLevel.forEach((level, names) -> groups.add(String.join(", ", names) + " at " + level));
        return "per-logger levels, as Spring Boot's logging.level.* sets them: " + String.join("; ", groups)
                + "; a logger's events below its level end at the level check, the cheapest drop there is, before any filter or queue";
    }

    private static String sampler(SiteSampler sampler) {
        return "site budget: every WARN and ERROR is kept; below WARN each call site (message template) keeps at most "
                + sampler.perSiteLimit() + " events/s and all sites together " + sampler.totalLimit()
                + "/s, shared max-min fair so rare sites keep everything; every " + sampler.summaryIntervalSeconds()
                + " s the count of what it dropped is logged at INFO on " + SiteSampler.SUMMARY_LOGGER;
    }

    private static String burst(BurstLimit burst) {
        String rate = burst.ratePerSecond() == Math.rint(burst.ratePerSecond())
                ? Long.toString((long) burst.ratePerSecond()) : Double.toString(burst.ratePerSecond());
        String kept = burst.level() == LogLevel.ERROR ? "nothing passes unlimited"
                : burst.level() == LogLevel.WARN ? "only ERROR passes unlimited" : "WARN and ERROR always pass";
        return "BurstFilter: " + burst.level() + " and below pass at " + rate + " events/s, in bursts of up to "
                + burst.maxBurst() + " (" + kept + "); one budget for all loggers and call sites together, so a noisy site"
                + " can use up a rare one's share, and what it drops is counted nowhere";
    }

    private static String duplicates(DuplicateSuppression duplicates) {
        return "DuplicateMessageFilter: each message template passes " + (duplicates.allowedRepetitions() + 1)
                + " times, then is dropped while it stays among the " + duplicates.cacheSize() + " most recent templates;"
                + " it keys on the format string alone and ignores the level, so repeated ERRORs are dropped too, uncounted";
    }

    private static String discardingThreshold(SetupSpec spec, Integer value) {
        if (value == 0) {
            return "discardingThreshold=0: never drop INFO and below (Logback's default drops them silently once the queue is 80% full)";
        }
        int queueSize = spec.async() instanceof LogbackAsyncAppender async ? async.queueSize() : 0;
        return "discardingThreshold=" + value + ": once fewer than " + value + " of " + queueSize
                + " slots are free, TRACE, DEBUG and INFO events are dropped silently; WARN and ERROR wait";
    }

    private static String waitStrategy(WaitStrategy strategy) {
        return switch (strategy) {
            case TIMEOUT -> "waitStrategy=Timeout: block on a lock, waking at least every 10 ms (Log4j2's default)";
            case BLOCK -> "waitStrategy=Block: the consumer sleeps on a lock until signalled; least idle CPU, slowest to wake";
            case SLEEP -> "waitStrategy=Sleep: spin, then yield, then park 100 ns at a time; quick to wake for little idle CPU";
            case YIELD -> "waitStrategy=Yield: spin, then Thread.yield(); quick to wake, but keeps a core busy while idle";
            case BUSY_SPIN -> "waitStrategy=BusySpin: spin without pause; fastest to wake, burns a whole core all the time";
        };
    }
}

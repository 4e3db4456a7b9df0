package dev.logtune.configs.model;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Collects a setup's knobs flat, the way a person names them, and assembles the typed {@link SetupSpec}.
 * A knob that belongs to a stage the setup does not have is rejected here, naming the knob.
 */
public final class SetupBuilder {
    private enum Stage { LOGBACK_ASYNC, LOGSTASH_DISRUPTOR, ALL_ASYNC, ASYNC_ROOT, ASYNC_APPENDER }

    private final String id;
    private final Framework framework;
    private String description = "";
    private Sink sink = new FileSink();
    private boolean immediateFlush = true;
    private Integer bufferSize;
    private boolean lockFile;
    private boolean append = true;
    private Layout layout = PatternLayout.standard();
    private LogLevel level = LogLevel.INFO;
    private Boolean includeLocation;
    private VolumeReduction reduction = VolumeReduction.NONE;
    private final List<Stage> stages = new ArrayList<>();
    private final Map<Knob, Object> asyncKnobs = new EnumMap<>(Knob.class);
    private final Map<Knob, String> reasons = new EnumMap<>(Knob.class);

    SetupBuilder(String id, Framework framework) {
        this.id = id;
        this.framework = framework;
    }

    static SetupBuilder from(SetupSpec spec, String id) {
        SetupBuilder builder = new SetupBuilder(id, spec.framework())
                .describedAs(spec.description())
                .sink(spec.sink())
                .immediateFlush(spec.writing().immediateFlush())
                .append(spec.writing().append())
                .layout(spec.layout())
                .level(spec.level())
                .reduction(spec.reduction());
        builder.bufferSize = spec.writing().bufferSize();
        builder.lockFile = spec.writing().lockFile();
        builder.includeLocation = spec.includeLocation();
        builder.reasons.putAll(spec.reasons());
        AsyncStage async = spec.async();
        if (async instanceof LogbackAsyncAppender a) {
            builder.logbackAsyncAppender().queueSize(a.queueSize()).neverBlock(a.neverBlock())
                    .includeCallerData(a.includeCallerData()).maxFlushTime(a.maxFlushTimeMs());
            if (a.discardingThreshold() != null) {
                builder.discardingThreshold(a.discardingThreshold());
            }
        } else if (async instanceof LogstashDisruptorAppender a) {
            builder.logstashDisruptorAppender().disruptorRingSize(a.ringSize()).appendTimeout(a.appendTimeoutMs());
        } else if (async instanceof Log4j2AsyncLoggers a) {
            if (a.allAsync()) {
                builder.allAsyncLoggers();
            } else {
                builder.asyncRoot();
            }
            if (a.ringBufferSize() != null) {
                builder.ringBufferSize(a.ringBufferSize());
            }
            if (a.waitStrategy() != null) {
                builder.waitStrategy(a.waitStrategy());
            }
            builder.queueFullPolicy(a.queueFullPolicy());
            if (a.discardLevel() != null) {
                builder.discardLevel(a.discardLevel());
            }
        } else if (async instanceof Log4j2AsyncAppender a) {
            builder.asyncAppender().asyncBufferSize(a.bufferSize()).blocking(a.blocking());
        }
        return builder;
    }

    public SetupBuilder describedAs(String text) {
        this.description = text;
        return this;
    }

    public SetupBuilder sink(Sink value) {
        this.sink = value;
        return this;
    }

    public SetupBuilder immediateFlush(boolean value) {
        this.immediateFlush = value;
        return this;
    }

    public SetupBuilder bufferSize(int bytes) {
        this.bufferSize = bytes;
        return this;
    }

    /** Logback's prudent mode or Log4j2's locking: an OS file lock per write. */
    public SetupBuilder lockFile(boolean value) {
        this.lockFile = value;
        return this;
    }

    public SetupBuilder append(boolean value) {
        this.append = value;
        return this;
    }

    public SetupBuilder layout(Layout value) {
        this.layout = value;
        return this;
    }

    public SetupBuilder level(LogLevel value) {
        this.level = value;
        return this;
    }

    public SetupBuilder includeLocation(boolean value) {
        this.includeLocation = value;
        return this;
    }

    /** How the setup logs less: per-logger levels, the site sampler, Log4j2's BurstFilter, Logback's DuplicateMessageFilter. */
    public SetupBuilder reduction(VolumeReduction value) {
        this.reduction = value == null ? VolumeReduction.NONE : value;
        return this;
    }

    /** Records why a knob has its value; the renderer writes it as the knob's comment. */
    public SetupBuilder because(Knob knob, String reason) {
        reasons.put(knob, reason);
        return this;
    }

    public SetupBuilder logbackAsyncAppender() {
        return stage(Stage.LOGBACK_ASYNC);
    }

    /** logstash-logback-encoder's LoggingEventAsyncDisruptorAppender in front of the sink. */
    public SetupBuilder logstashDisruptorAppender() {
        return stage(Stage.LOGSTASH_DISRUPTOR);
    }

    public SetupBuilder allAsyncLoggers() {
        return stage(Stage.ALL_ASYNC);
    }

    public SetupBuilder asyncRoot() {
        return stage(Stage.ASYNC_ROOT);
    }

    public SetupBuilder asyncAppender() {
        return stage(Stage.ASYNC_APPENDER);
    }

    public SetupBuilder queueSize(int value) {
        return knob(Knob.QUEUE_SIZE, value);
    }

    public SetupBuilder discardingThreshold(int value) {
        return knob(Knob.DISCARDING_THRESHOLD, value);
    }

    public SetupBuilder neverBlock(boolean value) {
        return knob(Knob.NEVER_BLOCK, value);
    }

    public SetupBuilder includeCallerData(boolean value) {
        return knob(Knob.INCLUDE_CALLER_DATA, value);
    }

    public SetupBuilder maxFlushTime(int millis) {
        return knob(Knob.MAX_FLUSH_TIME, millis);
    }

    public SetupBuilder disruptorRingSize(int slots) {
        return knob(Knob.DISRUPTOR_RING_SIZE, slots);
    }

    /** Milliseconds a caller waits for a slot: -1 blocks, 0 drops at once. */
    public SetupBuilder appendTimeout(long millis) {
        return knob(Knob.APPEND_TIMEOUT, millis);
    }

    public SetupBuilder ringBufferSize(int slots) {
        return knob(Knob.RING_BUFFER_SIZE, slots);
    }

    public SetupBuilder waitStrategy(WaitStrategy value) {
        return knob(Knob.WAIT_STRATEGY, value);
    }

    public SetupBuilder queueFullPolicy(QueueFullPolicy value) {
        return knob(Knob.QUEUE_FULL_POLICY, value);
    }

    public SetupBuilder discardLevel(LogLevel value) {
        return knob(Knob.DISCARD_LEVEL, value);
    }

    public SetupBuilder asyncBufferSize(int value) {
        return knob(Knob.ASYNC_BUFFER_SIZE, value);
    }

    public SetupBuilder blocking(boolean value) {
        return knob(Knob.BLOCKING, value);
    }

    public SetupSpec build() {
        Writing writing = new Writing(immediateFlush, bufferSize, lockFile, append);
        return new SetupSpec(id, description, framework, sink, writing, asyncStage(), layout, level,
                includeLocation, reduction, reasons);
    }

    private SetupBuilder stage(Stage stage) {
        if (!stages.contains(stage)) {
            stages.add(stage);
        }
        return this;
    }

    private SetupBuilder knob(Knob knob, Object value) {
        asyncKnobs.put(knob, value);
        return this;
    }

    private AsyncStage asyncStage() {
        if (stages.contains(Stage.ALL_ASYNC) && stages.contains(Stage.ASYNC_ROOT)) {
            throw new InvalidSetupException(Knob.ASYNC_ROOT,
                    "cannot be combined with all-async loggers: every event would pass through two ring buffers");
        }
        if (stages.size() > 1) {
            throw new InvalidSetupException(Knob.ASYNC_STAGE,
                    "one async stage at most; chaining " + stages + " queues every event twice");
        }
        Stage stage = stages.isEmpty() ? null : stages.get(0);
        rejectKnobsOutside(stage);
        if (stage == null) {
            return new NoAsync();
        }
        return switch (stage) {
            case LOGBACK_ASYNC -> new LogbackAsyncAppender(
                    value(Knob.QUEUE_SIZE, LogbackAsyncAppender.DEFAULT_QUEUE_SIZE),
                    (Integer) asyncKnobs.get(Knob.DISCARDING_THRESHOLD),
                    value(Knob.NEVER_BLOCK, false),
                    value(Knob.INCLUDE_CALLER_DATA, false),
                    value(Knob.MAX_FLUSH_TIME, LogbackAsyncAppender.DEFAULT_MAX_FLUSH_TIME_MS));
            case LOGSTASH_DISRUPTOR -> new LogstashDisruptorAppender(
                    value(Knob.DISRUPTOR_RING_SIZE, LogstashDisruptorAppender.DEFAULT_RING_SIZE),
                    value(Knob.APPEND_TIMEOUT, LogstashDisruptorAppender.DEFAULT_APPEND_TIMEOUT_MS));
            case ALL_ASYNC, ASYNC_ROOT -> new Log4j2AsyncLoggers(
                    stage == Stage.ALL_ASYNC,
                    (Integer) asyncKnobs.get(Knob.RING_BUFFER_SIZE),
                    (WaitStrategy) asyncKnobs.get(Knob.WAIT_STRATEGY),
                    value(Knob.QUEUE_FULL_POLICY, QueueFullPolicy.BLOCK),
                    (LogLevel) asyncKnobs.get(Knob.DISCARD_LEVEL));
            case ASYNC_APPENDER -> new Log4j2AsyncAppender(
                    value(Knob.ASYNC_BUFFER_SIZE, Log4j2AsyncAppender.DEFAULT_BUFFER_SIZE),
                    value(Knob.BLOCKING, true));
        };
    }

    private void rejectKnobsOutside(Stage stage) {
        for (Knob knob : asyncKnobs.keySet()) {
            Stage owner = ownerOf(knob);
            boolean fits = owner == stage || (owner == Stage.ALL_ASYNC && stage == Stage.ASYNC_ROOT);
            if (!fits) {
                String has = stage == null ? "this setup has no async stage" : "this setup's async stage is " + describe(stage);
                throw new InvalidSetupException(knob, "belongs to " + describe(owner) + "; " + has);
            }
        }
    }

    private static Stage ownerOf(Knob knob) {
        return switch (knob) {
            case QUEUE_SIZE, DISCARDING_THRESHOLD, NEVER_BLOCK, INCLUDE_CALLER_DATA, MAX_FLUSH_TIME -> Stage.LOGBACK_ASYNC;
            case DISRUPTOR_RING_SIZE, APPEND_TIMEOUT -> Stage.LOGSTASH_DISRUPTOR;
            case RING_BUFFER_SIZE, WAIT_STRATEGY, QUEUE_FULL_POLICY, DISCARD_LEVEL -> Stage.ALL_ASYNC;
            case ASYNC_BUFFER_SIZE, BLOCKING -> Stage.ASYNC_APPENDER;
            default -> throw new IllegalStateException("not an async knob: " + knob);
        };
    }

    private static String describe(Stage stage) {
        return switch (stage) {
            case LOGBACK_ASYNC -> "a Logback AsyncAppender";
            case LOGSTASH_DISRUPTOR -> "logstash-logback-encoder's disruptor appender";
            case ALL_ASYNC, ASYNC_ROOT -> "Log4j2 async loggers";
            case ASYNC_APPENDER -> "a Log4j2 <Async> appender";
        };
    }

    @SuppressWarnings("unchecked")
    private <T> T value(Knob knob, T fallback) {
        Object value = asyncKnobs.get(knob);
        return value == null ? fallback : (T) value;
    }
}

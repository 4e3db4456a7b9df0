package dev.logtune.configs.model;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One logging setup, typed and validated: everything a renderer needs to write the framework's XML
 * and properties. Build one with {@link #builder(String, Framework)}; construction rejects nonsense with
 * a message that names the knob and the rule.
 *
 * @param includeLocation Log4j2's includeLocation on the root logger, or null for its default
 * @param reduction how the setup logs less than its code asks for ({@link VolumeReduction#NONE}: not at all)
 * @param reasons why a knob has its value, where the caller knows better than the generic reason
 *     (the tuner does: "queueSize = rate x stall")
 */
public record SetupSpec(String id, String description, Framework framework, Sink sink, Writing writing,
                        AsyncStage async, Layout layout, LogLevel level, Boolean includeLocation,
                        VolumeReduction reduction, Map<Knob, String> reasons) {

    private static final String ID_PATTERN = "[a-z0-9][a-z0-9.-]*";

    public SetupSpec {
        if (id == null || !id.matches(ID_PATTERN)) {
            throw new InvalidSetupException(Knob.ID, "must be lower-case letters, digits, '-' and '.', was '" + id + "'");
        }
        Objects.requireNonNull(framework, "framework");
        Objects.requireNonNull(sink, "sink");
        Objects.requireNonNull(writing, "writing");
        Objects.requireNonNull(async, "async");
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(level, "level");
        description = description == null ? "" : description.strip();
        reduction = reduction == null ? VolumeReduction.NONE : reduction;
        reasons = reasons == null || reasons.isEmpty()
                ? Map.of()
                : Collections.unmodifiableMap(new EnumMap<>(reasons));
        checkFits(framework, sink, writing, async, includeLocation);
        checkReduction(framework, reduction);
        if (layout instanceof JsonLayout json && json.encoding() == JsonEncoding.LOGSTASH && framework != Framework.LOGBACK) {
            throw new InvalidSetupException(Knob.LAYOUT, "LogstashEncoder is logstash-logback-encoder's, for Logback; Log4j2 writes JSON with JsonTemplateLayout");
        }
        if (layout instanceof JsonLayout json && json.encoding().onlyFor() != null && json.encoding().onlyFor() != framework) {
            throw new InvalidSetupException(Knob.LAYOUT, json.kind() + " is a " + json.encoding().onlyFor().displayName()
                    + " encoder; this is a " + framework.displayName() + " setup");
        }
    }

    public static SetupBuilder builder(String id, Framework framework) {
        return new SetupBuilder(id, framework);
    }

    /** A builder holding this setup's values, to derive a variant. */
    public SetupBuilder toBuilder() {
        return SetupBuilder.from(this, id);
    }

    /** A builder holding this setup's values under another id: a variant that is a setup of its own. */
    public SetupBuilder variant(String newId) {
        return SetupBuilder.from(this, newId);
    }

    /**
     * Whether the configuration drops events by design when its queue runs low or fills. A {@link #reduction()} drops by
     * design too, but by what an event is rather than by how full a queue is: see {@link #reducesVolume()}.
     */
    public boolean mayDrop() {
        return async.drops();
    }

    /** Whether the setup logs less than its code asks for: per-logger levels or a filter that drops events by design. */
    public boolean reducesVolume() {
        return !reduction.isNone();
    }

    /** Whether output is held in memory (a buffer or a queue) and needs a flush at exit. */
    public boolean holdsOutput() {
        return !writing.immediateFlush() || !(async instanceof NoAsync);
    }

    /** File or standard output. */
    public Destination destination() {
        return Destination.of(sink);
    }

    /** Pattern text or JSON. */
    public LineFormat lineFormat() {
        return LineFormat.of(layout);
    }

    public Optional<String> reasonFor(Knob knob) {
        return Optional.ofNullable(reasons.get(knob));
    }

    private static void checkFits(Framework framework, Sink sink, Writing writing, AsyncStage async,
                                  Boolean includeLocation) {
        if (async.framework() != null && async.framework() != framework) {
            throw new InvalidSetupException(Knob.ASYNC_STAGE,
                    async.kind() + " is a " + async.framework().displayName() + " stage; this is a "
                            + framework.displayName() + " setup");
        }
        if ((sink instanceof RandomAccessFileSink || sink instanceof RollingFileSink r && r.randomAccess())
                && framework != Framework.LOG4J2) {
            throw new InvalidSetupException(Knob.SINK, "the random-access-file sink is Log4j2's RandomAccessFile appender; Logback has none");
        }
        if (sink instanceof SiftingSink sifting && sifting.maxAppenderCount() != null && framework != Framework.LOGBACK) {
            throw new InvalidSetupException(Knob.MAX_APPENDER_COUNT, "is a Logback SiftingAppender setting; Log4j2's Routing appender has no such cap");
        }
        if (includeLocation != null && framework != Framework.LOG4J2) {
            throw new InvalidSetupException(Knob.INCLUDE_LOCATION, "is a Log4j2 logger attribute; in Logback use includeCallerData on the AsyncAppender");
        }
        if (sink instanceof ConsoleSink && writing.bufferSize() != null) {
            throw new InvalidSetupException(Knob.BUFFER_SIZE, "the console sink writes through System.out and has no file buffer to size");
        }
        if (writing.lockFile()) {
            checkFileLock(framework, sink, writing);
        }
    }

    private static void checkReduction(Framework framework, VolumeReduction reduction) {
        if (reduction.burst() != null && framework != Framework.LOG4J2) {
            throw new InvalidSetupException(Knob.BURST_FILTER, "is Log4j2's BurstFilter; Logback has none (the site sampler"
                    + " limits a rate in both frameworks)");
        }
        if (reduction.duplicates() != null && framework != Framework.LOGBACK) {
            throw new InvalidSetupException(Knob.DUPLICATE_FILTER, "is Logback's DuplicateMessageFilter; Log4j2 has none");
        }
    }

    private static void checkFileLock(Framework framework, Sink sink, Writing writing) {
        Knob knob = framework == Framework.LOGBACK ? Knob.PRUDENT : Knob.LOCKING;
        if (!(sink instanceof FileSink)) {
            throw new InvalidSetupException(knob, "only the plain file sink can lock the file; this setup's sink is " + sink.kind());
        }
        if (framework == Framework.LOGBACK) {
            if (!writing.immediateFlush()) {
                throw new InvalidSetupException(Knob.PRUDENT,
                        "needs immediateFlush=true: with a buffer, the file lock is released before the bytes reach the file");
            }
            if (!writing.append()) {
                throw new InvalidSetupException(Knob.PRUDENT, "needs append=true: prudent mode always appends (Logback overrides append=false)");
            }
        } else if (writing.bufferSize() != null) {
            throw new InvalidSetupException(Knob.BUFFER_SIZE, "Log4j2 disables buffering when locking=true, so a buffer size has no effect");
        }
    }
}

package dev.logtune.configs.matrix;

import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.BurstLimit;
import dev.logtune.configs.model.DuplicateSuppression;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.JsonEncoding;
import dev.logtune.configs.model.JsonLayout;
import dev.logtune.configs.model.Layout;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.QueueFullPolicy;
import dev.logtune.configs.model.RandomAccessFileSink;
import dev.logtune.configs.model.RollPeriod;
import dev.logtune.configs.model.Rolling;
import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupBuilder;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiftingSink;
import dev.logtune.configs.model.SiteSampler;
import dev.logtune.configs.model.VolumeReduction;
import dev.logtune.configs.model.WaitStrategy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The list of setups the {@link Matrix} holds, built once, and what each rolling twin and reduced variant was made from;
 * {@link Matrix} answers the lookups on it. Ids are stable: results and emitted files refer to them.
 */
final class MatrixSetups {
    private static final int BUFFER_256K = 256 * 1024;
    /** Each rolling twin's id to its plain setup's, in the matrix's order: filled as it is built, so declared before it. */
    static final Map<String, String> PLAIN_OF = new LinkedHashMap<>();
    /** Setups a rolling twin measures again in its place: filled as they are built, so declared before it. */
    static final Set<String> SUPERSEDED = new HashSet<>();
    /** Each reduced variant's id to its base's, in the matrix's order: filled as they are built, so declared before it. */
    static final Map<String, String> BASE_OF = new LinkedHashMap<>();
    static final Map<String, SetupSpec> SETUPS = build();

    private MatrixSetups() {
    }

    private static Map<String, SetupSpec> build() {
        List<SetupSpec> setups = new ArrayList<>();
        logback(setups);
        log4j2(setups);
        layouts(setups);
        rollingTwins(setups);
        reductions(setups);
        Map<String, SetupSpec> byId = new LinkedHashMap<>();
        for (SetupSpec setup : setups) {
            if (byId.put(setup.id(), setup) != null) {
                throw new IllegalStateException("duplicate setup id " + setup.id());
            }
        }
        return byId;
    }

    /** A setup measured before the matrix had rolling twins, which one of them measures again: see {@link Matrix#superseded}. */
    private static SetupSpec supersededByATwin(SetupSpec setup) {
        SUPERSEDED.add(setup.id());
        return setup;
    }

    private static SetupBuilder logback(String id, String description) {
        return SetupSpec.builder(id, Framework.LOGBACK).describedAs(description);
    }

    private static SetupBuilder log4j2(String id, String description) {
        return SetupSpec.builder(id, Framework.LOG4J2).describedAs(description);
    }

    private static void logback(List<SetupSpec> setups) {
        setups.add(logback("logback-file", "FileAppender with Logback's defaults: flush after every event, 8 KB buffer").build());
        setups.add(logback("logback-file-buffered", "FileAppender, immediateFlush=false with a 256 KB buffer")
                .immediateFlush(false).bufferSize(BUFFER_256K).build());
        setups.add(supersededByATwin(logback("logback-rolling-buffered", "RollingFileAppender by size (100 MB) and day, immediateFlush=false, 256 KB buffer")
                .sink(new RollingFileSink(100L * 1024 * 1024, RollPeriod.DAILY, 7))
                .immediateFlush(false).bufferSize(BUFFER_256K).build()));
        // A service's file rolls: the same flush-per-event FileAppender rolling by size and day with gzip, and that file
        // with the zone and MDC in its line, measured beside logback-file to show what rolling and the richer line cost.
        setups.add(supersededByATwin(logback("logback-rolling", "RollingFileAppender with Logback's flush-per-event defaults, by size (100 MB) and day, 7 days and 10 GB kept, gzipped")
                .sink(new RollingFileSink(Rolling.PRODUCTION)).build()));
        setups.add(logback("logback-rolling-mdc", "logback-rolling with the zone offset and the MDC in each line (%replace over the MDC per event)")
                .sink(new RollingFileSink(Rolling.PRODUCTION)).layout(PatternLayout.forService(Framework.LOGBACK)).build());
        setups.add(logback("logback-async-default", "AsyncAppender with every default (queue 256, threshold unset: drops INFO when 80% full) over the default FileAppender")
                .logbackAsyncAppender().build());
        for (int queueSize : new int[] {500, 1024, 8192, 65536, 1_000_000}) {
            setups.add(logback("logback-async-q" + queueSize + "-t0", "AsyncAppender, queue " + queueSize + ", discardingThreshold 0 (never drops), over the default FileAppender")
                    .logbackAsyncAppender().queueSize(queueSize).discardingThreshold(0).build());
        }
        setups.add(logback("logback-async-q8192-t20", "AsyncAppender, queue 8192, discardingThreshold 20% (1638 slots): drops INFO when the queue runs low")
                .logbackAsyncAppender().queueSize(8192).discardingThreshold(8192 / 5).build());
        setups.add(logback("logback-async-q8192-neverblock", "AsyncAppender, queue 8192, threshold 0, neverBlock: a full queue drops any event, callers never wait")
                .logbackAsyncAppender().queueSize(8192).discardingThreshold(0).neverBlock(true).build());
        setups.add(logback("logback-async-q8192-t0-buffered", "AsyncAppender, queue 8192, threshold 0, over a FileAppender with immediateFlush=false and 256 KB buffer")
                .logbackAsyncAppender().queueSize(8192).discardingThreshold(0)
                .immediateFlush(false).bufferSize(BUFFER_256K).build());
        // logstash-logback-encoder's disruptor appender flushes the buffered file at the end of each batch: fast, and a
        // crash loses only what is still in the ring. Blocking (appendTimeout -1): its default drops at once.
        for (int ringSize : new int[] {8192, 65536}) {
            setups.add(logback("logback-disruptor-q" + ringSize + "-buffered", "logstash-logback-encoder's disruptor appender, ring "
                            + ringSize + ", appendTimeout -1 (blocks when full), over a FileAppender with immediateFlush=false and 256 KB"
                            + " buffer, flushed at the end of each batch")
                    .logstashDisruptorAppender().disruptorRingSize(ringSize).appendTimeout(LogstashDisruptorAppender.BLOCK)
                    .immediateFlush(false).bufferSize(BUFFER_256K).build());
        }
        // What a service that rolls its file gets from emit: the same ring over the buffered rolling file.
        setups.add(supersededByATwin(logback("logback-disruptor-q8192-rolling-buffered", "logstash-logback-encoder's disruptor appender, ring 8192,"
                        + " appendTimeout -1, over a RollingFileAppender by size (100 MB) and day, 7 days and 10 GB kept, gzipped,"
                        + " immediateFlush=false and 256 KB buffer, flushed at the end of each batch")
                .logstashDisruptorAppender().appendTimeout(LogstashDisruptorAppender.BLOCK)
                .sink(new RollingFileSink(Rolling.PRODUCTION)).immediateFlush(false).bufferSize(BUFFER_256K).build()));
        // Copied as its README shows it: every default, so a full ring drops events of any level.
        setups.add(logback("logback-disruptor-defaults", "logstash-logback-encoder's disruptor appender with every default (ring 8192,"
                        + " appendTimeout 0: a full ring drops any event) over the default FileAppender")
                .logstashDisruptorAppender().build());
        setups.add(logback("logback-prudent", "FileAppender in prudent mode: an OS file lock and a seek per event")
                .lockFile(true).build());
        setups.add(logback("logback-sifting-4", "SiftingAppender over 4 files keyed by the MDC value 'tenant', default FileAppenders inside")
                .sink(new SiftingSink("tenant", 4, null)).build());
        logbackStdout(setups);
        setups.add(logback("logback-file-buffered-caller", "Buffered FileAppender with %class.%method:%line in the pattern: a stack walk per event")
                .immediateFlush(false).bufferSize(BUFFER_256K).layout(PatternLayout.callerData()).build());
        setups.add(logback("logback-file-buffered-minimal", "Buffered FileAppender with the minimal pattern %level %msg")
                .immediateFlush(false).bufferSize(BUFFER_256K).layout(PatternLayout.minimal()).build());
        setups.add(logback("logback-file-json", "FileAppender with Logback's defaults and its JsonEncoder: flush after every event")
                .layout(new JsonLayout()).build());
        setups.add(logback("logback-file-buffered-json", "Buffered FileAppender with Logback's JsonEncoder")
                .immediateFlush(false).bufferSize(BUFFER_256K).layout(new JsonLayout()).build());
        // JSON lines to a file behind each family's queue: what a service that ships its file to a collector needs when a
        // crash may lose only what is queued (the buffered files above hold a 256 KB tail at idle).
        setups.add(logback("logback-async-q8192-t0-json", "AsyncAppender, queue 8192, discardingThreshold 0, over the default"
                        + " FileAppender with Logback's JsonEncoder")
                .logbackAsyncAppender().queueSize(8192).discardingThreshold(0).layout(new JsonLayout()).build());
        setups.add(logback("logback-disruptor-q8192-buffered-json", "logstash-logback-encoder's disruptor appender, ring 8192,"
                        + " appendTimeout -1, over a FileAppender with immediateFlush=false, 256 KB buffer and Logback's JsonEncoder,"
                        + " flushed at the end of each batch")
                .logstashDisruptorAppender().appendTimeout(LogstashDisruptorAppender.BLOCK)
                .immediateFlush(false).bufferSize(BUFFER_256K).layout(new JsonLayout()).build());
        setups.add(logback("logback-file-buffered-logstash", "Buffered FileAppender with logstash-logback-encoder's LogstashEncoder")
                .immediateFlush(false).bufferSize(BUFFER_256K).layout(new JsonLayout(JsonEncoding.LOGSTASH)).build());
        setups.add(logback("logback-off", "Logging switched off: the cost of the call and the level check alone")
                .level(LogLevel.OFF).build());
    }

    /**
     * Standard output, as a container runtime reads it through a pipe, in the pattern line and in JSON. Logback's
     * console writes through System.out, which flushes every write whatever immediateFlush says, so there is no
     * buffered variant; behind a queue the console is the writer thread's alone.
     */
    private static void logbackStdout(List<SetupSpec> setups) {
        for (LineFormat format : LineFormat.values()) {
            Layout layout = format == LineFormat.JSON ? new JsonLayout() : PatternLayout.standard();
            String line = format == LineFormat.JSON ? "-json" : "";
            String words = format == LineFormat.JSON ? " with Logback's JsonEncoder" : "";
            setups.add(logback("logback-console" + line, "ConsoleAppender to standard output" + words
                    + " (a pipe a separate process reads, in the benchmarks)").sink(new ConsoleSink()).layout(layout).build());
            setups.add(logback("logback-async-q8192-t0-console" + line, "AsyncAppender, queue 8192, discardingThreshold 0, over a"
                    + " ConsoleAppender" + words).logbackAsyncAppender().queueSize(8192).discardingThreshold(0)
                    .sink(new ConsoleSink()).layout(layout).build());
            setups.add(logback("logback-disruptor-q8192-console" + line, "logstash-logback-encoder's disruptor appender, ring 8192,"
                    + " appendTimeout -1 (blocks when full), over a ConsoleAppender" + words)
                    .logstashDisruptorAppender().appendTimeout(LogstashDisruptorAppender.BLOCK)
                    .sink(new ConsoleSink()).layout(layout).build());
        }
    }

    /**
     * Log4j2's Console appender keeps its own 8 KB buffer, so immediateFlush=false batches writes to the pipe, and
     * behind async loggers or {@code <Async>} it flushes at the end of each batch.
     */
    private static void log4j2Stdout(List<SetupSpec> setups) {
        for (LineFormat format : LineFormat.values()) {
            Layout layout = format == LineFormat.JSON ? new JsonLayout() : PatternLayout.standard();
            String line = format == LineFormat.JSON ? "-json" : "";
            String words = format == LineFormat.JSON ? " with JsonTemplateLayout (ECS)" : "";
            setups.add(log4j2("log4j2-console" + line, "Console appender to standard output" + words + " with Log4j2's defaults:"
                    + " flush after every event (a pipe a separate process reads, in the benchmarks)")
                    .sink(new ConsoleSink()).layout(layout).build());
            setups.add(log4j2("log4j2-console" + line + "-buffered", "Console appender" + words + ", immediateFlush=false (8 KB buffer)")
                    .sink(new ConsoleSink()).layout(layout).immediateFlush(false).build());
            setups.add(log4j2("log4j2-async-console" + line, "All loggers async (default ring buffer: 4096 slots) over the Console"
                    + " appender" + words + ", immediateFlush=false: flushed at the end of each batch")
                    .sink(new ConsoleSink()).layout(layout).immediateFlush(false).allAsyncLoggers().build());
            setups.add(log4j2("log4j2-asyncappender-1024-console" + line, "<Async> appender, bufferSize 1024, blocking, over the"
                    + " Console appender" + words + ", immediateFlush=false: flushed at the end of each batch")
                    .sink(new ConsoleSink()).layout(layout).immediateFlush(false).asyncAppender().asyncBufferSize(1024).build());
        }
    }

    private static void log4j2(List<SetupSpec> setups) {
        setups.add(log4j2("log4j2-file", "File appender with Log4j2's defaults: flush after every event, 8 KB buffer").build());
        setups.add(log4j2("log4j2-file-buffered", "File appender, immediateFlush=false (8 KB buffer)")
                .immediateFlush(false).build());
        setups.add(log4j2("log4j2-raf-buffered", "RandomAccessFile appender, immediateFlush=false (256 KB buffer)")
                .sink(new RandomAccessFileSink()).immediateFlush(false).build());
        setups.add(allAsyncRaf("log4j2-async-raf", "All loggers async (default ring buffer: 4096 slots) over RandomAccessFile, immediateFlush=false")
                .build());
        setups.add(allAsyncRaf("log4j2-async-raf-rb262144", "All loggers async, ring buffer 262,144 slots, over RandomAccessFile")
                .ringBufferSize(262_144).build());
        setups.add(allAsyncRaf("log4j2-async-raf-wait-sleep", "All loggers async, Sleep wait strategy, over RandomAccessFile")
                .waitStrategy(WaitStrategy.SLEEP).build());
        setups.add(allAsyncRaf("log4j2-async-raf-wait-yield", "All loggers async, Yield wait strategy (spins while idle), over RandomAccessFile")
                .waitStrategy(WaitStrategy.YIELD).build());
        setups.add(allAsyncRaf("log4j2-async-raf-discard", "All loggers async, Discard policy: a full ring buffer drops INFO and below")
                .queueFullPolicy(QueueFullPolicy.DISCARD).discardLevel(LogLevel.INFO).build());
        setups.add(log4j2("log4j2-asyncroot-raf", "Mixed: an AsyncRoot (default ring buffer) over RandomAccessFile, immediateFlush=false")
                .sink(new RandomAccessFileSink()).immediateFlush(false).asyncRoot().build());
        for (int bufferSize : new int[] {1024, 65_536}) {
            setups.add(log4j2("log4j2-asyncappender-" + bufferSize, "<Async> appender, bufferSize " + bufferSize + ", blocking, over RandomAccessFile")
                    .sink(new RandomAccessFileSink()).immediateFlush(false).asyncAppender().asyncBufferSize(bufferSize).build());
        }
        setups.add(allAsyncRaf("log4j2-async-raf-location", "All loggers async with includeLocation=true and %class.%method:%line: a stack walk per event on the caller")
                .includeLocation(true).layout(PatternLayout.callerData()).build());
        setups.add(log4j2("log4j2-file-json", "File appender with Log4j2's defaults and JsonTemplateLayout (ECS): flush after every event")
                .layout(new JsonLayout()).build());
        setups.add(log4j2("log4j2-raf-buffered-json", "RandomAccessFile, immediateFlush=false, JsonTemplateLayout (ECS)")
                .sink(new RandomAccessFileSink()).immediateFlush(false).layout(new JsonLayout()).build());
        setups.add(allAsyncRaf("log4j2-async-raf-json", "All loggers async (default ring buffer: 4096 slots) over RandomAccessFile,"
                + " immediateFlush=false, JsonTemplateLayout (ECS)").layout(new JsonLayout()).build());
        log4j2Stdout(setups);
        setups.add(log4j2("log4j2-off", "Logging switched off: the cost of the call and the level check alone")
                .level(LogLevel.OFF).build());
    }

    /**
     * JSON layouts teams use, beside the JSON setups above and measured the same way (the buffered file of each framework),
     * with the pattern line that carries the same fields (zone, MDC) as their contrast. Every layout that prints the MDC is
     * measured with one (the workload's trace context), so these lines hold the same event.
     */
    private static void layouts(List<SetupSpec> setups) {
        setups.add(logback("logback-file-buffered-mdc", "Buffered FileAppender with the service pattern: zone offset and the MDC in each line")
                .immediateFlush(false).bufferSize(BUFFER_256K).layout(PatternLayout.forService(Framework.LOGBACK)).build());
        setups.add(logback("logback-file-buffered-spring-ecs", "Buffered FileAppender with Spring Boot's StructuredLogEncoder, format ecs"
                        + " (logging.structured.format.*=ecs)")
                .immediateFlush(false).bufferSize(BUFFER_256K).layout(new JsonLayout(JsonEncoding.SPRING_ECS)).build());
        setups.add(logback("logback-file-buffered-spring-logstash", "Buffered FileAppender with Spring Boot's StructuredLogEncoder,"
                        + " format logstash (logging.structured.format.*=logstash)")
                .immediateFlush(false).bufferSize(BUFFER_256K).layout(new JsonLayout(JsonEncoding.SPRING_LOGSTASH)).build());
        setups.add(log4j2("log4j2-raf-buffered-mdc", "RandomAccessFile, immediateFlush=false, the service pattern: zone offset and the MDC in each line")
                .sink(new RandomAccessFileSink()).immediateFlush(false).layout(PatternLayout.forService(Framework.LOG4J2)).build());
        setups.add(log4j2("log4j2-raf-buffered-jsonlayout", "RandomAccessFile, immediateFlush=false, the old JsonLayout (deprecated):"
                        + " compact, one object a line")
                .sink(new RandomAccessFileSink()).immediateFlush(false).layout(new JsonLayout(JsonEncoding.LOG4J2_JSON_LAYOUT)).build());
    }

    /**
     * Rolling twins: each file contender with the same stages and writing over a file that rolls, at the size the
     * matrix measures rolls with (a roll every few seconds at the measured rates), gzipped and, where the writer's pace
     * may decide it, not. The frameworks' defaults roll as Spring Boot's own file does. A twin is one line here.
     */
    private static void rollingTwins(List<SetupSpec> setups) {
        twin(setups, "logback-file", "logback-rolling-boot", Rolling.SPRING_BOOT, "Logback's default rolling file, as Spring Boot writes it: ");
        twin(setups, "logback-file-buffered", Rolling.MEASURED);
        twin(setups, "logback-file-buffered", Rolling.MEASURED.uncompressed());
        twin(setups, "logback-async-q8192-t0", Rolling.MEASURED);
        twin(setups, "logback-disruptor-q8192-buffered", Rolling.MEASURED);
        twin(setups, "logback-disruptor-q8192-buffered", Rolling.MEASURED.uncompressed());
        twin(setups, "log4j2-file", "log4j2-rolling-boot", Rolling.SPRING_BOOT, "Log4j2's default rolling file at Spring Boot's sizes: ");
        twin(setups, "log4j2-raf-buffered", Rolling.MEASURED);
        twin(setups, "log4j2-async-raf", Rolling.MEASURED);
        twin(setups, "log4j2-async-raf", Rolling.MEASURED.uncompressed());
        twin(setups, "log4j2-asyncappender-1024", Rolling.MEASURED);
        twin(setups, "logback-file-json", "logback-rolling-boot-json", Rolling.SPRING_BOOT, "Logback's default rolling file at Spring Boot's sizes: ");
        twin(setups, "log4j2-file-json", "log4j2-rolling-boot-json", Rolling.SPRING_BOOT, "Log4j2's default rolling file at Spring Boot's sizes: ");
        twin(setups, "logback-file-buffered-json", Rolling.MEASURED);
        twin(setups, "logback-async-q8192-t0-json", Rolling.MEASURED);
        twin(setups, "logback-disruptor-q8192-buffered-json", Rolling.MEASURED);
        twin(setups, "log4j2-raf-buffered-json", Rolling.MEASURED);
        twin(setups, "log4j2-async-raf-json", Rolling.MEASURED);
    }

    private static void twin(List<SetupSpec> setups, String plainId, Rolling rolling) {
        twin(setups, plainId, plainId + "-rolling" + (rolling.compress() ? "" : "-nogz"), rolling, "");
    }

    /** {@code plainId}'s setup over a file that rolls as {@code rolling}. */
    private static void twin(List<SetupSpec> setups, String plainId, String id, Rolling rolling, String lead) {
        SetupSpec plain = setups.stream().filter(s -> s.id().equals(plainId)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no setup " + plainId + " to roll"));
        PLAIN_OF.put(id, plainId);
        setups.add(plain.variant(id).describedAs(lead + plain.description() + "; the file rolls " + rolling.describe())
                .sink(new RollingFileSink(rolling, plain.sink() instanceof RandomAccessFileSink)).build());
    }

    /**
     * The means of reducing volume, each measured over the two writers recommended at high rates (the rolling twins, the
     * roll uncompressed), and the site sampler again over the gzipped roll: once a reduction cuts the volume, compression
     * may be cheap again. Logger levels quiet libraries as a service's {@code logging.level.*} does; the sampler keeps every
     * WARN and ERROR and counts what it drops; BurstFilter (Log4j2) and DuplicateMessageFilter (Logback) are what each
     * framework ships. A variant is one line here; {@link Matrix#reducedVariants} finds them by their base.
     */
    private static void reductions(List<SetupSpec> setups) {
        Map<String, LogLevel> quieted = new LinkedHashMap<>();
        for (String library : List.of("org.hibernate", "com.zaxxer.hikari", "io.netty", "org.apache.kafka")) {
            quieted.put(library, LogLevel.WARN);
        }
        VolumeReduction levels = VolumeReduction.levels(quieted);
        VolumeReduction sampled = VolumeReduction.sampled(new SiteSampler(20, 400, 10));
        String levelWords = "libraries quieted as a service's logging.level.* would: org.hibernate, com.zaxxer.hikari, io.netty"
                + " and org.apache.kafka at WARN";
        String samplerWords = "the site sampler: every WARN and ERROR kept, below WARN at most 20 events/s a call site and 400/s"
                + " in all, the drops counted every 10 s";
        for (String base : List.of("logback-disruptor-q8192-buffered-rolling-nogz", "log4j2-async-raf-rolling-nogz")) {
            reduced(setups, base, "-levels", levels, levelWords);
            reduced(setups, base, "-sampled", sampled, samplerWords);
            if (base.startsWith("logback-")) {
                reduced(setups, base, "-dedup", VolumeReduction.duplicates(DuplicateSuppression.DEFAULTS),
                        "DuplicateMessageFilter with its defaults: a message template's first 6 events pass, later ones are"
                                + " dropped, of any level");
            } else {
                reduced(setups, base, "-burst", VolumeReduction.burst(new BurstLimit(LogLevel.INFO, 400, 4000)),
                        "BurstFilter: INFO and below at 400 events/s in all, bursts of up to 4000, WARN and ERROR unlimited");
            }
        }
        reduced(setups, "logback-disruptor-q8192-buffered-rolling", "-sampled", sampled, samplerWords);
        reduced(setups, "log4j2-async-raf-rolling", "-sampled", sampled, samplerWords);
    }

    /** {@code baseId}'s setup reducing volume as {@code reduction} says, as {@code baseId + suffix}. */
    private static void reduced(List<SetupSpec> setups, String baseId, String suffix, VolumeReduction reduction, String words) {
        SetupSpec base = setups.stream().filter(s -> s.id().equals(baseId)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no setup " + baseId + " to reduce"));
        String id = baseId + suffix;
        BASE_OF.put(id, baseId);
        setups.add(base.variant(id).describedAs(base.description() + "; volume reduced by " + words).reduction(reduction).build());
    }

    private static SetupBuilder allAsyncRaf(String id, String description) {
        return log4j2(id, description).sink(new RandomAccessFileSink()).immediateFlush(false).allAsyncLoggers();
    }
}

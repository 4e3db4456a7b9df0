package dev.logtune.configs.render;

import dev.logtune.configs.model.ByteSizes;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.DuplicateSuppression;
import dev.logtune.configs.model.FileSink;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.JsonEncoding;
import dev.logtune.configs.model.JsonLayout;
import dev.logtune.configs.model.Knob;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.LogbackAsyncAppender;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.Rolling;
import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiftingSink;
import dev.logtune.configs.model.SiteSampler;
import dev.logtune.configs.model.Sink;
import dev.logtune.configs.model.VolumeReduction;
import dev.logtune.configs.model.Writing;

import java.util.TreeMap;

/** Renders a Logback setup into logback.xml. */
public final class LogbackRenderer implements SetupRenderer {
    private static final LogLevel ROOT_DEFAULT_LEVEL = LogLevel.DEBUG;

    @Override
    public RenderedSetup render(SetupSpec spec, RenderOptions options) {
        if (spec.framework() != Framework.LOGBACK) {
            throw new IllegalArgumentException(spec.id() + " is a " + spec.framework().displayName() + " setup");
        }
        XmlText xml = new XmlText();
        SetupHeader.write(xml, spec, options);
        xml.open("configuration");
        FileConventions conventions = options.conventions();
        if (spec.holdsOutput() && conventions.shutdownHandledOutside()) {
            xml.comment("No shutdownHook here: Spring Boot registers its own (logging.register-shutdown-hook, on by default),"
                    + " and it stops this context so buffered and queued events reach the file");
        } else if (spec.holdsOutput()) {
            xml.comment("shutdownHook: stop the context at JVM exit so buffered and queued events reach "
                    + (spec.sink().writesFiles() ? "the file" : "standard output"));
            xml.empty("shutdownHook");
        }
        if (conventions == FileConventions.SPRING_BOOT && spec.sink().writesFiles()) {
            xml.comment("Spring Boot's own default for the log file, as in its base.xml");
            xml.empty("property", "name", "LOG_FILE", "value", FileConventions.SPRING_LOGBACK_FILE);
        }
        turboFilters(xml, spec);
        String target = sink(xml, spec, options);
        if (spec.async() instanceof LogbackAsyncAppender async) {
            target = async(xml, spec, async, target, options);
        } else if (spec.async() instanceof LogstashDisruptorAppender disruptor) {
            target = disruptor(xml, spec, options, disruptor, target);
        }
        loggers(xml, spec);
        if (spec.level() != ROOT_DEFAULT_LEVEL) {
            xml.comment(KnobReasons.why(Knob.LEVEL, spec, spec.level()));
        }
        xml.open("root", "level", spec.level().name());
        xml.empty("appender-ref", "ref", target);
        xml.close();
        xml.close();
        return new RenderedSetup(spec.id(), Framework.LOGBACK, xml.text(), new TreeMap<>());
    }

    /**
     * The reduction's filters, evaluated on the calling thread before an event is built; the first that is not neutral
     * decides. The sampler first: it accepts its own summary, which DuplicateMessageFilter would otherwise drop as a
     * repeat (its template is always "{}").
     */
    private static void turboFilters(XmlText xml, SetupSpec spec) {
        VolumeReduction reduction = spec.reduction();
        if (reduction.sampler() != null) {
            SiteSampler sampler = reduction.sampler();
            xml.comment(KnobReasons.why(Knob.SAMPLER, spec, sampler));
            xml.open("turboFilter", "class", SiteSampler.LOGBACK_CLASS);
            xml.leaf("perSiteLimit", Integer.toString(sampler.perSiteLimit()));
            xml.leaf("totalLimit", Integer.toString(sampler.totalLimit()));
            xml.leaf("summaryInterval", sampler.summaryIntervalSeconds() + " seconds");
            xml.close();
        }
        if (reduction.duplicates() != null) {
            DuplicateSuppression duplicates = reduction.duplicates();
            xml.comment(KnobReasons.why(Knob.DUPLICATE_FILTER, spec, duplicates));
            xml.open("turboFilter", "class", DuplicateSuppression.LOGBACK_CLASS);
            xml.leaf("allowedRepetitions", Integer.toString(duplicates.allowedRepetitions()));
            xml.leaf("cacheSize", Integer.toString(duplicates.cacheSize()));
            xml.close();
        }
    }

    /** The reduction's per-logger levels, in the order the setup lists them. */
    private static void loggers(XmlText xml, SetupSpec spec) {
        VolumeReduction reduction = spec.reduction();
        if (!reduction.loggerLevels().isEmpty()) {
            xml.comment(KnobReasons.why(Knob.LOGGER_LEVELS, spec, reduction.loggerLevels()));
            reduction.loggerLevels().forEach((name, level) -> xml.empty("logger", "name", name, "level", level.name()));
        }
    }

    private static String sink(XmlText xml, SetupSpec spec, RenderOptions options) {
        Sink sink = spec.sink();
        if (sink instanceof SiftingSink sifting) {
            return sifting(xml, spec, sifting, options);
        }
        if (sink instanceof ConsoleSink) {
            xml.open("appender", "name", "CONSOLE", "class", "ch.qos.logback.core.ConsoleAppender");
            writing(xml, spec, false);
            encoder(xml, spec);
            xml.close();
            return "CONSOLE";
        }
        if (!(sink instanceof RollingFileSink) && !(sink instanceof FileSink)) {
            throw new IllegalArgumentException("Logback has no " + sink.kind() + " sink");
        }
        Rolling rolling = sink instanceof RollingFileSink r ? r.rolling() : options.rolling();
        fileAppender(xml, spec, "FILE", "", rolling, options.conventions());
        return "FILE";
    }

    /** A file appender, rolling when {@code rolling} is given; {@code suffix} names a per-key file. */
    private static void fileAppender(XmlText xml, SetupSpec spec, String name, String suffix, Rolling rolling,
                                     FileConventions conventions) {
        String type = rolling == null ? "ch.qos.logback.core.FileAppender" : "ch.qos.logback.core.rolling.RollingFileAppender";
        xml.open("appender", "name", name, "class", type);
        xml.leaf("file", conventions.logbackActive(suffix));
        if (rolling != null) {
            rollingPolicy(xml, spec, rolling, conventions.logbackRolled(suffix, rolling), suffix.isEmpty() ? conventions : FileConventions.PLAIN);
        }
        writing(xml, spec, true);
        encoder(xml, spec);
        xml.close();
    }

    private static String sifting(XmlText xml, SetupSpec spec, SiftingSink sifting, RenderOptions options) {
        String key = sifting.mdcKey();
        xml.comment("one file per value of the MDC key '" + key + "'");
        xml.open("appender", "name", "SIFT", "class", "ch.qos.logback.classic.sift.SiftingAppender");
        xml.open("discriminator", "class", "ch.qos.logback.classic.sift.MDCBasedDiscriminator");
        xml.leaf("key", key);
        xml.leaf("defaultValue", "none");
        xml.close();
        if (sifting.maxAppenderCount() != null) {
            xml.comment(KnobReasons.why(Knob.MAX_APPENDER_COUNT, spec, sifting.maxAppenderCount()));
            xml.leaf("maxAppenderCount", sifting.maxAppenderCount().toString());
        }
        xml.open("sift");
        fileAppender(xml, spec, "FILE-${" + key + "}", "-${" + key + "}", options.rolling(), options.conventions());
        xml.close();
        xml.close();
        return "SIFT";
    }

    /** {@code values}: Spring Boot's conventions let its logging.logback.rollingpolicy.* properties override each value. */
    private static void rollingPolicy(XmlText xml, SetupSpec spec, Rolling rolling, String fileNamePattern, FileConventions values) {
        xml.open("rollingPolicy", "class", "ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy");
        xml.comment(KnobReasons.why(Knob.ROLL_PERIOD, spec, rolling.period()));
        if (rolling.compress()) {
            xml.comment(KnobReasons.why(Knob.COMPRESS, spec, true));
        }
        xml.leaf("fileNamePattern", values.logbackRolling("LOGBACK_ROLLINGPOLICY_FILE_NAME_PATTERN", fileNamePattern));
        xml.comment(KnobReasons.why(Knob.MAX_FILE_SIZE, spec, rolling.maxFileSizeBytes()));
        xml.leaf("maxFileSize", values.logbackRolling("LOGBACK_ROLLINGPOLICY_MAX_FILE_SIZE", ByteSizes.human(rolling.maxFileSizeBytes())));
        xml.comment(KnobReasons.why(Knob.MAX_HISTORY, spec, rolling.maxHistory()));
        xml.leaf("maxHistory", values.logbackRolling("LOGBACK_ROLLINGPOLICY_MAX_HISTORY", Integer.toString(rolling.maxHistory())));
        if (rolling.capped()) {
            xml.comment(KnobReasons.why(Knob.TOTAL_SIZE_CAP, spec, rolling.totalSizeCapBytes()));
            xml.leaf("totalSizeCap", values.logbackRolling("LOGBACK_ROLLINGPOLICY_TOTAL_SIZE_CAP", ByteSizes.human(rolling.totalSizeCapBytes())));
        }
        xml.close();
    }

    private static void writing(XmlText xml, SetupSpec spec, boolean file) {
        Writing writing = spec.writing();
        if (file && !writing.append()) {
            xml.comment(KnobReasons.why(Knob.APPEND, spec, false));
            xml.leaf("append", "false");
        }
        if (file && writing.lockFile()) {
            xml.comment(KnobReasons.why(Knob.PRUDENT, spec, true));
            xml.leaf("prudent", "true");
        }
        if (!writing.immediateFlush()) {
            xml.comment(KnobReasons.why(Knob.IMMEDIATE_FLUSH, spec, false));
            xml.leaf("immediateFlush", "false");
        }
        if (file && writing.bufferSize() != null) {
            xml.comment(KnobReasons.why(Knob.BUFFER_SIZE, spec, writing.bufferSize()));
            xml.leaf("bufferSize", ByteSizes.human(writing.bufferSize()));
        }
    }

    private static void encoder(XmlText xml, SetupSpec spec) {
        if (spec.layout() instanceof JsonLayout json && json.encoding() == JsonEncoding.LOGSTASH) {
            xml.comment("JSON, one object a line, with logstash-logback-encoder's field names (@timestamp, message, logger_name,"
                    + " thread_name, level, the MDC's keys)");
            xml.empty("encoder", "class", JsonEncoding.LOGSTASH_ENCODER);
            return;
        }
        if (spec.layout() instanceof JsonLayout json && json.encoding().isSpringBoot()) {
            xml.comment("JSON, one object a line: Spring Boot's structured logging (3.4 and later), as logging.structured.format.*="
                    + json.encoding().springFormat() + " sets it up; it reads Spring's Environment from the Logback context, so"
                    + " it starts only inside a Spring Boot application (logback-spring.xml)");
            xml.open("encoder", "class", JsonEncoding.SPRING_STRUCTURED_ENCODER);
            xml.leaf("format", json.encoding().springFormat());
            xml.close();
            return;
        }
        if (spec.layout() instanceof JsonLayout) {
            xml.comment("JSON, one object a line; the formatted message replaces the raw template and its arguments");
            xml.open("encoder", "class", "ch.qos.logback.classic.encoder.JsonEncoder");
            xml.leaf("withFormattedMessage", "true");
            xml.leaf("withMessage", "false");
            xml.leaf("withArguments", "false");
            xml.close();
            return;
        }
        PatternLayout pattern = (PatternLayout) spec.layout();
        if (pattern.needsCallerData()) {
            xml.comment("this pattern prints caller data: a stack walk for every event");
        }
        xml.open("encoder");
        xml.leaf("pattern", pattern.pattern());
        xml.close();
    }

    private static String async(XmlText xml, SetupSpec spec, LogbackAsyncAppender async, String target, RenderOptions options) {
        String rule = async.dropRule();
        xml.comment(rule.isEmpty() ? "async: one worker thread writes; callers wait only when the queue is full" : "async: " + rule);
        xml.open("appender", "name", "ASYNC", "class", options.logbackAsyncAppenderClass());
        if (async.queueSize() != LogbackAsyncAppender.DEFAULT_QUEUE_SIZE) {
            xml.comment(KnobReasons.why(Knob.QUEUE_SIZE, spec, async.queueSize()));
            xml.leaf("queueSize", Integer.toString(async.queueSize()));
        }
        if (async.discardingThreshold() != null) {
            xml.comment(KnobReasons.why(Knob.DISCARDING_THRESHOLD, spec, async.discardingThreshold()));
            xml.leaf("discardingThreshold", async.discardingThreshold().toString());
        }
        if (async.neverBlock()) {
            xml.comment(KnobReasons.why(Knob.NEVER_BLOCK, spec, true));
            xml.leaf("neverBlock", "true");
        }
        if (async.includeCallerData()) {
            xml.comment(KnobReasons.why(Knob.INCLUDE_CALLER_DATA, spec, true));
            xml.leaf("includeCallerData", "true");
        }
        if (async.maxFlushTimeMs() != LogbackAsyncAppender.DEFAULT_MAX_FLUSH_TIME_MS) {
            xml.comment(KnobReasons.why(Knob.MAX_FLUSH_TIME, spec, async.maxFlushTimeMs()));
            xml.leaf("maxFlushTime", Integer.toString(async.maxFlushTimeMs()));
        }
        xml.empty("appender-ref", "ref", target);
        xml.close();
        return "ASYNC";
    }

    private static String disruptor(XmlText xml, SetupSpec spec, RenderOptions options, LogstashDisruptorAppender disruptor,
                                    String target) {
        String rule = disruptor.dropRule();
        String output = spec.sink().writesFiles() ? "the file" : "standard output";
        String writer = spec.writing().immediateFlush() ? "one handler thread writes each event, and " + output + " flushes each one itself; "
                : "one handler thread writes and flushes the file at the end of each batch; ";
        xml.comment("async (logstash-logback-encoder): " + writer + (rule.isEmpty() ? "callers wait only when the ring is full" : rule));
        xml.open("appender", "name", "ASYNC", "class", options.logbackDisruptorAppenderClass());
        if (disruptor.ringSize() != LogstashDisruptorAppender.DEFAULT_RING_SIZE) {
            xml.comment(KnobReasons.why(Knob.DISRUPTOR_RING_SIZE, spec, disruptor.ringSize()));
            xml.leaf("ringBufferSize", Integer.toString(disruptor.ringSize()));
        }
        // Always written: its default drops, and a file that says nothing reads as if it blocked.
        xml.comment(KnobReasons.why(Knob.APPEND_TIMEOUT, spec, disruptor.appendTimeoutMs()));
        xml.leaf("appendTimeout", Long.toString(disruptor.appendTimeoutMs()));
        if (!disruptor.drops()) {
            String grace = disruptor.shutdownGracePeriod();
            xml.comment("shutdownGracePeriod=" + grace + ": long enough to write a full ring (" + disruptor.ringSize()
                    + " lines) to a disk as slow as 2 MB/s, short enough that a stalled disk cannot hold the JVM's stop past a"
                    + " container's 30 s grace (the default waits 1 minute)");
            xml.leaf("shutdownGracePeriod", grace);
        }
        xml.empty("appender-ref", "ref", target);
        xml.close();
        return "ASYNC";
    }
}

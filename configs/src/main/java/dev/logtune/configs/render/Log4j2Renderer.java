package dev.logtune.configs.render;

import dev.logtune.configs.model.BurstLimit;
import dev.logtune.configs.model.ByteSizes;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.FileSink;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.JsonEncoding;
import dev.logtune.configs.model.JsonLayout;
import dev.logtune.configs.model.Knob;
import dev.logtune.configs.model.Log4j2AsyncAppender;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.QueueFullPolicy;
import dev.logtune.configs.model.RandomAccessFileSink;
import dev.logtune.configs.model.RollPeriod;
import dev.logtune.configs.model.Rolling;
import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiftingSink;
import dev.logtune.configs.model.SiteSampler;
import dev.logtune.configs.model.Sink;
import dev.logtune.configs.model.VolumeReduction;
import dev.logtune.configs.model.Writing;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/** Renders a Log4j2 setup into log4j2.xml plus the JVM-wide properties it needs. */
public final class Log4j2Renderer implements SetupRenderer {
    public static final String CONTEXT_SELECTOR = "log4j2.contextSelector";
    public static final String ALL_ASYNC_SELECTOR = "org.apache.logging.log4j.core.async.AsyncLoggerContextSelector";
    public static final String QUEUE_FULL_POLICY = "log4j2.asyncQueueFullPolicy";
    public static final String DISCARD_THRESHOLD = "log4j2.discardThreshold";
    private static final LogLevel ROOT_DEFAULT_LEVEL = LogLevel.ERROR;
    private static final int FILE_DEFAULT_BUFFER = 8 * 1024;
    private static final int RANDOM_ACCESS_DEFAULT_BUFFER = 256 * 1024;

    @Override
    public RenderedSetup render(SetupSpec spec, RenderOptions options) {
        if (spec.framework() != Framework.LOG4J2) {
            throw new IllegalArgumentException(spec.id() + " is a " + spec.framework().displayName() + " setup");
        }
        XmlText xml = new XmlText();
        SetupHeader.write(xml, spec, options);
        SortedMap<String, RenderedSetup.Property> properties = properties(spec, options);
        if (!properties.isEmpty()) {
            xml.comment("Needs the JVM-wide properties " + String.join(", ", properties.keySet())
                    + " from the .properties file beside this one: put it on the classpath as log4j2.component.properties,"
                    + " or pass each as -Dkey=value");
        }
        xml.open("Configuration");
        if (spec.sink().writesFiles()) {
            xml.open("Properties");
            for (String[] property : options.conventions().log4j2Properties()) {
                xml.leaf("Property", property[1], "name", property[0]);
            }
            xml.close();
        }
        filters(xml, spec);
        xml.open("Appenders");
        String target = sink(xml, spec, options);
        if (spec.async() instanceof Log4j2AsyncAppender async) {
            target = asyncAppender(xml, spec, async, target);
        }
        xml.close();
        loggers(xml, spec, target);
        xml.close();
        return new RenderedSetup(spec.id(), Framework.LOG4J2, xml.text(), properties);
    }

    private static String sink(XmlText xml, SetupSpec spec, RenderOptions options) {
        Sink sink = spec.sink();
        FileConventions conventions = options.conventions();
        if (sink instanceof SiftingSink sifting) {
            String key = sifting.mdcKey();
            xml.comment("one file per value of the thread-context (MDC) key '" + key + "'");
            xml.open("Routing", "name", "SIFT");
            xml.open("Routes", "pattern", "$${ctx:" + key + "}");
            xml.open("Route");
            fileAppender(xml, spec, options.rolling() == null ? "File" : "RollingFile", "FILE-${ctx:" + key + "}",
                    "-${ctx:" + key + "}", FILE_DEFAULT_BUFFER, options.rolling(), conventions);
            xml.close();
            xml.close();
            xml.close();
            return "SIFT";
        }
        if (sink instanceof ConsoleSink) {
            List<String> attributes = writingAttributes(xml, spec, false, 0);
            attributes.addAll(0, List.of("name", "CONSOLE", "target", "SYSTEM_OUT"));
            xml.open("Console", attributes.toArray(String[]::new));
            layout(xml, spec);
            xml.close();
            return "CONSOLE";
        }
        Rolling rolling = options.rolling();
        if (sink instanceof RollingFileSink rollingSink) {
            fileAppender(xml, spec, rollingSink.randomAccess() ? "RollingRandomAccessFile" : "RollingFile", "FILE", "",
                    rollingSink.randomAccess() ? RANDOM_ACCESS_DEFAULT_BUFFER : FILE_DEFAULT_BUFFER, rollingSink.rolling(), conventions);
        } else if (sink instanceof RandomAccessFileSink) {
            fileAppender(xml, spec, rolling == null ? "RandomAccessFile" : "RollingRandomAccessFile", "FILE", "",
                    RANDOM_ACCESS_DEFAULT_BUFFER, rolling, conventions);
        } else if (sink instanceof FileSink) {
            fileAppender(xml, spec, rolling == null ? "File" : "RollingFile", "FILE", "", FILE_DEFAULT_BUFFER, rolling, conventions);
        } else {
            throw new IllegalArgumentException("Log4j2 has no " + sink.kind() + " sink");
        }
        return "FILE";
    }

    /** A file appender; {@code suffix} names a per-key file, {@code rolling} (or null) how it rolls. */
    private static void fileAppender(XmlText xml, SetupSpec spec, String element, String name, String suffix,
                                     int defaultBuffer, Rolling rolling, FileConventions conventions) {
        List<String> attributes = writingAttributes(xml, spec, true, defaultBuffer);
        List<String> head = new ArrayList<>(List.of("name", name, "fileName", conventions.log4j2Active(suffix)));
        if (rolling != null) {
            head.addAll(List.of("filePattern", conventions.log4j2Rolled(suffix, rolling)));
        }
        attributes.addAll(0, head);
        xml.open(element, attributes.toArray(String[]::new));
        layout(xml, spec);
        if (rolling != null) {
            rollingPolicies(xml, spec, rolling, conventions);
        }
        xml.close();
    }

    private static void rollingPolicies(XmlText xml, SetupSpec spec, Rolling rolling, FileConventions conventions) {
        xml.open("Policies");
        xml.comment(KnobReasons.why(Knob.ROLL_PERIOD, spec, rolling.period()));
        xml.empty("TimeBasedTriggeringPolicy");
        xml.comment(KnobReasons.why(Knob.MAX_FILE_SIZE, spec, rolling.maxFileSizeBytes()));
        xml.empty("SizeBasedTriggeringPolicy", "size", ByteSizes.log4j2(rolling.maxFileSizeBytes()));
        xml.close();
        xml.comment("fileIndex=nomax: no cap on files within a period, so a busy day never deletes its own files");
        if (rolling.compress()) {
            xml.comment(KnobReasons.why(Knob.COMPRESS, spec, true));
        }
        xml.open("DefaultRolloverStrategy", "fileIndex", "nomax");
        xml.comment(KnobReasons.why(Knob.MAX_HISTORY, spec, rolling.maxHistory()));
        if (rolling.capped()) {
            xml.comment(KnobReasons.why(Knob.TOTAL_SIZE_CAP, spec, rolling.totalSizeCapBytes()));
        }
        xml.open("Delete", "basePath", conventions.log4j2Dir(), "maxDepth", "1");
        xml.open("IfFileName", "regex", conventions.log4j2RolledRegex());
        String age = rolling.period() == RollPeriod.DAILY ? "P" + rolling.maxHistory() + "D" : "PT" + rolling.maxHistory() + "H";
        if (rolling.capped()) {
            xml.open("IfAny");
            xml.empty("IfLastModified", "age", age);
            xml.empty("IfAccumulatedFileSize", "exceeds", ByteSizes.log4j2(rolling.totalSizeCapBytes()));
            xml.close();
        } else {
            xml.empty("IfLastModified", "age", age);
        }
        xml.close();
        xml.close();
        xml.close();
    }

    /** Attributes for the writing knobs, each preceded by its reason as a comment. */
    private static List<String> writingAttributes(XmlText xml, SetupSpec spec, boolean file, int defaultBuffer) {
        Writing writing = spec.writing();
        List<String> attributes = new ArrayList<>();
        if (file && !writing.append()) {
            xml.comment(KnobReasons.why(Knob.APPEND, spec, false));
            attributes.addAll(List.of("append", "false"));
        }
        if (file && writing.lockFile()) {
            xml.comment(KnobReasons.why(Knob.LOCKING, spec, true));
            attributes.addAll(List.of("locking", "true"));
        }
        if (!writing.immediateFlush()) {
            xml.comment(KnobReasons.why(Knob.IMMEDIATE_FLUSH, spec, false));
            attributes.addAll(List.of("immediateFlush", "false"));
        }
        if (file && writing.bufferSize() != null && writing.bufferSize() != defaultBuffer) {
            xml.comment(KnobReasons.why(Knob.BUFFER_SIZE, spec, writing.bufferSize()));
            attributes.addAll(List.of("bufferSize", Integer.toString(writing.bufferSize())));
        }
        return attributes;
    }

    private static void layout(XmlText xml, SetupSpec spec) {
        if (spec.layout() instanceof JsonLayout json && json.encoding() == JsonEncoding.LOG4J2_JSON_LAYOUT) {
            xml.comment("the old JsonLayout (Jackson; deprecated for JsonTemplateLayout): compact with a line end, or it pretty-prints"
                    + " an event over many lines; properties for the MDC; the stack trace as one string, not an array of frames");
            xml.empty("JsonLayout", "compact", "true", "eventEol", "true", "properties", "true", "stacktraceAsString", "true");
            return;
        }
        if (spec.layout() instanceof JsonLayout) {
            xml.empty("JsonTemplateLayout");
            return;
        }
        PatternLayout pattern = (PatternLayout) spec.layout();
        if (pattern.needsCallerData()) {
            xml.comment("this pattern prints caller location: a stack walk for every event (see includeLocation)");
        }
        xml.empty("PatternLayout", "pattern", pattern.pattern());
    }

    private static String asyncAppender(XmlText xml, SetupSpec spec, Log4j2AsyncAppender async, String target) {
        xml.comment("<Async>: an ArrayBlockingQueue and one thread in front of " + target);
        List<String> attributes = new ArrayList<>(List.of("name", "ASYNC"));
        if (async.bufferSize() != Log4j2AsyncAppender.DEFAULT_BUFFER_SIZE) {
            xml.comment(KnobReasons.why(Knob.ASYNC_BUFFER_SIZE, spec, async.bufferSize()));
            attributes.addAll(List.of("bufferSize", Integer.toString(async.bufferSize())));
        }
        if (!async.blocking()) {
            xml.comment(KnobReasons.why(Knob.BLOCKING, spec, false));
            attributes.addAll(List.of("blocking", "false"));
        }
        xml.open("Async", attributes.toArray(String[]::new));
        xml.empty("AppenderRef", "ref", target);
        xml.close();
        return "ASYNC";
    }

    private static void loggers(XmlText xml, SetupSpec spec, String target) {
        xml.open("Loggers");
        boolean asyncRoot = spec.async() instanceof Log4j2AsyncLoggers loggers && !loggers.allAsync();
        String includeLocation = spec.includeLocation() == null ? null : spec.includeLocation().toString();
        reducedLoggers(xml, spec, asyncRoot ? "AsyncLogger" : "Logger", includeLocation);
        if (asyncRoot) {
            xml.comment(KnobReasons.why(Knob.ASYNC_ROOT, spec, true));
        }
        if (spec.level() != ROOT_DEFAULT_LEVEL) {
            xml.comment(KnobReasons.why(Knob.LEVEL, spec, spec.level()));
        }
        if (spec.includeLocation() != null) {
            xml.comment(KnobReasons.why(Knob.INCLUDE_LOCATION, spec, spec.includeLocation()));
        }
        xml.open(asyncRoot ? "AsyncRoot" : "Root", "level", spec.level().name(), "includeLocation", includeLocation);
        xml.empty("AppenderRef", "ref", target);
        xml.close();
        xml.close();
    }

    /**
     * The reduction's filters, context-wide: evaluated on the calling thread before an event is built (with async loggers,
     * before it takes a slot). Several are wrapped in {@code <Filters>}, where the first filter that is not neutral
     * decides: the sampler first, so that its own summary, which it accepts, never meets BurstFilter's budget.
     */
    private static void filters(XmlText xml, SetupSpec spec) {
        VolumeReduction reduction = spec.reduction();
        boolean several = reduction.burst() != null && reduction.sampler() != null;
        if (several) {
            xml.open("Filters");
        }
        if (reduction.sampler() != null) {
            SiteSampler sampler = reduction.sampler();
            xml.comment(KnobReasons.why(Knob.SAMPLER, spec, sampler));
            xml.empty(SiteSampler.LOG4J2_ELEMENT, "perSiteLimit", Integer.toString(sampler.perSiteLimit()),
                    "totalLimit", Integer.toString(sampler.totalLimit()),
                    "summaryIntervalSeconds", Integer.toString(sampler.summaryIntervalSeconds()));
        }
        if (reduction.burst() != null) {
            BurstLimit burst = reduction.burst();
            xml.comment(KnobReasons.why(Knob.BURST_FILTER, spec, burst));
            xml.empty(BurstLimit.LOG4J2_ELEMENT, "level", burst.level().name(), "rate", rate(burst.ratePerSecond()),
                    "maxBurst", Long.toString(burst.maxBurst()));
        }
        if (several) {
            xml.close();
        }
    }

    /** "400" for a whole rate, "0.5" otherwise: BurstFilter reads a float. */
    private static String rate(double perSecond) {
        return perSecond == Math.rint(perSecond) && perSecond < 1e15 ? Long.toString((long) perSecond) : Double.toString(perSecond);
    }

    /**
     * The reduction's per-logger levels, in the order the setup lists them. Each is {@code element} (AsyncLogger beside an AsyncRoot, else Logger: with every logger async, the context selector makes
     * a plain Logger async) and carries the root's includeLocation, which a logger does not inherit.
     */
    private static void reducedLoggers(XmlText xml, SetupSpec spec, String element, String includeLocation) {
        VolumeReduction reduction = spec.reduction();
        if (!reduction.loggerLevels().isEmpty()) {
            xml.comment(KnobReasons.why(Knob.LOGGER_LEVELS, spec, reduction.loggerLevels()));
            reduction.loggerLevels().forEach((name, level) ->
                    xml.empty(element, "name", name, "level", level.name(), "includeLocation", includeLocation));
        }
    }

    private static SortedMap<String, RenderedSetup.Property> properties(SetupSpec spec, RenderOptions options) {
        SortedMap<String, RenderedSetup.Property> properties = new TreeMap<>();
        if (!(spec.async() instanceof Log4j2AsyncLoggers async)) {
            return properties;
        }
        String prefix = async.allAsync() ? "log4j2.asyncLogger" : "log4j2.asyncLoggerConfig";
        if (async.allAsync()) {
            properties.put(CONTEXT_SELECTOR, new RenderedSetup.Property(ALL_ASYNC_SELECTOR, KnobReasons.why(Knob.ALL_ASYNC, spec, true)));
        }
        if (async.ringBufferSize() != null) {
            properties.put(prefix + "RingBufferSize", new RenderedSetup.Property(async.ringBufferSize().toString(),
                    KnobReasons.why(Knob.RING_BUFFER_SIZE, spec, async.ringBufferSize())));
        }
        if (async.waitStrategy() != null) {
            properties.put(prefix + "WaitStrategy", new RenderedSetup.Property(async.waitStrategy().propertyValue(),
                    KnobReasons.why(Knob.WAIT_STRATEGY, spec, async.waitStrategy())));
        }
        if (async.queueFullPolicy() == QueueFullPolicy.DISCARD) {
            properties.put(QUEUE_FULL_POLICY, new RenderedSetup.Property(options.log4j2DiscardPolicyClass(),
                    KnobReasons.why(Knob.QUEUE_FULL_POLICY, spec, async.queueFullPolicy())));
            if (async.discardLevel() != null) {
                properties.put(DISCARD_THRESHOLD, new RenderedSetup.Property(async.discardLevel().name(),
                        KnobReasons.why(Knob.DISCARD_LEVEL, spec, async.discardLevel())));
            }
        }
        return properties;
    }
}

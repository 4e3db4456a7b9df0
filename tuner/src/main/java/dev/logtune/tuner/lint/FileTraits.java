package dev.logtune.tuner.lint;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.JsonEncoding;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.LineTraits;
import dev.logtune.configs.model.Log4j2AsyncAppender;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.LogbackAsyncAppender;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.SetupTraits;
import dev.logtune.configs.model.SinkTraits;
import dev.logtune.configs.model.StageTraits;
import dev.logtune.configs.model.WaitStrategy;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.Log4j2Properties;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A configuration read into the matrix's traits, so that lint can take the nearest setup and quote what it measured.
 * A file with several appenders reads as its main path: the first async stage (logstash's disruptor before Logback's
 * AsyncAppender; Log4j2's all-async selector, then async loggers, then an {@code <Async>} appender), a buffer where any
 * writer keeps one, a roll where any file rolls.
 */
final class FileTraits {
    private static final List<String> COMPRESSED = List.of(".gz", ".zip", ".bz2", ".xz");

    private FileTraits() {
    }

    /** The matrix setup this configuration resembles. */
    static String closestSetup(ConfigFacts facts) {
        return Matrix.nearest(of(facts)).id();
    }

    static SetupTraits of(ConfigFacts facts) {
        Framework framework = facts.config().framework();
        StageTraits stage = framework == Framework.LOGBACK ? logbackStage(facts) : log4j2Stage(facts);
        return new SetupTraits(framework, facts.destination(), facts.silent(), stage, sink(facts), line(facts, stage));
    }

    private static StageTraits logbackStage(ConfigFacts facts) {
        Optional<ConfigElement> disruptor = facts.logbackDisruptorAppenders().stream().findFirst();
        if (disruptor.isPresent()) {
            int ring = facts.intValue(disruptor.get(), "ringBufferSize").orElse(LogstashDisruptorAppender.DEFAULT_RING_SIZE);
            boolean drops = facts.appendTimeoutMillis(disruptor.get()) != LogstashDisruptorAppender.BLOCK;
            return new StageTraits(StageTraits.Kind.LOGSTASH_DISRUPTOR, drops ? StageTraits.Drops.ANY_LEVEL : StageTraits.Drops.NOTHING,
                    ring, null);
        }
        Optional<ConfigElement> async = facts.logbackAsyncAppenders().stream().findFirst();
        if (async.isEmpty()) {
            return StageTraits.sync();
        }
        int queue = facts.intValue(async.get(), "queueSize").orElse(LogbackAsyncAppender.DEFAULT_QUEUE_SIZE);
        // An unset threshold is queueSize / 5 in Logback.
        int threshold = facts.intValue(async.get(), "discardingThreshold").orElse(queue / 5);
        StageTraits.Drops drops = facts.flag(async.get(), "neverBlock") ? StageTraits.Drops.ANY_LEVEL
                : threshold > 0 ? StageTraits.Drops.LOWER_LEVELS : StageTraits.Drops.NOTHING;
        return new StageTraits(StageTraits.Kind.LOGBACK_ASYNC_APPENDER, drops, Math.max(queue, 1), null);
    }

    private static StageTraits log4j2Stage(ConfigFacts facts) {
        Map<String, String> properties = facts.config().componentProperties();
        if (Log4j2Properties.allAsync(properties)) {
            return asyncLoggers(facts, StageTraits.Kind.LOG4J2_ALL_ASYNC, Log4j2Properties.RING_BUFFER_SIZE, Log4j2Properties.WAIT_STRATEGY);
        }
        if (facts.log4j2AsyncLoggers()) {
            return asyncLoggers(facts, StageTraits.Kind.LOG4J2_ASYNC_ROOT, Log4j2Properties.CONFIG_RING_BUFFER_SIZE,
                    Log4j2Properties.CONFIG_WAIT_STRATEGY);
        }
        Optional<ConfigElement> async = facts.appenders().stream().filter(a -> facts.type(a).equalsIgnoreCase("Async")).findFirst();
        if (async.isEmpty()) {
            return StageTraits.sync();
        }
        int size = facts.attribute(async.get(), "bufferSize").flatMap(ConfigFacts::parseInt).orElse(Log4j2AsyncAppender.DEFAULT_BUFFER_SIZE);
        boolean drops = facts.attribute(async.get(), "blocking").map(v -> v.strip().equalsIgnoreCase("false")).orElse(false);
        return new StageTraits(StageTraits.Kind.LOG4J2_ASYNC_APPENDER, drops ? StageTraits.Drops.ANY_LEVEL : StageTraits.Drops.NOTHING,
                Math.max(size, 1), null);
    }

    private static StageTraits asyncLoggers(ConfigFacts facts, StageTraits.Kind kind, String ringProperty, String waitProperty) {
        Map<String, String> properties = facts.config().componentProperties();
        int ring = Log4j2Properties.get(properties, ringProperty).flatMap(ConfigFacts::parseInt)
                .orElse(Log4j2AsyncLoggers.DEFAULT_RING_BUFFER_SIZE);
        WaitStrategy wait = Log4j2Properties.get(properties, waitProperty).flatMap(FileTraits::waitStrategy).orElse(WaitStrategy.TIMEOUT);
        StageTraits.Drops drops = StageTraits.Drops.NOTHING;
        if (facts.log4j2DiscardPolicy()) {
            LogLevel level = Log4j2Properties.get(properties, Log4j2Properties.DISCARD_THRESHOLD).flatMap(FileTraits::level).orElse(LogLevel.INFO);
            drops = StageTraits.Drops.upTo(level);
        }
        return new StageTraits(kind, drops, Math.max(ring, 1), wait);
    }

    private static SinkTraits sink(ConfigFacts facts) {
        List<ConfigElement> appenders = facts.appenders();
        boolean stdout = facts.destination() == Destination.STDOUT;
        SinkTraits.Kind kind = stdout ? SinkTraits.Kind.CONSOLE
                : appenders.stream().anyMatch(a -> isSifting(facts, a)) ? SinkTraits.Kind.SIFTED_FILES : SinkTraits.Kind.FILE;
        boolean randomAccess = appenders.stream().anyMatch(a -> facts.type(a).toLowerCase(Locale.ROOT).contains("randomaccess"));
        boolean rolls = appenders.stream().anyMatch(a -> facts.type(a).toLowerCase(Locale.ROOT).contains("rolling"));
        // On standard output only the consoles write; elsewhere a buffer in any writer holds events.
        boolean buffered = appenders.stream().filter(a -> !stdout || facts.isConsole(a)).anyMatch(a -> setting(facts, a, "immediateFlush")
                .map("false"::equalsIgnoreCase).orElse(false));
        boolean locks = appenders.stream().anyMatch(a -> setting(facts, a, facts.config().framework() == Framework.LOGBACK ? "prudent" : "locking")
                .map(v -> v.strip().equalsIgnoreCase("true")).orElse(false));
        return new SinkTraits(kind, randomAccess, rolls, rolls && compresses(facts), !buffered, locks);
    }

    private static boolean isSifting(ConfigFacts facts, ConfigElement appender) {
        return facts.config().framework() == Framework.LOGBACK ? facts.type(appender).equals(ConfigFacts.LOGBACK_SIFTING)
                : facts.type(appender).equalsIgnoreCase("Routing");
    }

    /** A Logback appender's child element, a Log4j2 appender's attribute. */
    private static Optional<String> setting(ConfigFacts facts, ConfigElement appender, String name) {
        return facts.config().framework() == Framework.LOGBACK ? facts.value(appender, name) : facts.attribute(appender, name);
    }

    /** Whether rolled files are compressed: the archive name ends as a compressed file's does. */
    private static boolean compresses(ConfigFacts facts) {
        List<String> patterns = new ArrayList<>();
        facts.config().rootElement().descendants("fileNamePattern").forEach(p -> patterns.add(facts.variables().resolve(p.text().strip()).text()));
        facts.appenders().forEach(a -> facts.attribute(a, "filePattern").ifPresent(patterns::add));
        return patterns.stream().map(p -> p.toLowerCase(Locale.ROOT)).anyMatch(p -> COMPRESSED.stream().anyMatch(p::endsWith));
    }

    private static LineTraits line(ConfigFacts facts, StageTraits stage) {
        if (facts.lineFormat() == LineFormat.JSON) {
            return LineTraits.json(jsonEncoding(facts));
        }
        List<String> patterns = patterns(facts);
        String first = patterns.stream().findFirst().orElse("");
        LineTraits line = new LineTraits(LineFormat.PATTERN, null, PatternLayout.asksForCallerData(first),
                patterns.stream().anyMatch(LineTraits::printsMdc), LineTraits.isMinimal(first));
        if (stage.kind().asyncLoggers()) {
            // Async loggers capture the caller only with includeLocation=true, whatever the pattern asks for.
            return line.withCallerData(facts.config().rootElement().all().stream()
                    .anyMatch(e -> facts.attribute(e, "includeLocation").map("true"::equalsIgnoreCase).orElse(false)));
        }
        return line;
    }

    private static JsonEncoding jsonEncoding(ConfigFacts facts) {
        if (facts.config().framework() == Framework.LOG4J2) {
            return facts.config().rootElement().descendants("JsonLayout").isEmpty() ? JsonEncoding.FRAMEWORK : JsonEncoding.LOG4J2_JSON_LAYOUT;
        }
        List<ConfigElement> encoders = facts.appenders().stream().flatMap(a -> a.descendants("encoder").stream()).toList();
        Optional<ConfigElement> structured = encoders.stream().filter(e -> facts.className(e).contains("StructuredLogEncoder")).findFirst();
        if (structured.isPresent()) {
            boolean ecs = structured.get().childText("format").map(f -> f.strip().equalsIgnoreCase("ecs")).orElse(false);
            return ecs ? JsonEncoding.SPRING_ECS : JsonEncoding.SPRING_LOGSTASH;
        }
        return encoders.stream().anyMatch(e -> facts.className(e).contains("Logstash")) ? JsonEncoding.LOGSTASH : JsonEncoding.FRAMEWORK;
    }

    /** Every pattern in the file, variables resolved. */
    private static List<String> patterns(ConfigFacts facts) {
        if (facts.config().framework() == Framework.LOGBACK) {
            return facts.config().rootElement().descendants("pattern").stream()
                    .map(p -> facts.variables().resolve(p.text().strip()).text()).toList();
        }
        return facts.config().rootElement().descendants("PatternLayout").stream()
                .map(p -> facts.attribute(p, "pattern").orElseGet(() -> p.childText("Pattern").orElse(""))).toList();
    }

    private static Optional<WaitStrategy> waitStrategy(String text) {
        String wanted = text.strip();
        for (WaitStrategy strategy : WaitStrategy.values()) {
            if (strategy.propertyValue().equalsIgnoreCase(wanted)) {
                return Optional.of(strategy);
            }
        }
        return Optional.empty();
    }

    private static Optional<LogLevel> level(String text) {
        try {
            return Optional.of(LogLevel.parse(text));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}

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
import dev.logtune.configs.model.StageTraits.Drops;
import dev.logtune.configs.model.WaitStrategy;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.Log4j2Properties;

import dev.logtune.configs.model.ReductionMean;
import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Set;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A configuration read into the matrix's traits, so that lint can take the nearest setup and quote what it measured.
 * A file with several appenders reads as its main path: the first async stage (logstash's disruptor before Logback's
 * AsyncAppender; Log4j2's all-async selector, then async loggers, then an {@code <Async>} appender), a buffer where any
 * writer keeps one, a roll where any file rolls, the line of its first pattern (the MDC where any prints it).
 */
final class FileTraits {
    private static final List<String> COMPRESSED = List.of(".gz", ".zip", ".bz2", ".xz");

    private FileTraits() {
    }

    /** The matrix setup this configuration resembles. */
    static String closestSetup(JudgedFile file) {
        return Matrix.nearest(of(file)).id();
    }

    static SetupTraits of(JudgedFile file) {
        ConfigFacts facts = file.facts();
        // A queue nothing references carries no event (Logback does not even build it): not the file's stage.
        Predicate<ConfigElement> reached = file.model()::reachableOrUnknown;
        StageTraits stage = logback(facts) ? logbackStage(facts, reached) : log4j2Stage(facts, reached);
        return new SetupTraits(facts.config().framework(), facts.destination(), facts.silent(), stage, sink(facts), line(facts, stage))
                .withReduction(reduction(file));
    }

    /**
     * How the file logs less, as the matrix's reduced setups do: its turbo filters (Logback) or context-wide filters
     * (Log4j2) that are a means, and per-logger levels where a logger other than the root sets one.
     */
    static Set<ReductionMean> reduction(JudgedFile file) {
        ConfigFacts facts = file.facts();
        Set<ReductionMean> means = EnumSet.noneOf(ReductionMean.class);
        ConfigElement root = facts.config().rootElement();
        if (logback(facts)) {
            root.descendants("turboFilter").forEach(turbo -> ReductionMean.ofLogbackTurboFilter(facts.className(turbo))
                    .ifPresent(means::add));
        } else {
            root.children().forEach(child -> {
                ReductionMean.ofLog4j2Filter(child.tag()).ifPresent(means::add);
                if (child.isTag("Filters")) {
                    child.children().forEach(filter -> ReductionMean.ofLog4j2Filter(filter.tag()).ifPresent(means::add));
                }
            });
        }
        if (quietsALogger(file.model(), logback(facts))) {
            means.add(ReductionMean.LOGGER_LEVELS);
        }
        return means;
    }

    /** Whether a logger is set to a level above the root's: a logger quieted, as Spring Boot's logging.level.* does. */
    private static boolean quietsALogger(LoggingConfig model, boolean logback) {
        List<dev.logtune.tuner.configfile.model.LoggerDef> loggers = model.loggers();
        Optional<LogLevel> root = loggers.stream().filter(l -> l.root()).findFirst().flatMap(l -> l.level() == null ? Optional.empty() : level(l.level()));
        LogLevel floor = root.orElse(logback ? LogLevel.DEBUG : LogLevel.ERROR);
        return loggers.stream().filter(l -> !l.root()).map(l -> l.level() == null ? Optional.<LogLevel>empty() : level(l.level())).flatMap(Optional::stream)
                .anyMatch(level -> level.compareTo(floor) > 0);
    }


    private static StageTraits logbackStage(ConfigFacts facts, Predicate<ConfigElement> reached) {
        Optional<ConfigElement> disruptor = facts.logbackDisruptorAppenders().stream().filter(reached).findFirst();
        if (disruptor.isPresent()) {
            int ring = facts.intValue(disruptor.get(), "ringBufferSize").orElse(LogstashDisruptorAppender.DEFAULT_RING_SIZE);
            // appendTimeout 0 (its default) or more drops a full ring's event; only a negative one waits.
            Drops drops = facts.appendTimeoutMillis(disruptor.get()) >= 0 ? Drops.ANY_LEVEL : Drops.NOTHING;
            return new StageTraits(StageTraits.Kind.LOGSTASH_DISRUPTOR, drops, Math.max(ring, 1), null);
        }
        Optional<ConfigElement> async = facts.logbackAsyncAppenders().stream().filter(reached).findFirst();
        if (async.isEmpty()) {
            return StageTraits.sync();
        }
        int queue = facts.intValue(async.get(), "queueSize").orElse(LogbackAsyncAppender.DEFAULT_QUEUE_SIZE);
        // An unset threshold is queueSize / 5 in Logback.
        int threshold = facts.intValue(async.get(), "discardingThreshold").orElse(queue / 5);
        Drops drops = facts.flag(async.get(), "neverBlock") ? Drops.ANY_LEVEL : threshold > 0 ? Drops.LOWER_LEVELS : Drops.NOTHING;
        return new StageTraits(StageTraits.Kind.LOGBACK_ASYNC_APPENDER, drops, Math.max(queue, 1), null);
    }

    private static StageTraits log4j2Stage(ConfigFacts facts, Predicate<ConfigElement> reached) {
        if (Log4j2Properties.allAsync(facts.config().componentProperties())) {
            return asyncLoggers(facts, StageTraits.Kind.LOG4J2_ALL_ASYNC, Log4j2Properties.RING_BUFFER_SIZE,
                    Log4j2Properties.WAIT_STRATEGY);
        }
        if (facts.log4j2AsyncLoggers()) {
            return asyncLoggers(facts, StageTraits.Kind.LOG4J2_ASYNC_ROOT, Log4j2Properties.CONFIG_RING_BUFFER_SIZE,
                    Log4j2Properties.CONFIG_WAIT_STRATEGY);
        }
        Optional<ConfigElement> async = facts.appenders().stream().filter(a -> facts.type(a).equalsIgnoreCase("Async")).filter(reached).findFirst();
        if (async.isEmpty()) {
            return StageTraits.sync();
        }
        int size = facts.attribute(async.get(), "bufferSize").flatMap(ConfigFacts::parseInt)
                .orElse(Log4j2AsyncAppender.DEFAULT_BUFFER_SIZE);
        boolean blocking = !facts.attribute(async.get(), "blocking").map(v -> v.strip().equalsIgnoreCase("false")).orElse(false);
        return new StageTraits(StageTraits.Kind.LOG4J2_ASYNC_APPENDER, blocking ? Drops.NOTHING : Drops.ANY_LEVEL, Math.max(size, 1), null);
    }

    private static StageTraits asyncLoggers(ConfigFacts facts, StageTraits.Kind kind, String ringSize, String waitStrategy) {
        Map<String, String> properties = facts.config().componentProperties();
        int ring = Log4j2Properties.get(properties, ringSize).flatMap(ConfigFacts::parseInt)
                .orElse(Log4j2AsyncLoggers.DEFAULT_RING_BUFFER_SIZE);
        WaitStrategy wait = Log4j2Properties.get(properties, waitStrategy).flatMap(FileTraits::waitStrategy)
                .orElse(WaitStrategy.TIMEOUT);
        Drops drops = Drops.NOTHING;
        if (facts.log4j2DiscardPolicy()) {
            drops = Drops.upTo(Log4j2Properties.get(properties, Log4j2Properties.DISCARD_THRESHOLD).flatMap(FileTraits::level)
                    .orElse(LogLevel.INFO));
        }
        return new StageTraits(kind, drops, Math.max(ring, 1), wait);
    }

    private static SinkTraits sink(ConfigFacts facts) {
        List<ConfigElement> appenders = facts.appenders();
        boolean stdout = facts.destination() == Destination.STDOUT;
        SinkTraits.Kind kind = SinkTraits.Kind.FILE;
        if (stdout) {
            kind = SinkTraits.Kind.CONSOLE;
        } else if (appenders.stream().anyMatch(a -> sifts(facts, a))) {
            kind = SinkTraits.Kind.SIFTED_FILES;
        }
        boolean randomAccess = appenders.stream().anyMatch(a -> typeSays(facts, a, "randomaccess"));
        boolean rolls = appenders.stream().anyMatch(a -> typeSays(facts, a, "rolling"));
        // On standard output only the consoles write; elsewhere a buffer in any writer holds events.
        boolean buffered = appenders.stream().filter(a -> !stdout || facts.isConsole(a))
                .anyMatch(a -> setting(facts, a, "immediateFlush").map("false"::equalsIgnoreCase).orElse(false));
        String lock = logback(facts) ? "prudent" : "locking";
        boolean locks = appenders.stream().anyMatch(a -> setting(facts, a, lock).map(v -> v.strip().equalsIgnoreCase("true")).orElse(false));
        return new SinkTraits(kind, randomAccess, rolls, rolls && compresses(facts), !buffered, locks);
    }

    private static boolean sifts(ConfigFacts facts, ConfigElement appender) {
        return logback(facts) ? facts.type(appender).equals(ConfigFacts.LOGBACK_SIFTING) : facts.type(appender).equalsIgnoreCase("Routing");
    }

    private static boolean typeSays(ConfigFacts facts, ConfigElement appender, String word) {
        return facts.type(appender).toLowerCase(Locale.ROOT).contains(word);
    }

    /** A Logback appender's child element, a Log4j2 appender's attribute. */
    private static Optional<String> setting(ConfigFacts facts, ConfigElement appender, String name) {
        return logback(facts) ? facts.value(appender, name) : facts.attribute(appender, name);
    }

    /** Whether rolled files are compressed: the archive name ends as a compressed file's does. */
    private static boolean compresses(ConfigFacts facts) {
        List<String> patterns = new ArrayList<>();
        facts.config().rootElement().descendants("fileNamePattern")
                .forEach(p -> patterns.add(facts.variables().resolve(p.text().strip()).text()));
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
        if (!logback(facts)) {
            boolean old = !facts.config().rootElement().descendants("JsonLayout").isEmpty();
            return old ? JsonEncoding.LOG4J2_JSON_LAYOUT : JsonEncoding.FRAMEWORK;
        }
        List<ConfigElement> encoders = facts.appenders().stream().flatMap(a -> a.descendants("encoder").stream()).toList();
        Optional<ConfigElement> spring = encoders.stream().filter(e -> facts.className(e).contains("StructuredLogEncoder")).findFirst();
        if (spring.isPresent()) {
            // Resolved: a file Spring Boot builds from logging.structured.format.* names ${FILE_LOG_STRUCTURED_FORMAT}.
            boolean ecs = facts.value(spring.get(), "format").map(f -> f.strip().equalsIgnoreCase("ecs")).orElse(false);
            return ecs ? JsonEncoding.SPRING_ECS : JsonEncoding.SPRING_LOGSTASH;
        }
        boolean logstash = encoders.stream().anyMatch(e -> facts.className(e).contains("Logstash"));
        return logstash ? JsonEncoding.LOGSTASH : JsonEncoding.FRAMEWORK;
    }

    /** Every pattern in the file, variables resolved. */
    private static List<String> patterns(ConfigFacts facts) {
        if (logback(facts)) {
            return facts.config().rootElement().descendants("pattern").stream()
                    .map(p -> facts.variables().resolve(p.text().strip()).text()).toList();
        }
        return facts.config().rootElement().descendants("PatternLayout").stream()
                .map(p -> facts.attribute(p, "pattern").orElse("")).toList();
    }

    private static boolean logback(ConfigFacts facts) {
        return facts.config().framework() == Framework.LOGBACK;
    }

    private static Optional<WaitStrategy> waitStrategy(String text) {
        for (WaitStrategy strategy : WaitStrategy.values()) {
            if (strategy.propertyValue().equalsIgnoreCase(text.strip())) {
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

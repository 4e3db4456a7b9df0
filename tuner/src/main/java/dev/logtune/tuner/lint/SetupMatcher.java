package dev.logtune.tuner.lint;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.Log4j2Properties;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The matrix setup closest to a configuration, so lint can quote what that setup measured. A heuristic over the
 * main traits (async stage, sink, flushing, layout); findings name the setup they quote.
 */
final class SetupMatcher {
    private SetupMatcher() {
    }

    static String closest(ConfigFacts facts) {
        if (facts.silent()) {
            return facts.config().framework().id() + "-off";
        }
        if (facts.destination() == Destination.STDOUT) {
            return stdout(facts);
        }
        String plain = facts.config().framework() == Framework.LOGBACK ? logback(facts) : log4j2(facts);
        return rolls(facts) ? twin(plain, compresses(facts)) : plain;
    }

    /**
     * A file that rolls resembles the rolling twin of the plain setup it otherwise matches, compressed or not as the
     * file's archives are; where the matrix has no twin of it, the plain setup.
     */
    private static String twin(String plain, boolean compressed) {
        SetupSpec spec = Matrix.find(plain).orElse(null);
        if (spec == null || spec.sink().rolls()) {
            return plain;
        }
        List<SetupSpec> twins = Matrix.all().stream()
                .filter(s -> Matrix.plainOf(s).map(p -> p.id().equals(plain)).orElse(false)).toList();
        return twins.stream().filter(t -> ((RollingFileSink) t.sink()).rolling().compress() == compressed).findFirst()
                .or(() -> twins.stream().findFirst()).map(SetupSpec::id).orElse(plain);
    }

    private static boolean rolls(ConfigFacts facts) {
        return facts.appenders().stream().anyMatch(a -> facts.type(a).toLowerCase(Locale.ROOT).contains("rolling"));
    }

    /** Whether rolled files are compressed: the archive name ends as a compressed file's does. */
    private static boolean compresses(ConfigFacts facts) {
        List<String> patterns = new java.util.ArrayList<>();
        facts.config().rootElement().descendants("fileNamePattern").forEach(p -> patterns.add(facts.variables().resolve(p.text().strip()).text()));
        facts.appenders().forEach(a -> facts.attribute(a, "filePattern").ifPresent(patterns::add));
        return patterns.stream().map(p -> p.toLowerCase(Locale.ROOT))
                .anyMatch(p -> p.endsWith(".gz") || p.endsWith(".zip") || p.endsWith(".bz2") || p.endsWith(".xz"));
    }

    /** A service that writes to standard output only: the stdout setup with its async stage and line. */
    private static String stdout(ConfigFacts facts) {
        String line = facts.lineFormat() == LineFormat.JSON ? "-json" : "";
        if (facts.config().framework() == Framework.LOGBACK) {
            if (!facts.logbackDisruptorAppenders().isEmpty()) {
                return "logback-disruptor-q8192-console" + line;
            }
            return facts.logbackAsyncAppenders().isEmpty() ? "logback-console" + line : "logback-async-q8192-t0-console" + line;
        }
        if (Log4j2Properties.allAsync(facts.config().componentProperties()) || facts.log4j2AsyncLoggers()) {
            return "log4j2-async-console" + line;
        }
        if (facts.appenders().stream().anyMatch(a -> facts.type(a).equalsIgnoreCase("Async"))) {
            return "log4j2-asyncappender-1024-console" + line;
        }
        boolean buffered = facts.appenders().stream().filter(facts::isConsole)
                .anyMatch(a -> facts.attribute(a, "immediateFlush").map("false"::equalsIgnoreCase).orElse(false));
        return "log4j2-console" + line + (buffered ? "-buffered" : "");
    }

    private static String logback(ConfigFacts facts) {
        List<ConfigElement> appenders = facts.appenders();
        if (appenders.stream().anyMatch(a -> facts.flag(a, "prudent"))) {
            return "logback-prudent";
        }
        Optional<ConfigElement> async = facts.logbackAsyncAppenders().stream().findFirst();
        boolean buffered = appenders.stream().anyMatch(a -> facts.value(a, "immediateFlush").map("false"::equalsIgnoreCase).orElse(false));
        Optional<ConfigElement> disruptor = appenders.stream().filter(a -> facts.type(a).equals(LogstashDisruptorAppender.CLASS)).findFirst();
        if (disruptor.isPresent() && facts.appendTimeoutMillis(disruptor.get()) >= 0) {
            return "logback-disruptor-defaults";
        }
        if (disruptor.isPresent() && buffered) {
            int ring = facts.intValue(disruptor.get(), "ringBufferSize").orElse(LogstashDisruptorAppender.DEFAULT_RING_SIZE);
            return ring >= 65536 ? "logback-disruptor-q65536-buffered" : "logback-disruptor-q8192-buffered";
        }
        if (async.isPresent()) {
            ConfigElement a = async.get();
            int queue = facts.intValue(a, "queueSize").orElse(256);
            Optional<Integer> threshold = facts.intValue(a, "discardingThreshold");
            if (facts.flag(a, "neverBlock")) {
                return "logback-async-q8192-neverblock";
            }
            if (threshold.isEmpty() && queue <= 256) {
                return "logback-async-default";
            }
            if (threshold.orElse(queue / 5) > 0) {
                return "logback-async-q8192-t20";
            }
            if (buffered) {
                return "logback-async-q8192-t0-buffered";
            }
            int[] sizes = {500, 1024, 8192, 65536, 1_000_000};
            int best = sizes[0];
            for (int size : sizes) {
                if (Math.abs(Math.log(size) - Math.log(queue)) < Math.abs(Math.log(best) - Math.log(queue))) {
                    best = size;
                }
            }
            return "logback-async-q" + best + "-t0";
        }
        if (appenders.stream().anyMatch(a -> facts.type(a).equals(ConfigFacts.LOGBACK_SIFTING))) {
            return "logback-sifting-4";
        }
        if (appenders.stream().anyMatch(facts::isConsole) && appenders.stream().noneMatch(a -> facts.type(a).contains("File"))) {
            return "logback-console";
        }
        if (!buffered) {
            if (appenders.stream().anyMatch(a -> facts.type(a).contains("Rolling")) && printsMdc(facts)) {
                // A richer service line (MDC) is what the measured logback-rolling-mdc adds over a rolling file.
                return "logback-rolling-mdc";
            }
            return facts.lineFormat() == LineFormat.JSON ? "logback-file-json" : "logback-file";
        }
        String pattern = patterns(facts).stream().findFirst().orElse("");
        Optional<ConfigElement> structured = appenders.stream().flatMap(a -> a.descendants("encoder").stream())
                .filter(e -> e.attribute("class").contains("StructuredLogEncoder")).findFirst();
        if (structured.isPresent()) {
            return structured.get().childText("format").map(f -> f.strip().equalsIgnoreCase("ecs")).orElse(false)
                    ? "logback-file-buffered-spring-ecs" : "logback-file-buffered-spring-logstash";
        }
        if (appenders.stream().anyMatch(a -> a.descendants("encoder").stream().anyMatch(e -> e.attribute("class").contains("Logstash")))) {
            return "logback-file-buffered-logstash";
        }
        if (appenders.stream().anyMatch(a -> a.descendants("encoder").stream().anyMatch(e -> e.attribute("class").contains("Json")))) {
            return "logback-file-buffered-json";
        }
        if (PatternLayout.asksForCallerData(pattern)) {
            return "logback-file-buffered-caller";
        }
        if (!pattern.isEmpty() && !pattern.contains("%d") && !pattern.contains("%thread")) {
            return "logback-file-buffered-minimal";
        }
        return printsMdc(facts) ? "logback-file-buffered-mdc" : "logback-file-buffered";
    }

    private static String log4j2(ConfigFacts facts) {
        boolean allAsync = Log4j2Properties.allAsync(facts.config().componentProperties());
        var properties = facts.config().componentProperties();
        if (allAsync) {
            if (facts.log4j2DiscardPolicy()) {
                return "log4j2-async-raf-discard";
            }
            Optional<String> wait = Log4j2Properties.get(properties, Log4j2Properties.WAIT_STRATEGY).map(s -> s.strip().toLowerCase(Locale.ROOT));
            if (wait.isPresent() && wait.get().equals("yield")) {
                return "log4j2-async-raf-wait-yield";
            }
            if (wait.isPresent() && wait.get().equals("sleep")) {
                return "log4j2-async-raf-wait-sleep";
            }
            boolean location = facts.config().rootElement().all().stream()
                    .anyMatch(e -> facts.attribute(e, "includeLocation").map("true"::equalsIgnoreCase).orElse(false));
            if (location) {
                return "log4j2-async-raf-location";
            }
            int ring = Log4j2Properties.get(properties, Log4j2Properties.RING_BUFFER_SIZE).flatMap(ConfigFacts::parseInt).orElse(4096);
            return ring >= 65536 ? "log4j2-async-raf-rb262144" : "log4j2-async-raf";
        }
        if (facts.log4j2AsyncLoggers()) {
            return "log4j2-asyncroot-raf";
        }
        Optional<ConfigElement> asyncAppender = facts.appenders().stream().filter(a -> facts.type(a).equalsIgnoreCase("Async")).findFirst();
        if (asyncAppender.isPresent()) {
            int size = facts.attribute(asyncAppender.get(), "bufferSize").flatMap(ConfigFacts::parseInt).orElse(1024);
            return size >= 8192 ? "log4j2-asyncappender-65536" : "log4j2-asyncappender-1024";
        }
        boolean buffered = facts.appenders().stream()
                .anyMatch(a -> facts.attribute(a, "immediateFlush").map("false"::equalsIgnoreCase).orElse(false));
        boolean randomAccess = facts.appenders().stream().anyMatch(a -> facts.type(a).toLowerCase(Locale.ROOT).contains("randomaccess"));
        boolean json = !facts.config().rootElement().descendants("JsonTemplateLayout").isEmpty();
        boolean oldJson = !facts.config().rootElement().descendants("JsonLayout").isEmpty();
        if (!buffered) {
            return json || oldJson ? "log4j2-file-json" : "log4j2-file";
        }
        if (oldJson) {
            return "log4j2-raf-buffered-jsonlayout";
        }
        if (json) {
            return "log4j2-raf-buffered-json";
        }
        if (printsMdc(facts)) {
            return "log4j2-raf-buffered-mdc";
        }
        return randomAccess ? "log4j2-raf-buffered" : "log4j2-file-buffered";
    }

    /** Every pattern in the file, variables resolved. */
    static List<String> patterns(ConfigFacts facts) {
        if (facts.config().framework() == Framework.LOGBACK) {
            return facts.config().rootElement().descendants("pattern").stream()
                    .map(p -> facts.variables().resolve(p.text().strip()).text()).toList();
        }
        return facts.config().rootElement().descendants("PatternLayout").stream()
                .map(p -> facts.attribute(p, "pattern").orElseGet(() -> p.childText("Pattern").orElse(""))).toList();
    }

    /** Whether a pattern of the file prints the MDC (%X, %mdc): the service line measured with a trace context. */
    private static boolean printsMdc(ConfigFacts facts) {
        return patterns(facts).stream().anyMatch(p -> p.contains("%X") || p.contains("%mdc"));
    }
}

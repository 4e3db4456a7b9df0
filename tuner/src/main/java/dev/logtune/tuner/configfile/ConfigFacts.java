package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.LineFormat;
import ch.qos.logback.core.util.Duration;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import org.w3c.dom.Element;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;

/** What a configuration does, read from its elements: its appenders, its async stages, what it drops. */
public final class ConfigFacts {
    public static final String LOGBACK_ASYNC = "ch.qos.logback.classic.AsyncAppender";
    public static final String LOGBACK_CONSOLE = "ch.qos.logback.core.ConsoleAppender";
    public static final String LOGBACK_SIFTING = "ch.qos.logback.classic.sift.SiftingAppender";
    /** logstash-logback-encoder's ring in front of other appenders. */
    public static final String LOGBACK_DISRUPTOR = LogstashDisruptorAppender.CLASS;
    /** Logback appenders that write only to local files or standard output, or hand events to such appenders. */
    public static final List<String> LOGBACK_LOCAL = List.of(
            "ch.qos.logback.core.FileAppender", "ch.qos.logback.core.rolling.RollingFileAppender", LOGBACK_CONSOLE,
            LOGBACK_ASYNC, LOGBACK_DISRUPTOR, LOGBACK_SIFTING, "ch.qos.logback.core.helpers.NOPAppender");
    /** Log4j2 appender elements that write only to local files or standard output. */
    public static final List<String> LOG4J2_LOCAL = List.of("File", "RandomAccessFile", "RollingFile",
            "RollingRandomAccessFile", "MemoryMappedFile", "Console", "Async", "Routing", "Null", "Rewrite");

    private final ConfigFile config;
    private final Variables variables;
    private Map<String, String> imports;
    private Boolean log4j2AsyncLoggers;

    public ConfigFacts(ConfigFile config) {
        this.config = config;
        this.variables = config.variables();
    }

    public ConfigFile config() {
        return config;
    }

    public Variables variables() {
        return variables;
    }

    /** Every appender element: Logback's {@code <appender>} (nested ones too), Log4j2's children of {@code <Appenders>}. */
    public List<ConfigElement> appenders() {
        Element root = config.root();
        if (config.framework() == Framework.LOGBACK) {
            return ConfigElement.all(Elements.descendants(root, "appender"));
        }
        List<Element> appenders = new ArrayList<>();
        for (Element section : Elements.children(root, "Appenders")) {
            appenders.addAll(Elements.children(section));
        }
        // Appenders defined inside Routing routes.
        for (Element route : Elements.descendants(root, "Route")) {
            appenders.addAll(Elements.children(route));
        }
        return ConfigElement.all(appenders);
    }

    /** A Logback appender's class, resolved; a Log4j2 appender's element name (its plugin type). */
    public String type(ConfigElement appender) {
        if (config.framework() == Framework.LOG4J2) {
            return appender.isTag("Appender") ? appender.attribute("type") : appender.tag();
        }
        return className(appender);
    }

    /**
     * The class a Logback element's {@code class} attribute names, as Logback 1.3+ resolves it: variables substituted,
     * then a short name that an {@code <import class="a.b.Short"/>} declares expanded to the full one
     * (ModelInterpretationContext.getImport: a name with no import stays as written). Empty without the attribute.
     */
    public String className(ConfigElement element) {
        String name = variables.resolve(element.attribute("class").strip()).text();
        return name.contains(".") ? name : imports().getOrDefault(name, name);
    }

    // Logback's <import class="..."/>: the stem (after the last dot) to the full name; the last import of a stem wins.
    private Map<String, String> imports() {
        if (imports == null) {
            Map<String, String> found = new HashMap<>();
            if (config.framework() == Framework.LOGBACK) {
                for (Element element : Elements.descendants(config.root(), "import")) {
                    String name = variables.resolve(element.getAttribute("class").strip()).text();
                    if (name.contains(".") && !name.endsWith(".")) {
                        found.put(name.substring(name.lastIndexOf('.') + 1), name);
                    }
                }
            }
            imports = found;
        }
        return imports;
    }

    public boolean isLocal(ConfigElement appender) {
        String type = type(appender);
        return config.framework() == Framework.LOGBACK
                ? LOGBACK_LOCAL.contains(type) || type.endsWith(".CountingAsyncAppender") || type.endsWith(".CountingDisruptorAppender")
                : LOG4J2_LOCAL.stream().anyMatch(local -> local.equalsIgnoreCase(type));
    }

    public boolean isConsole(ConfigElement appender) {
        return isConsoleType(config.framework(), type(appender));
    }

    /**
     * Whether an appender of this type writes to standard output: Logback's ConsoleAppender and consoles of other
     * classes (a JLine terminal's, named *ConsoleAppender); Log4j2's {@code <Console>} and {@code <TerminalConsole>}
     * (terminalconsoleappender: JLine's terminal, or System.out where there is none). Whoever reads the pipe sets
     * their pace alike.
     */
    public static boolean isConsoleType(Framework framework, String type) {
        if (framework == Framework.LOGBACK) {
            return type.equals(LOGBACK_CONSOLE) || type.substring(type.lastIndexOf('.') + 1).endsWith("ConsoleAppender");
        }
        return type.equalsIgnoreCase("Console") || type.equalsIgnoreCase("TerminalConsole");
    }

    public boolean writesToConsole() {
        return appenders().stream().anyMatch(this::isConsole);
    }

    /**
     * Where the file sends its lines: standard output when it writes to the console and to no file of its own (what a
     * container's service does), else a file.
     */
    public Destination destination() {
        List<ConfigElement> all = appenders();
        boolean files = all.stream().anyMatch(a -> isLocal(a) && !isConsole(a) && !isAsync(a));
        return writesToConsole() && !files ? Destination.STDOUT : Destination.FILE;
    }

    /** JSON when an output appender of the file writes JSON (an encoder or layout of a JSON kind), else the pattern. */
    public LineFormat lineFormat() {
        return appenders().stream().anyMatch(this::writesJson) ? LineFormat.JSON : LineFormat.PATTERN;
    }

    /** Whether the appender's encoder or layout writes one JSON object a line. */
    public boolean writesJson(ConfigElement appender) {
        return appender.all().stream().anyMatch(e -> {
            String kind = e.isTag("encoder") || e.isTag("layout") ? className(e) : e.tag();
            return JSON_KINDS.stream().anyMatch(kind::contains);
        });
    }

    private boolean isAsync(ConfigElement appender) {
        String type = type(appender);
        return type.endsWith("AsyncAppender") || type.equals(LOGBACK_DISRUPTOR) || type.equalsIgnoreCase("Async");
    }

    /** Class and element names of the JSON encoders and layouts teams use (Logback's, logstash's, Spring Boot's, Log4j2's). */
    private static final List<String> JSON_KINDS = List.of("JsonEncoder", "LogstashEncoder", "StructuredLogEncoder",
            "LoggingEventCompositeJsonEncoder", "JsonLayout", "JsonTemplateLayout", "EcsLayout", "GelfLayout");

    /** logstash-logback-encoder's disruptor appenders (LoggingEventAsyncDisruptorAppender). */
    public List<ConfigElement> logbackDisruptorAppenders() {
        return config.framework() == Framework.LOGBACK
                ? appenders().stream().filter(a -> type(a).equals(LOGBACK_DISRUPTOR)).toList()
                : List.of();
    }

    /**
     * A disruptor appender's appendTimeout in milliseconds: -1 blocks, 0 (its default) drops at once, more waits then
     * drops. A value Logback would not read counts as the default.
     */
    public long appendTimeoutMillis(ConfigElement disruptor) {
        try {
            return value(disruptor, "appendTimeout").map(t -> Duration.valueOf(t.strip()).getMilliseconds())
                    .orElse(LogstashDisruptorAppender.DEFAULT_APPEND_TIMEOUT_MS);
        } catch (IllegalArgumentException e) {
            return LogstashDisruptorAppender.DEFAULT_APPEND_TIMEOUT_MS;
        }
    }

    public List<ConfigElement> logbackAsyncAppenders() {
        return config.framework() == Framework.LOGBACK
                ? appenders().stream().filter(a -> type(a).equals(LOGBACK_ASYNC)).toList()
                : List.of();
    }

    /** A Logback child element's value, variables resolved, if present. */
    public Optional<String> value(ConfigElement parent, String child) {
        return parent.childText(child).map(text -> variables.resolve(text).text());
    }

    /** A Log4j2 attribute's value, variables resolved, if present. */
    public Optional<String> attribute(ConfigElement element, String name) {
        return element.findAttribute(name).map(text -> variables.resolve(text).text());
    }

    public Optional<Integer> intValue(ConfigElement parent, String child) {
        return value(parent, child).flatMap(ConfigFacts::parseInt);
    }

    public boolean flag(ConfigElement parent, String child) {
        return value(parent, child).map(v -> v.strip().equalsIgnoreCase("true")).orElse(false);
    }

    /** Whether Log4j2 runs async loggers here: the all-async selector, or an AsyncRoot / AsyncLogger element. */
    public boolean log4j2AsyncLoggers() {
        // asked for every appender: the document is searched once
        if (log4j2AsyncLoggers == null) {
            log4j2AsyncLoggers = config.framework() == Framework.LOG4J2 && (Log4j2Properties.allAsync(config.componentProperties())
                    || !Elements.descendants(config.root(), "AsyncRoot").isEmpty()
                    || !Elements.descendants(config.root(), "AsyncLogger").isEmpty());
        }
        return log4j2AsyncLoggers;
    }

    public boolean log4j2DiscardPolicy() {
        return Log4j2Properties.get(config.componentProperties(), Log4j2Properties.QUEUE_FULL_POLICY)
                .map(v -> v.strip().equalsIgnoreCase("Discard") || v.strip().endsWith("DiscardingAsyncQueueFullPolicy"))
                .orElse(false);
    }

    /**
     * Whether the configuration drops events on purpose: a Logback AsyncAppender with neverBlock or a discarding
     * threshold (unset counts: Logback then uses queueSize / 5), a disruptor appender whose appendTimeout is not -1
     * (unset counts: its default 0 drops), Log4j2's Discard policy on an async path, or an
     * {@code <Async blocking="false">}.
     */
    public boolean dropsByDesign() {
        if (config.framework() == Framework.LOGBACK) {
            for (ConfigElement async : logbackAsyncAppenders()) {
                int queueSize = intValue(async, "queueSize").orElse(256);
                int threshold = intValue(async, "discardingThreshold").orElse(queueSize / 5);
                if (flag(async, "neverBlock") || threshold > 0) {
                    return true;
                }
            }
            return logbackDisruptorAppenders().stream().anyMatch(d -> appendTimeoutMillis(d) >= 0);
        }
        boolean asyncAppenderDrops = appenders().stream()
                .filter(a -> type(a).equalsIgnoreCase("Async"))
                .anyMatch(a -> attribute(a, "blocking").map(v -> v.strip().equalsIgnoreCase("false")).orElse(false));
        boolean asyncPath = log4j2AsyncLoggers() || appenders().stream().anyMatch(a -> type(a).equalsIgnoreCase("Async"));
        return asyncAppenderDrops || (asyncPath && log4j2DiscardPolicy());
    }

    /**
     * Whether nothing can be logged: the root logger is OFF and no other logger has a level of its own that is not.
     * Rules about the cost of writing have nothing to say then.
     */
    public boolean silent() {
        Element root = config.root();
        List<Element> roots = new ArrayList<>(Elements.descendants(root, "root"));
        roots.addAll(Elements.descendants(root, "AsyncRoot"));
        boolean rootOff = roots.stream().map(ConfigElement::of).anyMatch(r -> attribute(r, "level").map("OFF"::equalsIgnoreCase).orElse(false));
        List<Element> loggers = new ArrayList<>(Elements.descendants(root, "logger"));
        loggers.addAll(Elements.descendants(root, "AsyncLogger"));
        boolean anotherLogs = loggers.stream().map(ConfigElement::of).anyMatch(l -> attribute(l, "level").map(v -> !v.equalsIgnoreCase("OFF")).orElse(false));
        return rootOff && !anotherLogs;
    }

    /**
     * The matrix setup this file is a rendering of, from the comment the renderer puts before the root element
     * ({@code <!-- logtune setup logback-file: ... -->}); empty for any other file. Such a file is a benchmark's
     * fixture, not a service's: it need not rotate.
     */
    public Optional<String> renderedSetup() {
        for (org.w3c.dom.Node node = config.document().getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof org.w3c.dom.Comment comment) {
                java.util.regex.Matcher setup = java.util.regex.Pattern.compile("^\\s*logtune setup ([A-Za-z0-9._-]+)").matcher(comment.getData());
                if (setup.find()) {
                    return Optional.of(setup.group(1));
                }
            }
        }
        return Optional.empty();
    }

    public static Optional<Integer> parseInt(String text) {
        try {
            return Optional.of(Integer.parseInt(text.strip().replace("_", "")));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** "256KB", "1 MB", "8192" as bytes, the way both frameworks read sizes. */
    public static Optional<Long> parseSize(String text) {
        String t = text.strip().toUpperCase(Locale.ROOT).replace(" ", "");
        long unit = 1;
        if (t.endsWith("KB")) {
            unit = 1024;
        } else if (t.endsWith("MB")) {
            unit = 1024 * 1024;
        } else if (t.endsWith("GB")) {
            unit = 1024L * 1024 * 1024;
        }
        String digits = unit == 1 ? t.replaceAll("B$", "") : t.substring(0, t.length() - 2);
        try {
            return Optional.of(Long.parseLong(digits) * unit);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}

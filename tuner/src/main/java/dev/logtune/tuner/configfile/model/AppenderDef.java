package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigElement;

import java.util.List;

/**
 * One appender definition.
 *
 * @param name the name with {@code ${...}} resolved (Logback substitutes appender names too; a name inside a
 *     {@code <sift>} usually keeps its {@code ${key}}, known only per event)
 * @param raw the name as written
 * @param type Logback: the class, variables resolved and {@code <import>}ed short names expanded; Log4j2: the plugin
 *     name (the element name, or {@code type} of a strict-format {@code <Appender>}); compare with {@link #isType}
 * @param refs the appenders it references, in document order
 * @param container the element of the appender this one is defined inside (a Logback SiftingAppender, through its
 *     {@code <sift>}; a Log4j2 Routing appender, through a {@code <Route>}), or null for a top-level appender. Nested
 *     appenders are built per key at run time: their names are in the container's scope, not the config's
 * @param guards the conditional blocks ({@code <springProfile>}, {@code <if>}...) it sits in, outermost first
 * @param external defined by a resource lint did not read but knows (Spring Boot's {@code console-appender.xml},
 *     {@code file-appender.xml}, {@code base.xml}); {@link #element()} is then the {@code <include>}
 * @param settings its settings as the framework reads them ({@code <queueSize>} in Logback, {@code bufferSize} in Log4j2)
 */
public record AppenderDef(Framework framework, String name, String raw, String type, ConfigElement element, SourceLocation location,
                          List<AppenderRef> refs, ConfigElement container, List<Guard> guards, boolean external, Settings settings) {
    /** logstash-logback-encoder's TCP appenders: a ring buffer in front of the socket, drained by their own thread. */
    public static final String LOGSTASH_TCP = "net.logstash.logback.appender.LogstashTcpSocketAppender";
    public static final String LOGSTASH_ACCESS_TCP = "net.logstash.logback.appender.LogstashAccessTcpSocketAppender";
    private static final List<String> LOGBACK_FILES = List.of("ch.qos.logback.core.FileAppender", "ch.qos.logback.core.rolling.RollingFileAppender");
    private static final List<String> LOG4J2_FILES = List.of("File", "RollingFile", "RandomAccessFile", "RollingRandomAccessFile", "MemoryMappedFile");

    /** Whether the name is known: fully resolved, no {@code ${...}} left. */
    public boolean known() {
        return !name.contains("${");
    }

    public boolean nested() {
        return container != null;
    }

    /** The type compared without case: a class name for Logback, a plugin name for Log4j2. */
    public boolean isType(String other) {
        return type.equalsIgnoreCase(other);
    }

    /** Logback's AsyncAppender (or AsyncAppenderBase, or this project's counting subclass): one appender-ref honoured. */
    public boolean isLogbackAsync() {
        return framework == Framework.LOGBACK && (isType(ConfigFacts.LOGBACK_ASYNC) || isType("ch.qos.logback.core.AsyncAppenderBase")
                || type.endsWith(".CountingAsyncAppender"));
    }

    /** Log4j2's {@code <Async>} appender. */
    public boolean isLog4j2Async() {
        return framework == Framework.LOG4J2 && isType("Async");
    }

    /** Either framework's async appender: a queue and a worker thread in front of the appenders it references. */
    public boolean isAsync() {
        return isLogbackAsync() || isLog4j2Async();
    }

    /** Logback's SiftingAppender: one appender per value of its key. */
    public boolean isLogbackSifting() {
        return framework == Framework.LOGBACK && type.equals(ConfigFacts.LOGBACK_SIFTING);
    }

    /** An appender that builds the appenders nested in it per key: Logback's SiftingAppender, Log4j2's Routing. */
    public boolean isContainer() {
        return isType(ConfigFacts.LOGBACK_SIFTING) || (framework == Framework.LOG4J2 && isType("Routing"));
    }

    /** An appender that writes a file of its own: Logback's FileAppender and RollingFileAppender, Log4j2's five file appenders. */
    public boolean isFile() {
        return framework == Framework.LOGBACK ? LOGBACK_FILES.contains(type) : LOG4J2_FILES.stream().anyMatch(this::isType);
    }

    /** A console appender: Logback's ConsoleAppender, Log4j2's {@code <Console>}, and consoles of other classes ({@link ConfigFacts#isConsoleType}). */
    public boolean isConsole() {
        return ConfigFacts.isConsoleType(framework, type);
    }

    /**
     * Whether events pass through it to a queue another thread drains: Logback's AsyncAppender, logstash-logback-encoder's
     * disruptor and TCP appenders; Log4j2's {@code <Async>}.
     */
    public boolean isQueue() {
        return framework == Framework.LOGBACK
                ? type.equals(ConfigFacts.LOGBACK_ASYNC) || type.endsWith("AsyncDisruptorAppender") || type.endsWith(".CountingAsyncAppender")
                        || type.equals(LOGSTASH_TCP) || type.equals(LOGSTASH_ACCESS_TCP)
                : isType("Async");
    }

    /** Its queue read as a Logback AsyncAppender's ({@link #isLogbackAsync()}), Logback's defaults filled in. */
    public LogbackQueue logbackQueue() {
        return LogbackQueue.of(settings);
    }

    /** {@code "ASYNC" (logback.xml:12)}. */
    public String describe() {
        return "\"" + name + "\" (" + location + ")";
    }
}

package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.configfile.model.Settings;
import dev.logtune.tuner.configfile.model.UnqueuedAppenders;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An appender that talks to another machine, written on the thread that logs: a slow or unreachable remote end makes
 * every logging thread wait. A WARNING where a logger reaches it with no queue in between, a NOTE where an async stage
 * (Logback AsyncAppender, Log4j2 {@code <Async>} or async loggers) stands in front of it.
 */
public final class NetworkAppenderRule extends NamedRule {
    /** What flushes logstash-logback-encoder's ring at exit (AsyncDisruptorAppender.stop, daemon handler threads). */
    static final String LOGSTASH_EXIT = " At exit the ring is sent only if Logback is stopped (<shutdownHook/>, or Spring Boot's"
            + " logging shutdown hook): its handler thread is a daemon the JVM does not wait for, and stop() waits up to"
            + " shutdownGracePeriod (1 minute by default) for the ring to drain.";

    public NetworkAppenderRule() {
        super(RuleInfo.byHand("network-appender", "A network appender (socket, syslog, Kafka, HTTP, JDBC, SMTP, Flume) written on the logging thread:"
                + " a slow remote end makes every logging thread wait",
                "a network appender's delivery (its connection, its own queue, what it does when the"
                        + " peer is slow) belongs to that appender and the network; tune changes no destination"));
    }

    /** What one event costs the thread that writes it, and whether it goes out as a UDP datagram. */
    private record Cost(String words, boolean udp) {
        static Cost of(String words) {
            return new Cost(words, false);
        }

        static Cost udp(String words) {
            return new Cost(words, true);
        }
    }

    /** Logback appender classes and what one event costs the thread that writes it. */
    private static final Map<String, Cost> LOGBACK = Map.of(
            "ch.qos.logback.classic.net.SocketAppender", Cost.of("a TCP connection fed through a small queue (queueSize 128)"),
            "ch.qos.logback.classic.net.SSLSocketAppender", Cost.of("a TLS connection fed through a small queue (queueSize 128)"),
            "ch.qos.logback.classic.net.SyslogAppender", Cost.udp("a UDP datagram per event, sent under the appender's lock"),
            "ch.qos.logback.classic.net.SMTPAppender", Cost.of("an e-mail per triggering event (ERROR by default)"),
            "ch.qos.logback.classic.db.DBAppender", Cost.of("database inserts per event over JDBC"),
            "net.logstash.logback.appender.LogstashUdpSocketAppender", Cost.udp("a UDP datagram per event"),
            "net.logstash.logback.appender.LogstashSocketAppender", Cost.udp("a UDP datagram per event"));

    /** Log4j2 appender elements and what one event costs the thread that writes it (UDP only as its protocol says). */
    private static final Map<String, Cost> LOG4J2 = Map.ofEntries(
            Map.entry("socket", Cost.of("a TCP (or UDP, TLS) write per event, flushed at once")),
            Map.entry("syslog", Cost.of("a TCP (or UDP, TLS) write per event, flushed at once")),
            Map.entry("kafka", Cost.of("a Kafka send per event")),
            Map.entry("http", Cost.of("an HTTP request per event, waiting for the response (connect and read timeouts default to 0: none)")),
            Map.entry("jdbc", Cost.of("a database insert per event (bufferSize 0 by default: no batching)")),
            Map.entry("smtp", Cost.of("an e-mail per triggering event (ERROR by default), sent by the logging thread")),
            Map.entry("flume", Cost.of("an Avro call to the Flume agent per event, waiting for its acknowledgement")),
            Map.entry("jms", Cost.of("a JMS send per event")),
            Map.entry("nosql", Cost.of("a database write per event")),
            Map.entry("cassandra", Cost.of("a database write per event")),
            Map.entry("jeromq", Cost.of("a ZeroMQ send per event")));

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        if (model.silent()) {
            return List.of();
        }
        boolean logback = context.framework() == Framework.LOGBACK;
        Set<AppenderDef> direct = UnqueuedAppenders.of(model);
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef def : model.appenders()) {
            if (def.external()) {
                continue;
            }
            ConfigElement appender = def.element();
            String type = def.type();
            String name = appender.attribute("name");
            boolean sync = direct.contains(def);
            if (logback && type.equals(AppenderDef.LOGSTASH_TCP) || logback && type.equals(AppenderDef.LOGSTASH_ACCESS_TCP)) {
                findings.add(logstashTcp(context, def));
                continue;
            }
            Cost known = logback ? LOGBACK.get(type) : LOG4J2.get(type.toLowerCase(Locale.ROOT));
            if (known == null) {
                continue;
            }
            String shortType = type.substring(type.lastIndexOf('.') + 1);
            Optional<Finding> special = logback ? logbackSpecial(context, def, shortType, sync) : log4j2Special(context, def, shortType, sync);
            if (special.isPresent()) {
                findings.add(special.get());
                continue;
            }
            String cost = known.words();
            boolean udp = known.udp() || def.settings().get("protocol").map(p -> p.strip().equalsIgnoreCase("UDP")).orElse(false);
            if (sync) {
                findings.add(context.finding(id(), Severity.WARNING, appender,
                        name + " (" + shortType + ") is written on the thread that logs: " + cost + ".",
                        udp
                                ? "No queue stands between the logger and the network. A UDP send does not wait for the remote end,"
                                        + " but it is I/O on every logging thread, one at a time through the appender (a DNS"
                                        + " lookup or a full socket buffer stalls them all), and what the network or a busy"
                                        + " receiver drops is lost without a trace."
                                : "No queue stands between the logger and the network: while the remote end is slow, unreachable or"
                                        + " reconnecting, every thread that logs to it waits as long as it does, and they queue up"
                                        + " behind one another for the appender.",
                        asyncFix(logback, name)));
            } else {
                findings.add(context.finding(id(), Severity.NOTE, appender,
                        name + " (" + shortType + ") sits behind a queue: " + cost + ", on the queue's worker thread.",
                        "The queue absorbs a slow remote end only as long as it has room (its size divided by your rate);"
                                + " then callers wait, or events are dropped, as the queue is set to.",
                        "Size the queue for the longest remote stall you accept, and decide knowingly between blocking and dropping."));
            }
        }
        return findings;
    }

    private Optional<Finding> logbackSpecial(LintContext context, AppenderDef def, String type, boolean sync) {
        Settings settings = def.settings();
        ConfigElement appender = def.element();
        String name = appender.attribute("name");
        if (type.equals("SMTPAppender") && !settings.get("asynchronousSending").map(v -> v.strip().equalsIgnoreCase("false")).orElse(false)) {
            return Optional.of(context.finding(id(), Severity.NOTE, appender,
                    name + " (SMTPAppender) sends its e-mails from a separate thread (asynchronousSending is true by default).",
                    "Only the triggering event (ERROR by default) sends, and not on the logging thread; the cyclic buffer is filled"
                            + " on the logging thread under the appender's lock.",
                    "Keep asynchronousSending; with it false the thread that logs an ERROR waits for the mail server."));
        }
        if (sync && (type.equals("SocketAppender") || type.equals("SSLSocketAppender"))) {
            String limit = settings.get("eventDelayLimit").orElse("100 milliseconds");
            String queue = settings.get("queueSize").orElse("128");
            return Optional.of(context.finding(id(), Severity.WARNING, appender,
                    name + " (" + type + "): when its queue (queueSize " + queue + ") is full, each logging thread waits up to the"
                            + " eventDelayLimit (" + limit + ") and then the event is dropped.",
                    "Logback's socket appenders hand events to their own sending thread through a deque; while the remote end"
                            + " is slow or the connection is down the deque fills, and from then on every event costs the caller"
                            + " the whole eventDelayLimit before it is discarded, with only an INFO status to say so.",
                    asyncFix(true, name) + " Or raise queueSize for the outages you ride out."));
        }
        return Optional.empty();
    }

    private Optional<Finding> log4j2Special(LintContext context, AppenderDef def, String type, boolean sync) {
        ConfigElement appender = def.element();
        String name = appender.attribute("name");
        if (!type.equalsIgnoreCase("Kafka")) {
            return Optional.empty();
        }
        boolean syncSend = def.settings().get("syncSend").map(v -> !v.strip().equalsIgnoreCase("false")).orElse(true);
        String where = sync ? "on the thread that logs" : "on the queue's worker thread";
        String message = syncSend
                ? name + " (Kafka) waits for the broker to acknowledge every event (syncSend is true by default), " + where + "."
                : name + " (Kafka) sends without waiting (syncSend=\"false\"), but the producer still blocks " + where
                        + " when its buffer is full or the broker's metadata is unavailable.";
        String why = syncSend
                ? "Each event is a round trip to the broker, up to the request timeout (30 s by default) when the broker is slow;"
                        + (sync ? " every logging thread waits that long." : " the queue in front fills at the broker's pace.")
                : "KafkaProducer.send blocks up to max.block.ms (60 s by default) once buffer.memory is used up; and events"
                        + " sent this way and not yet delivered are lost if the JVM stops.";
        return Optional.of(context.finding(id(), sync ? Severity.WARNING : Severity.NOTE, appender, message, why,
                sync ? asyncFix(false, name) + (syncSend ? " syncSend=\"false\" removes the round trip at the cost of losing"
                        + " unacknowledged events." : "")
                        : "Size the queue in front for the broker stalls you accept."));
    }

    private Finding logstashTcp(LintContext context, AppenderDef def) {
        ConfigElement appender = def.element();
        String size = def.settings().get("ringBufferSize").orElse("8192");
        Optional<String> timeout = def.settings().get("appendTimeout").map(String::strip);
        boolean waits = timeout.isPresent() && !timeout.get().matches("0+(\\s*(ms|milliseconds?|seconds?))?");
        String name = appender.attribute("name");
        if (waits) {
            return context.finding(id(), Severity.NOTE, appender,
                    name + " (LogstashTcpSocketAppender) writes from its own thread; with appendTimeout " + timeout.get()
                            + " a caller waits up to that long for room in its ring buffer (ringBufferSize " + size + ").",
                    "While Logstash is slow or unreachable the ring buffer fills; then each event costs its caller up to the"
                            + " appendTimeout and is dropped if no slot frees." + LOGSTASH_EXIT,
                    "Size ringBufferSize for the outages you ride out.");
        }
        return context.finding(id(), Severity.WARNING, appender,
                name + " (LogstashTcpSocketAppender) drops events of every level when its ring buffer (ringBufferSize " + size
                        + ") is full.",
                "It is already asynchronous: callers never wait for the network, they publish to a ring buffer its own thread"
                        + " drains. While Logstash is slow or unreachable that buffer fills, and from then on new events, ERROR"
                        + " included, are discarded (appendTimeout 0, the default), with only a status warning." + LOGSTASH_EXIT,
                "Size ringBufferSize for the outages you ride out (a power of two), or set appendTimeout so callers wait a"
                        + " bounded time instead of losing events; alert on the dropped-events warnings.");
    }

    private static String asyncFix(boolean logback, String name) {
        return logback
                ? "Put an AsyncAppender in front (<appender-ref ref=\"" + name + "\"/> inside it, a deep queueSize,"
                        + " discardingThreshold 0) and reference that from the loggers instead."
                : "Put an <Async> appender in front (<AppenderRef ref=\"" + name + "\"/> inside it, a bufferSize for your"
                        + " stalls) and reference that from the loggers, or use async loggers.";
    }
}

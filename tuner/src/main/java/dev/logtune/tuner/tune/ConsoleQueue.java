package dev.logtune.tuner.tune;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.Log4j2AsyncAppender;
import dev.logtune.configs.model.LogbackAsyncAppender;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.advice.Capacity;
import dev.logtune.tuner.advice.QueueSizing;
import dev.logtune.tuner.advice.QuotedSetups;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFormat;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AppenderRef;
import dev.logtune.tuner.configfile.model.Guard;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.lint.rules.ConsoleAtRateRule;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.lint.rules.Severity;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A console lint warns of at the rate, put behind an async queue sized for its reader's longest pause: a new Logback
 * AsyncAppender or Log4j2 {@code <Async>} that never drops, beside the console, and every logger's reference to the
 * console pointed at it. A structural edit, so made only where the file's own XML shows the whole structure: the
 * console and every reference to it written here, none inside an {@code <if>}; elsewhere tune says why, or what to add.
 */
final class ConsoleQueue {
    private static final String PREFIX = "ASYNC_";
    private static final String SPRING_BOOT_CONSOLE = "console-appender.xml";

    private ConsoleQueue() {
    }

    static void tune(Tuning tuning) {
        LintContext context = tuning.figures;
        if (context.rate() == null) {
            return;
        }
        ConsoleAtRateRule rule = new ConsoleAtRateRule();
        boolean hookAdded = false;
        Set<String> seen = new HashSet<>();
        for (AppenderDef console : context.model().appenders()) {
            if (!seen.add(console.name())) {
                continue; // one name defined twice (two branches, two includes): said once
            }
            Optional<Finding> finding = rule.judge(context, console).filter(f -> f.severity() == Severity.WARNING);
            if (finding.isEmpty()) {
                continue;
            }
            long queue = QueueSizing.console(tuning.target, context.rateAt(console.element()));
            String name = freeName(context, console.name());
            String knob = console.name() + "/queue";
            Optional<String> unclear = unclear(tuning, console);
            if (unclear.isPresent()) {
                tuning.keep(knob + ": not put behind a queue, " + unclear.get() + " (" + finding.get().message().strip() + ")");
                continue;
            }
            if (tuning.xml == null && !(tuning.edits instanceof TreeEdits)) {
                tuning.keep(knob + ": " + tuning.config.format().name().toLowerCase(Locale.ROOT) + " is not edited structurally;"
                        + " to ride out a " + Durations.brief(QueueSizing.READER_PAUSE) + " pause of its reader add "
                        + written(tuning.config.format(), console.name(), name, queue) + " and point each logger's reference to "
                        + console.name() + " at " + name + " (" + finding.get().message().strip() + ")");
                continue;
            }
            Optional<Boolean> callerData = callerData(tuning, console);
            if (callerData.isEmpty()) {
                tuning.keep(knob + ": not put behind a queue, its pattern is set through a variable tune cannot resolve, so whether"
                        + " the queue must carry caller data is unknown (" + finding.get().message().strip() + ")");
                continue;
            }
            if (queue(tuning, console, finding.get(), name, queue, callerData.get()) && !hookAdded) {
                hookAdded = shutdownHook(tuning, name);
            }
        }
    }

    /** Why the file's own structure does not show where the queue goes, or empty where it does. */
    private static Optional<String> unclear(Tuning tuning, AppenderDef console) {
        var model = tuning.figures.model();
        if (console.external() || tuning.xml != null && !tuning.xml.inFile(console.element()) && bootInclude(tuning, console).isEmpty()) {
            return Optional.of("it is defined in an included file (" + console.location() + "): a queue in front of it belongs"
                    + " beside it there, or in place of the include");
        }
        if (!console.isType(ConfigFacts.LOGBACK_CONSOLE) && !console.isType("Console")) {
            // A console class logtune does not have (a JLine terminal's) cannot be built here: the queue's file is unchecked.
            return Optional.of("its class, " + console.type() + ", is not one logtune loads, so a file with a queue in front of"
                    + " it cannot be checked here: add an AsyncAppender that never drops in front of it by hand");
        }
        if (model.definitions(console.name()).size() > 1) {
            return Optional.of("\"" + console.name() + "\" is defined " + model.definitions(console.name()).size() + " times");
        }
        if (conditional(console.guards())) {
            return Optional.of("it is defined inside an <if>, whose branches tune does not rewrite");
        }
        for (AppenderDef other : model.appenders()) {
            for (AppenderRef ref : other.refs()) {
                if (ref.name().equals(console.name())) {
                    return Optional.of((other.isQueue() ? "it is already behind " : "it is fed by ") + other.describe()
                            + ", which tune does not rewire");
                }
            }
        }
        List<AppenderRef> refs = refs(tuning, console);
        if (refs.isEmpty()) {
            return Optional.of("no logger written in this file refers to it");
        }
        for (AppenderRef ref : refs) {
            if (conditional(ref.guards())) {
                return Optional.of("a reference to it (" + ref.location() + ") is inside an <if>, whose branches tune does not rewrite");
            }
            if (!ref.known() || ref.raw().contains("${")) {
                return Optional.of("a reference to it (" + ref.location() + ") is written through a variable, " + ref.raw());
            }
            if (tuning.xml != null && !tuning.xml.inFile(ref.element())) {
                return Optional.of("a reference to it lives in an included file (" + ref.location() + "), not edited there");
            }
        }
        return Optional.empty();
    }

    /**
     * Spring Boot's own console, brought in by the one {@code <include>} of its console-appender.xml written at the top of
     * this file: the queue goes right after that include.
     */
    private static Optional<XmlLocator.Element> bootInclude(Tuning tuning, AppenderDef console) {
        String file = tuning.config.sourceOf(console.element()).getFileName().toString();
        return tuning.xml == null || !file.equals(SPRING_BOOT_CONSOLE) ? Optional.empty() : tuning.xml.include(file);
    }

    private static boolean conditional(List<Guard> guards) {
        return guards.stream().anyMatch(g -> g.kind() != Guard.Kind.PROFILE);
    }

    /** Every logger's reference to the console. */
    private static List<AppenderRef> refs(Tuning tuning, AppenderDef console) {
        List<AppenderRef> refs = new ArrayList<>();
        for (LoggerDef logger : tuning.figures.model().loggers()) {
            logger.refs().stream().filter(r -> r.name().equals(console.name())).forEach(refs::add);
        }
        return refs;
    }

    /** "ASYNC_CONSOLE", or with a number where the file already has an appender of that name. */
    private static String freeName(LintContext context, String console) {
        Set<String> taken = context.model().appenders().stream().map(AppenderDef::name).collect(Collectors.toSet());
        String name = PREFIX + console;
        for (int n = 2; taken.contains(name); n++) {
            name = PREFIX + console + "_" + n;
        }
        return name;
    }

    /** Whether the console's pattern prints caller data; empty where a variable in it is not resolved. */
    private static Optional<Boolean> callerData(Tuning tuning, AppenderDef console) {
        List<String> patterns = new ArrayList<>();
        if (console.framework() == Framework.LOGBACK) {
            for (ConfigElement pattern : console.element().descendants("pattern")) {
                if (!tuning.callerFree.contains(pattern)) {
                    patterns.add(tuning.facts.variables().resolve(pattern.text().strip()).text());
                }
            }
        } else {
            for (ConfigElement layout : console.element().descendants("PatternLayout")) {
                if (!tuning.callerFree.contains(layout)) {
                    tuning.facts.attribute(layout, "pattern").ifPresent(patterns::add);
                }
            }
        }
        if (patterns.stream().anyMatch(p -> p.contains("${"))) {
            return Optional.empty();
        }
        return Optional.of(patterns.stream().anyMatch(PatternLayout::asksForCallerData));
    }

    private static boolean queue(Tuning tuning, AppenderDef console, Finding finding, String name, long queue, boolean callerData) {
        LintContext context = tuning.figures;
        double rate = context.rateAt(console.element());
        boolean logback = console.framework() == Framework.LOGBACK;
        String setup = logback ? QuotedSetups.LOGBACK_ASYNC_CONSOLE : QuotedSetups.LOG4J2_ASYNC_CONSOLE;
        long drain = logback ? drainMillis(context, setup, queue) : 0;
        String xml = logback ? logbackAppender(name, console.raw(), queue, callerData, drain)
                : log4j2Appender(name, console.raw(), queue, callerData);
        List<AppenderRef> refs = refs(tuning, console);
        String to = name + (logback ? " (AsyncAppender, queueSize " : " (<Async>, bufferSize ") + queue
                + (logback ? ", discardingThreshold 0, neverBlock false" : ", blocking") + (callerData ? ", caller data kept" : "") + ")";
        String held = String.format(Locale.ROOT, "%s events (%s at %s events/s)", Numbers.count(queue),
                Durations.brief(Duration.ofMillis(Math.round(1000.0 * queue / rate))), Numbers.human(rate));
        String measuredQueue = Tuning.clause(ConsoleAtRateRule.measured(context, setup));
        String effect = "callers hand events to the queue and one thread writes to the pipe; the queue holds a "
                + Durations.brief(QueueSizing.READER_PAUSE) + " pause of the reader (" + held + "), and nothing is dropped: when it"
                + " is full, callers wait" + (callerData ? "; the caller data the pattern prints is still taken on the calling"
                + " thread" : "") + ". The cost: a crash (kill -9, OOM kill) loses what the queue holds, up to " + held
                + " once the reader has stopped, where the console alone lost nothing it had written" + (measuredQueue.isEmpty() ? "" : "; as measured with a queue of "
                + measuredSize(setup) + ": " + measuredQueue);
        String reason = "lint console-at-rate: " + finding.message().strip() + " " + Tuning.clause(finding.why());
        Change change = new Change(knob(console), "none (every caller writes to the pipe)", to, reason, effect);
        if (tuning.edits instanceof TreeEdits tree) {
            // JSON or YAML: an Async key beside the console, in the Appenders mapping that holds it.
            ConfigElement appenders = console.element().parent().orElseThrow();
            String json = "{\"name\": " + TreeEdits.jsonString(name) + ", \"blocking\": true, \"bufferSize\": " + queue
                    + (callerData ? ", \"includeLocation\": true" : "") + ", \"AppenderRef\": {\"ref\": "
                    + TreeEdits.jsonString(console.raw()) + "}}";
            return tuning.change(console.element(), null, change, () -> {
                tree.addChild(appenders, "Async", json);
                refs.forEach(ref -> tree.setAttribute(ref.element(), "ref", name));
            });
        }
        Optional<XmlLocator.Element> include = tuning.xml.inFile(console.element()) ? Optional.empty() : bootInclude(tuning, console);
        if (include.isPresent()) {
            effect += "; " + SPRING_BOOT_CONSOLE + " stays as Spring Boot ships it, and " + name + " goes after its include"
                    + " (where logging.pattern.console makes its pattern print caller data, add includeCallerData to " + name + ")";
        }
        // Spring Boot's console is not written here; its references are, and they are what the edit changes.
        ConfigElement owner = include.isPresent() ? refs.get(0).element() : console.element();
        return tuning.change(owner, null, new Change(knob(console), "none (every caller writes to the pipe)", to, reason, effect),
                () -> {
                    if (include.isPresent()) {
                        tuning.xml.insertAfter(include.get(), xml);
                    } else {
                        tuning.xml.insertAfter(console.element(), xml);
                    }
                    for (AppenderRef ref : refs) {
                        tuning.xml.setAttribute(ref.element(), "ref", name);
                    }
                });
    }

    private static String knob(AppenderDef console) {
        return console.name() + "/queue";
    }

    /** The queue size of the measured setup quoted: "8,192 (logback-async-q8192-t0-console)". */
    private static String measuredSize(String setup) {
        return Matrix.find(setup).map(spec -> spec.async() instanceof LogbackAsyncAppender a ? Numbers.count(a.queueSize())
                : spec.async() instanceof Log4j2AsyncAppender a ? Numbers.count(a.bufferSize()) : "?").orElse("?");
    }

    // stop() gives the worker maxFlushTime to drain, then leaves the rest: a queue that takes longer needs more.
    private static long drainMillis(LintContext context, String setup, long queue) {
        Optional<Capacity> capacity = context.capacity(setup);
        if (capacity.isEmpty() || !(capacity.get().eventsPerSecond() > 0)) {
            return 0;
        }
        long drain = (long) Math.ceil(2000.0 * queue / capacity.get().eventsPerSecond());
        return drain > LogbackKnobs.DEFAULT_MAX_FLUSH_MILLIS ? drain : 0;
    }

    private static String logbackAppender(String name, String console, long queue, boolean callerData, long drain) {
        return "<appender name=\"" + escape(name) + "\" class=\"ch.qos.logback.classic.AsyncAppender\">\n"
                + "\t<queueSize>" + queue + "</queueSize>\n"
                + "\t<discardingThreshold>0</discardingThreshold>\n"
                + "\t<neverBlock>false</neverBlock>\n"
                + (callerData ? "\t<includeCallerData>true</includeCallerData>\n" : "")
                + (drain > 0 ? "\t<maxFlushTime>" + drain + "</maxFlushTime>\n" : "")
                + "\t<appender-ref ref=\"" + escape(console) + "\"/>\n"
                + "</appender>";
    }

    private static String log4j2Appender(String name, String console, long queue, boolean location) {
        return "<Async name=\"" + escape(name) + "\" blocking=\"true\" bufferSize=\"" + queue + "\""
                + (location ? " includeLocation=\"true\"" : "") + ">\n"
                + "\t<AppenderRef ref=\"" + escape(console) + "\"/>\n"
                + "</Async>";
    }

    /** What to add in a format tune does not edit structurally, in that format's words. */
    private static String written(ConfigFormat format, String console, String name, long queue) {
        if (format == ConfigFormat.PROPERTIES) {
            String id = "asyncConsole";
            return String.format(Locale.ROOT, "appender.%1$s.type=Async, appender.%1$s.name=%2$s, appender.%1$s.blocking=true,"
                    + " appender.%1$s.bufferSize=%3$d, appender.%1$s.appenderRef.console.ref=%4$s", id, name, queue, console);
        }
        return String.format(Locale.ROOT, "an Async appender {name: %s, blocking: true, bufferSize: %d, AppenderRef: {ref: %s}} beside %s",
                name, queue, console, console);
    }

    /**
     * Logback registers no JVM shutdown hook unless told to, so a plain logback.xml with a new queue adds one; under
     * Spring Boot its own hook stops the context. Returns whether the hook is there now.
     */
    private static boolean shutdownHook(Tuning tuning, String queue) {
        if (tuning.config.framework() != Framework.LOGBACK || tuning.figures.springBoot() || tuning.figures.model().fragment()
                || !tuning.config.rootElement().descendants("shutdownHook").isEmpty()) {
            return true;
        }
        ConfigElement configuration = tuning.config.rootElement();
        if (!tuning.xml.inFile(configuration) || tuning.xml.selfClosing(configuration)) {
            return false;
        }
        return tuning.change(tuning.config.rootElement(), null, new Change("configuration/shutdownHook", "unset", "<shutdownHook/>",
                        "Logback registers no JVM shutdown hook unless told to, so what " + queue + " holds at exit is lost unless"
                                + " the application stops the LoggerContext itself",
                        "at a normal exit Logback stops the context and the queue is written out"),
                () -> tuning.xml.insertFirstChild(configuration, "<shutdownHook/>"));
    }

    private static String escape(String value) {
        return value.replace("&", "&amp;").replace("<", "&lt;").replace("\"", "&quot;");
    }
}

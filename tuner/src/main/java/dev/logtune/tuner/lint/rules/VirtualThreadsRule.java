package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.Log4j2Properties;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AsyncLoggers;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.configfile.model.UnqueuedAppenders;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.tuner.advice.VirtualThreadFacts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A service on virtual threads (Spring Boot's {@code spring.threads.virtual.enabled}) whose events are written on the
 * caller's thread, or wait for a full queue: what holds a carrier, judged for the JDK the build compiles for.
 *
 * <p>Where each framework locks on that path, as read in the classes of the versions logtune ships:
 * Logback 1.6.6's FileAppender, RollingFileAppender and ConsoleAppender extend OutputStreamAppender, whose writes hold
 * a ReentrantLock ({@code streamWriteLock}; RollingFileAppender's rollover check its {@code triggeringPolicyLock}), under
 * UnsynchronizedAppenderBase: no monitor (AppenderBase's {@code doAppend} is synchronized, but none of them extends it).
 * AsyncAppenderBase's blocking {@code put} is an ArrayBlockingQueue's (a ReentrantLock). Log4j2 2.26.1's
 * OutputStreamManager has synchronized {@code write}, {@code writeToDestination}, {@code flush} and {@code flushBuffer},
 * FileManager synchronized {@code write} and {@code writeToDestination}; AsyncAppender's blocking path is
 * {@code BlockingQueue.put} (ArrayBlockingQueue unless another factory is named); AsyncLoggerDisruptor and
 * AsyncLoggerConfigDisruptor enter a monitor to publish into a full ring
 * ({@code log4j2.asyncLoggerSynchronizeEnqueueWhenQueueFull}, true unless set false).
 */
public final class VirtualThreadsRule extends NamedRule {
    static final String UNMEASURED = " These results hold no run with virtual-thread callers (tuner bench --profile"
            + " virtual-threads measures them), so no figure is quoted.";
    /** Log4j2's property for the all-async selector's ring, as {@link Log4j2Properties#normalize} writes it. */
    public static final String SYNC_ENQUEUE = "asyncloggersynchronizeenqueuewhenqueuefull";
    /** The same for the ring of {@code <AsyncRoot>} and {@code <AsyncLogger>}. */
    public static final String CONFIG_SYNC_ENQUEUE = "asyncloggerconfigsynchronizeenqueuewhenqueuefull";

    public VirtualThreadsRule() {
        super(RuleInfo.byHand("virtual-thread-carrier", "With virtual threads on, an appender writes on the caller's thread, or callers"
                        + " wait for a full queue: what holds the carriers on the JDK the build compiles for",
                "the threads the service runs on and the JDK are the service's choice, not a knob of the logging file"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        if (context.virtualThreads() == null || !context.virtualThreads().on()) {
            return List.of();
        }
        JudgedJdk jdk = JudgedJdk.of(context.versions().build().java());
        String judged = " Judged for: " + context.versions().describe() + ", " + jdk.describe() + "; virtual threads on by "
                + context.virtualThreads().describe() + ".";
        // What the results measured is the same for every finding of the file: read once.
        Optional<VirtualThreadFacts> facts = facts(context);
        String measured = measured(context, facts, jdk);
        String fix = fix(facts, jdk);
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef appender : direct(context.model())) {
            if (appender.isFile() || appender.isConsole()) {
                findings.add(context.framework() == Framework.LOGBACK ? logbackWrite(context, appender, jdk, measured + judged, fix)
                        : log4j2Write(context, appender, jdk, measured + judged, fix));
            }
        }
        if (jdk.pinsOnMonitor()) {
            queues(context, jdk, measured, judged, findings);
        }
        return findings;
    }

    // The appenders events reach with no queue between: Spring Boot's included console and file appenders too.
    private static List<AppenderDef> direct(LoggingConfig model) {
        Set<AppenderDef> unqueued = UnqueuedAppenders.of(model);
        List<AppenderDef> all = new ArrayList<>();
        for (AppenderDef appender : model.appenders()) {
            boolean included = appender.external() && !model.asyncLoggers().allAsync() && model.loggers().stream()
                    .filter(logger -> !logger.async()).flatMap(logger -> logger.refs().stream()).anyMatch(ref -> ref.raw().equals(appender.raw()));
            if (unqueued.contains(appender) || included) {
                all.add(appender);
            }
        }
        return all;
    }

    /** @param measured what the results measured, then what the finding was judged for */
    private Finding logbackWrite(LintContext context, AppenderDef appender, JudgedJdk jdk, String measured, String fix) {
        String kind = appender.isConsole() ? "console" : "file";
        StringBuilder why = new StringBuilder("Logback " + readIn(context, "1.6.6") + " writes it under OutputStreamAppender's ReentrantLock"
                + " (streamWriteLock), not a monitor, so a virtual thread that waits for it unmounts.");
        if (jdk.pinsOnMonitor()) {
            why.append(" But on JDK 21 to 23 one that logs while already pinned (inside a synchronized block of the service or a library)"
                    + " waits for that lock holding its carrier; when every carrier is held so, the thread the lock passes to cannot be"
                    + " mounted and the whole JVM stops (qos-ch/logback issue 786, open; JEP 491 removes the cause in JDK 24).");
        } else {
            why.append(" From JDK 24 (JEP 491) a virtual thread blocked in or on a monitor unmounts too, so the freeze of"
                    + " qos-ch/logback issue 786 (JDK 21 to 23) does not apply.");
        }
        why.append(writeHolds(kind)).append(measured);
        return context.finding(id(), Severity.NOTE, appender.element(),
                "virtual threads are on and this " + kind + " appender writes on the caller's thread: each write holds a carrier for its length"
                        + (jdk.pinsOnMonitor() ? ", and a caller pinned elsewhere holds one while it waits for the appender's lock." : "."),
                why.toString(), fix);
    }

    private Finding log4j2Write(LintContext context, AppenderDef appender, JudgedJdk jdk, String measured, String fix) {
        String kind = appender.isConsole() ? "console" : "file";
        StringBuilder why = new StringBuilder("Log4j2 " + readIn(context, "2.26.1") + " writes it inside the manager's monitor:"
                + " OutputStreamManager's write, writeToDestination and flush (and FileManager's write) are synchronized methods.");
        if (jdk.pinsOnMonitor()) {
            why.append(" On JDK 21 to 23 a virtual thread inside that monitor, and every one waiting to enter it, holds its carrier: during a"
                    + " slow or stalled write every carrier can be held by callers waiting for this appender, and virtual threads that never"
                    + " log stop with them (apache/logging-log4j2 issue 1532 tracks replacing these monitors).");
        } else {
            why.append(" From JDK 24 (JEP 491) a virtual thread waiting for that monitor unmounts, so waiters no longer hold carriers.");
        }
        why.append(writeHolds(kind)).append(measured);
        return context.finding(id(), jdk.pinsOnMonitor() ? Severity.WARNING : Severity.NOTE, appender.element(),
                "virtual threads are on and this " + kind + " appender writes on the caller's thread inside a synchronized method"
                        + (jdk.pinsOnMonitor() ? ": on JDK 21 to 23 every caller waiting for it holds a carrier." : ": each write holds a carrier for its length."),
                why.toString(), fix);
    }

    private static String writeHolds(String kind) {
        return " The write itself is a blocking system call that holds its carrier on every JDK" + (kind.equals("file")
                ? " (the JDK adds a carrier for the time of a file write, up to jdk.virtualThreadScheduler.maxPoolSize, 256 by default);"
                + " a disk stall holds it for the stall." : "; a reader that stops reading standard output holds it until the pipe drains.");
    }

    private static String fix(Optional<VirtualThreadFacts> facts, JudgedJdk jdk) {
        if (!jdk.pinsOnMonitor() && facts.filter(f -> f.feature() >= JudgedJdk.UNPINS_SYNCHRONIZED && !f.stopsTheService()).isPresent()) {
            return "Nothing to change for the rest of the service: on a JDK that unpins monitors the measured write held no carrier"
                    + " it needed, even through a 2 s stall (why). A queue in front is for the callers' own latency: tuner recommend"
                    + " --virtual-threads compares the setups measured with virtual-thread callers.";
        }
        return "Put the appender behind an async queue, so one platform thread writes and callers only enqueue"
                + (jdk.pinsOnMonitor() ? "; on JDK 21 to 23 keep logging out of synchronized blocks, or run the service on JDK 24 or later." : ".");
    }

    /** Queues that make callers wait when full, on a JDK where a pinned wait holds a carrier. */
    private void queues(LintContext context, JudgedJdk jdk, String measured, String judged, List<Finding> findings) {
        for (AppenderDef appender : context.model().appenders()) {
            ConfigElement element = appender.element();
            boolean logbackBlocks = appender.isLogbackAsync() && !appender.logbackQueue().neverBlock();
            boolean log4j2Blocks = appender.isLog4j2Async() && !appender.settings().get("blocking").map(v -> v.strip().equalsIgnoreCase("false")).orElse(false);
            if (logbackBlocks || log4j2Blocks) {
                String queue = logbackBlocks ? "Logback " + readIn(context, "1.6.6") + " puts the event with ArrayBlockingQueue.put"
                        : "Log4j2 " + readIn(context, "2.26.1") + " puts the event with BlockingQueue.put (an ArrayBlockingQueue unless a"
                        + " blockingQueueFactory names another)";
                findings.add(context.finding(id(), Severity.NOTE, element,
                        "virtual threads are on and this queue blocks when full: callers park until the writer frees a slot.",
                        queue + ", whose lock is a ReentrantLock: a virtual thread waiting for a slot unmounts, no pinning. One that logs"
                                + " while already pinned (inside a synchronized block) keeps its carrier while it waits, so on JDK 21 to 23 a"
                                + " writer stalled long enough to fill the queue can hold every carrier (qos-ch/logback issue 786 is that freeze"
                                + " on the appender's lock)." + measured + judged,
                        "Size the queue for the longest stall you accept, keep logging out of synchronized blocks, or run the service on"
                                + " JDK 24 or later."));
            }
        }
        AsyncLoggers rings = context.model().asyncLoggers();
        if (context.framework() == Framework.LOG4J2 && rings.used() && !rings.discards() && synchronizesEnqueue(context)) {
            findings.add(context.finding(id(), Severity.WARNING, ringElement(context),
                    "virtual threads are on and Log4j2's async loggers wait for a full ring inside a monitor: on JDK 21 to 23 every caller"
                            + " waiting for a slot holds a carrier.",
                    "Log4j2 " + readIn(context, "2.26.1") + " publishes into a full ring inside synchronized (AsyncLoggerDisruptor's and"
                            + " AsyncLoggerConfigDisruptor's enqueue, log4j2.asyncLoggerSynchronizeEnqueueWhenQueueFull and its AsyncLoggerConfig"
                            + " twin, true unless set false): the caller in it is pinned while it waits, and so is each one waiting to enter."
                            + " While the writer is stalled long enough to fill the ring, callers can hold every carrier and virtual threads"
                            + " that never log stop with them." + measured + judged,
                    "Set " + (rings.allAsync() ? "log4j2.asyncLoggerSynchronizeEnqueueWhenQueueFull" : "log4j2.asyncLoggerConfigSynchronizeEnqueueWhenQueueFull")
                            + "=false in log4j2.component.properties (callers then wait in the Disruptor's own park loop, unpinned), size the ring for the longest stall, or run on"
                            + " JDK 24 or later."));
        }
    }

    // The all-async selector's ring reads AsyncLogger's property, <AsyncRoot>/<AsyncLogger> elements' AsyncLoggerConfig's.
    private static boolean synchronizesEnqueue(LintContext context) {
        var properties = context.config().componentProperties();
        boolean mixed = context.model().loggers().stream().anyMatch(LoggerDef::async);
        return context.model().asyncLoggers().allAsync() && !setFalse(properties, SYNC_ENQUEUE)
                || mixed && !setFalse(properties, CONFIG_SYNC_ENQUEUE);
    }

    private static boolean setFalse(java.util.Map<String, String> properties, String key) {
        return Log4j2Properties.get(properties, key).map(v -> v.strip().equalsIgnoreCase("false")).orElse(false);
    }

    // The first async logger element, or the file where the all-async selector makes every logger async.
    private static ConfigElement ringElement(LintContext context) {
        return context.model().loggers().stream().filter(LoggerDef::async).map(LoggerDef::element).findFirst().orElse(null);
    }

    /**
     * What the results measured with virtual-thread callers, for the setup closest to the file or else the framework's
     * defaults: a sentence that starts with a space, or {@link #UNMEASURED}.
     */
    private static String measured(LintContext context, Optional<VirtualThreadFacts> facts, JudgedJdk jdk) {
        if (facts.isEmpty()) {
            return UNMEASURED;
        }
        String setup = facts.get().setup();
        boolean unpinned = facts.get().feature() >= JudgedJdk.UNPINS_SYNCHRONIZED;
        return " Measured, " + setup + (setup.equals(context.closest()) ? " (the setup closest to this file)" : " (the framework's defaults)")
                + ": " + facts.get().describe() + "."
                + (jdk.pinsOnMonitor() && unpinned ? " That JDK unpins monitors (JEP 491); JDK 21 to 23, which pin them, were not measured." : "");
    }

    /** The virtual-thread runs of the setup closest to the file, or else of the framework's defaults, where measured. */
    private static Optional<VirtualThreadFacts> facts(LintContext context) {
        if (context.figures() == null) {
            return Optional.empty();
        }
        var results = context.figures().results();
        String defaults = Matrix.defaults(context.framework(), Destination.FILE, LineFormat.PATTERN, false).id();
        return Optional.ofNullable(context.closest()).flatMap(id -> VirtualThreadFacts.of(id, results))
                .or(() -> VirtualThreadFacts.of(defaults, results));
    }

    /** "1.6.6's classes", or "1.5.18 (its locks as read in 1.6.6's classes)" for another judged version. */
    private static String readIn(LintContext context, String read) {
        String judged = context.versions().judged().version();
        return judged.equals(read) ? read + "'s classes" : judged + " (its locks as read in " + read + "'s classes)";
    }
}

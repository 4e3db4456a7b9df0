package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.Settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * OpenTelemetry's Logback appender ({@code io.opentelemetry.instrumentation.logback.appender.v1_0.OpenTelemetryAppender})
 * and Log4j2 appender ({@code <OpenTelemetry>}), instrumentation 2.31.1. The appender maps each event and emits it on
 * the thread that logs, into the SDK's LogRecordProcessor; with the usual BatchLogRecordProcessor that is a bounded queue
 * (2,048 records by default, {@code otel.blrp.max.queue.size}) drained by one daemon thread that exports a batch of 512
 * every second: when the exporter falls behind, {@code queue.offer} fails and the record is dropped, of any level, with
 * no log line (only the processor's dropped-records metric). Callers never wait. Until the application calls
 * {@code OpenTelemetryAppender.install(...)}, the appender holds up to {@code numLogsCapturedBeforeOtelInstall} (1,000)
 * events and drops the rest with one line on standard output. {@code captureCodeAttributes} makes the framework walk the
 * stack for every event on the calling thread (Logback's getCallerData; Log4j2's requiresLocation). Observed in the real
 * frameworks with a 4-record queue and a blocked exporter (OpenTelemetryLossTest). Sources: opentelemetry-java
 * BatchLogRecordProcessor (Worker.addLog, BatchLogRecordProcessorBuilder defaults), opentelemetry-java-instrumentation
 * logback-appender-1.0 and log4j-appender-2.17 OpenTelemetryAppender.
 */
public final class OpenTelemetryAppenderRule extends NamedRule {
    static final String LOGBACK_CLASS = "io.opentelemetry.instrumentation.logback.appender.v1_0.OpenTelemetryAppender";
    static final String LOG4J2_PLUGIN = "OpenTelemetry";

    public OpenTelemetryAppenderRule() {
        super(RuleInfo.byHand("otel-appender", "OpenTelemetry's appender: emits on the logging thread into the SDK's bounded batch queue, which drops"
                + " silently when full; code attributes walk the stack per event",
                "the OpenTelemetry exporter's queue is the SDK's (otel.blrp.*), not this file's"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        boolean logback = context.framework() == Framework.LOGBACK;
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef def : context.model().appenders()) {
            String type = def.type();
            if (logback ? !type.equals(LOGBACK_CLASS) : !type.equalsIgnoreCase(LOG4J2_PLUGIN)) {
                continue;
            }
            ConfigElement appender = def.element();
            Settings settings = def.settings();
            String name = appender.findAttribute("name").orElse("");
            findings.add(context.finding(id(), Severity.WARNING, appender,
                    name + " (OpenTelemetryAppender) hands every event to the OpenTelemetry SDK's batch queue (2,048 records by"
                            + " default), which drops records of any level, silently, when it is full.",
                    "The appender emits on the thread that logs, into the SDK's BatchLogRecordProcessor: one daemon thread"
                            + " exports a batch of 512 every second; while the collector is slow or unreachable (each export may"
                            + " wait up to 30 s) the queue fills, and from then on each new record is dropped by a failed"
                            + " queue.offer: callers never wait, nothing is logged, only the processor's dropped-records metric"
                            + " counts it. Before the application calls OpenTelemetryAppender.install(...), the appender keeps up to"
                            + " numLogsCapturedBeforeOtelInstall (1,000) events and drops the rest. At exit, what is queued reaches"
                            + " the collector only if the SDK is shut down (SdkLoggerProvider.shutdown(), which the agent's and"
                            + " autoconfigure's shutdown hooks call); stopping " + (logback ? "Logback" : "Log4j2") + " does not flush it.",
                    "Size the SDK's queue for the collector outages you ride out (otel.blrp.max.queue.size, with"
                            + " otel.blrp.schedule.delay and otel.blrp.max.export.batch.size), watch its dropped-records metric,"
                            + " and keep a local file appender beside it for what must not be lost."));
            flag(settings, "captureCodeAttributes").filter(Boolean::booleanValue).ifPresent(on -> findings.add(context.finding(id(),
                    Severity.WARNING, settings.where("captureCodeAttributes"),
                    name + " sets captureCodeAttributes: the caller's class, method and line are found by walking the stack for"
                            + " every event.",
                    (logback ? "Logback's getCallerData()" : "Log4j2's location (the appender requires it)")
                            + " builds a stack trace on the thread that logs, for each event this appender receives, as a"
                            + " %class/%line pattern does; async stages in front do not move it off that thread.",
                    "Leave captureCodeAttributes off (its default); the logger name usually names the class.")));
            flag(settings, "captureExperimentalAttributes").filter(Boolean::booleanValue).ifPresent(on -> findings.add(context.finding(id(),
                    Severity.NOTE, settings.where("captureExperimentalAttributes"),
                    name + " sets captureExperimentalAttributes: the thread's name and id are added to every record.",
                    "Cheap next to the export itself (two attributes read on the thread that logs), but every record grows,"
                            + " so the same queue and batch hold fewer seconds of an outage.",
                    "Keep it if the collector's side uses the thread attributes; otherwise leave it off.")));
        }
        return findings;
    }

    // Set, and whether to true: unset is the appender's default.
    private static Optional<Boolean> flag(Settings settings, String name) {
        return settings.get(name).map(v -> v.strip().equalsIgnoreCase("true"));
    }
}

package dev.logtune.tuner.tune;

import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Severity;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What lint still warns of (loss or blocking: its WARNINGs and ERRORs) that tune leaves as it is, each with the reason
 * tune cannot change it. A file with any of these is never called "already tuned".
 */
final class Unchangeable {
    private static final String STRUCTURAL = "structural, the wiring of appenders rather than a knob's value: change it by hand";
    private static final Map<String, String> WHY = Map.ofEntries(
            Map.entry("sync-near-capacity", "no knob makes a synchronous appender faster; an async stage in front of it does"
                    + " (tuner recommend picks one, tuner emit writes it)"),
            Map.entry("network-appender", "a network appender's delivery (its connection, its own queue, what it does when the"
                    + " peer is slow) belongs to that appender and the network; tune changes no destination"),
            Map.entry("console-at-rate", "where events go is the service's choice, not a knob; tune changes no destination"),
            Map.entry("file-locking", "prudent mode is what lets several JVMs write one file; turning it off is the"
                    + " deployment's call"),
            Map.entry("shared-file", STRUCTURAL),
            Map.entry("double-delivery", STRUCTURAL),
            Map.entry("chained-async", STRUCTURAL),
            Map.entry("async-several-refs", STRUCTURAL),
            Map.entry("undefined-appender", STRUCTURAL),
            Map.entry("duplicate-appender", STRUCTURAL),
            Map.entry("appender-cycle", STRUCTURAL),
            Map.entry("sync-compression", "moving compression off the appender's lock changes the rolling policy, archive names"
                    + " and disk use, the team's call"),
            Map.entry("immediate-flush", "buffering trades the events a crash leaves on disk for speed; tune does not make"
                    + " that trade (--max-unflushed sets the crash loss tune holds flushing to)"),
            Map.entry("unbounded-queue", "a queue's bound has no safe value tune can pick: what it holds through a stall"
                    + " and what it costs in heap pull opposite ways; size it with tuner verify --stall"),
            Map.entry("no-shutdown-hook", "the shutdown that drains queues and flushes buffers is the application's (a"
                    + " <shutdownHook/>, or its framework's hook), a line tune does not add"),
            Map.entry("sifting-unbounded", "how many appenders a sifting appender may keep is the service's call"
                    + " (maxAppenderCount), with no value that is safe for every key"),
            Map.entry("disruptor-version", "the Disruptor on the classpath is the build's, not the configuration's"),
            Map.entry("disruptor-appender", "the disruptor appender's wiring is the build's and the appender's, not one of"
                    + " these knobs"),
            Map.entry("never-started", STRUCTURAL),
            Map.entry("caller-data", "a layout that prints the caller needs the stack walk; dropping it from the pattern is"
                    + " a layout change, the team's call, and tune turns caller data off only where no layout prints it"),
            Map.entry("spinning-wait", "a spinning or yielding consumer is changed only where the logging threads outnumber"
                    + " this machine's cores, and only in log4j2.component.properties beside the file"),
            Map.entry("if-condition", "tune writes the <condition> element only for a Logback that reads it (1.5.24 and"
                    + " later) and a condition that element can say; each <if> it left is named above with why"),
            Map.entry("unresolved", "what was not read (a resource, a URL, an unset variable) cannot be edited from here"),
            Map.entry("plain-file", "where the file goes and how it is rotated is the service's choice; a rolling policy sized"
                    + " for the disk (tuner recommend --emit writes one) replaces the appender, which tune does not do"),
            Map.entry("retention", "how much history to keep, on how much disk, is the operator's call, not a speed or loss knob"),
            Map.entry("archive-overwrite", STRUCTURAL),
            Map.entry("rollover-strategy", "archive naming and deletion are the rolling policy's, the team's call"),
            Map.entry("verbose-level", "logger levels are the service's choice; tune changes no level"),
            // Left after tune set the threshold to 0, the warning is about the queue's depth for a burst: a knob tune
            // sizes from a --stall or --burst, or from the rate where the measurements show a queue as deep falling behind.
            Map.entry("async-silent-drop", "a queue's depth for a burst is sized from --stall or --burst (tune then deepens"
                    + " it); at this rate the measurements show no queue as deep falling behind, so without them tune leaves it"),
            Map.entry("disk-full", "what a full disk does (callers slowed, events lost, a status said) is the framework's"
                    + " behaviour; no knob makes a write succeed on a full disk, room on the volume and alerts on it do"),
            Map.entry("json-line", "what a line looks like is the layout, the team's choice; tune changes no layout"),
            Map.entry("otel-appender", "the OpenTelemetry exporter's queue is the SDK's (otel.blrp.*), not this file's"),
            Map.entry("unknown-level", "which level a logger runs at is the team's choice, not a speed knob"),
            Map.entry("logger-to-nowhere", STRUCTURAL),
            Map.entry("duplicate-logger", STRUCTURAL),
            Map.entry("unreachable-appender", STRUCTURAL));
    private static final String ELSE = "what it warns of is not set by any knob tune changes (tune changes only: " + TuneKnobs.LIST + ")";

    private Unchangeable() {
    }

    /** The findings that warn of loss or blocking, in lint's order, less the drops the target admits (--allow-drop). */
    static List<Finding> of(List<Finding> findings, Target target) {
        return findings.stream().filter(f -> f.severity() != Severity.NOTE && !admitted(f, target)).toList();
    }

    private static boolean admitted(Finding finding, Target target) {
        return finding.rule().equals("never-block") && target.mayDrop(LogLevel.ERROR)
                || finding.rule().equals("async-silent-drop") && target.mayDrop(LogLevel.INFO);
    }

    /** "lint WARNING rule at file:line: message; not changed: why". */
    static String line(Finding finding, Target target) {
        String where = Path.of(finding.file()).getFileName() + (finding.line() > 0 ? ":" + finding.line() : "");
        return "lint " + finding.severity() + " " + finding.rule() + " at " + where + ": " + finding.message().strip()
                + " Why tune leaves it: " + why(finding, target);
    }

    static String why(Finding finding, Target target) {
        if (admitted(finding, target)) {
            return "--allow-drop " + target.allowDrop() + " admits these drops";
        }
        return WHY.getOrDefault(finding.rule(), ELSE);
    }
}

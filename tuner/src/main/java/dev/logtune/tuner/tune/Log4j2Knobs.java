package dev.logtune.tuner.tune;

import dev.logtune.support.format.Durations;
import dev.logtune.tuner.advice.QueueSizing;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.Log4j2Properties;
import dev.logtune.tuner.advice.QuotedSetups;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The Log4j2 knobs that decide speed and loss: the {@code <Async>} appender's queue and what it does when full,
 * location capture on async loggers, and the wait strategy in log4j2.component.properties. ConfigElement and attribute
 * names are compared without case, as Log4j2 does.
 */
final class Log4j2Knobs {
    static final int DEFAULT_ASYNC_BUFFER = 1024;

    private Log4j2Knobs() {
    }

    static void tune(Tuning tuning) {
        for (ConfigElement appender : tuning.facts.appenders()) {
            if (tuning.facts.type(appender).equalsIgnoreCase("Async")) {
                asyncAppender(tuning, appender);
            }
        }
        List<ConfigElement> asyncLoggers = new ArrayList<>(tuning.config.rootElement().descendants("AsyncRoot"));
        asyncLoggers.addAll(tuning.config.rootElement().descendants("AsyncLogger"));
        for (ConfigElement logger : asyncLoggers) {
            location(tuning, logger);
        }
        VirtualThreadKnobs.tune(tuning);
        Log4j2ArchiveNames.index(tuning);
        Log4j2ArchiveNames.fileIndex(tuning, Log4j2Retention.tune(tuning));
        Log4j2PlainFileRoll.tune(tuning);
        Log4j2LocationPatterns.tune(tuning);
        VerboseLevels.tune(tuning);
        if (tuning.properties != null) {
            waitStrategy(tuning);
            if (tuning.facts.log4j2DiscardPolicy() && !tuning.target.mayDrop(LogLevel.INFO)) {
                tuning.keep(ConfigFile.COMPONENT_PROPERTIES + ": log4j2.asyncQueueFullPolicy=Discard drops INFO and below when"
                        + " the ring buffer is full; outside this command's knobs, remove it to make callers wait instead");
            }
        }
    }

    private static void asyncAppender(Tuning tuning, ConfigElement async) {
        ConfigFacts facts = tuning.facts;
        String blocking = facts.attribute(async, "blocking").orElse("true").strip();
        if (blocking.equalsIgnoreCase("false")) {
            String knob = Tuning.knob(async, "blocking");
            if (tuning.target.mayDrop(LogLevel.ERROR)) {
                tuning.keep(knob + " false: --allow-drop ERROR admits losing events of every level when the queue is full");
            } else {
                tuning.change(async, async.findAttribute("blocking").orElse(null),
                        new Change(knob, "false", "true", "when its queue is full it hands events of every level, ERROR too,"
                                + " to its error appender or drops them, instead of waiting",
                                "no event is lost; when the queue is full, callers wait for a slot"),
                        () -> tuning.edits.setAttribute(async, "blocking", "true"));
            }
        }
        int size = facts.attribute(async, "bufferSize").flatMap(ConfigFacts::parseInt).orElse(DEFAULT_ASYNC_BUFFER);
        long needed = QueueSizing.needed(tuning.target, Double.MAX_VALUE);
        if (needed > size && needed <= Integer.MAX_VALUE) {
            tuning.change(async, async.findAttribute("bufferSize").orElse(null),
                    new Change(Tuning.knob(async, "bufferSize"), async.findAttribute("bufferSize").isPresent()
                            ? String.valueOf(size) : "unset (" + size + ")", String.valueOf(needed),
                            QueueSizing.stallReason(tuning.target) + "; " + size + " slots last " + Durations.brief(tuning.target.lasts(size)),
                            "the queue, not the callers, waits out the stall"),
                    () -> tuning.edits.setAttribute(async, "bufferSize", String.valueOf(needed)));
        } else if (tuning.target.stall() == null && size <= DEFAULT_ASYNC_BUFFER) {
            tuning.keep(Tuning.knob(async, "bufferSize") + " " + size + " holds " + Durations.brief(tuning.target.lasts(size))
                    + " of events: give --stall to size it for a disk stall");
        }
    }

    private static void location(Tuning tuning, ConfigElement logger) {
        if (!tuning.facts.attribute(logger, "includeLocation").map(v -> v.strip().equalsIgnoreCase("true")).orElse(false)) {
            return;
        }
        String knob = (logger.hasAttribute("name") ? logger.attribute("name") : logger.tag()) + "/includeLocation";
        List<Log4j2LocationPatterns.Written> printing = Log4j2LocationPatterns.printingLocation(tuning);
        if (!printing.isEmpty() && !tuning.permissions.changeOutput()) {
            tuning.keep(knob + " true: a layout prints location (" + printing.get(0).value() + ") and needs it; dropping"
                    + " %C %M %L %F %l from it lets it go (a layout change: --change-output makes it)");
            return;
        }
        // With --change-output the layouts stop printing location first, then nothing needs it captured.
        printing.forEach(pattern -> Log4j2LocationPatterns.strip(tuning, pattern, ", captured for it by " + knob));
        String measured = Tuning.clause(tuning.figures.compare(QuotedSetups.LOG4J2_ALL_ASYNC_LOCATION, QuotedSetups.LOG4J2_ALL_ASYNC));
        tuning.change(logger, logger.findAttribute("includeLocation").orElse(null),
                new Change(knob, "true", "false", (printing.isEmpty() ? "no layout prints location (%C %M %L %F %l)"
                        : "no layout prints location once its converters are gone") + ", yet every call walks its stack"
                        + " on the calling thread" + (measured.isEmpty() ? "" : ". " + measured),
                        "the stack walk leaves the calling thread" + (printing.isEmpty() ? "; the output is the same" : "")),
                () -> tuning.edits.setAttribute(logger, "includeLocation", "false"));
    }

    // A spinning or yielding consumer keeps a core busy; with more logging threads than cores it takes CPU from them.
    private static void waitStrategy(Tuning tuning) {
        int cores = Runtime.getRuntime().availableProcessors();
        for (PropertiesText.Entry entry : PropertiesText.entries(tuning.properties)) {
            String key = Log4j2Properties.normalize(entry.key());
            String value = entry.value().strip().toLowerCase(Locale.ROOT);
            boolean waitKey = key.equals(Log4j2Properties.WAIT_STRATEGY) || key.equals(Log4j2Properties.CONFIG_WAIT_STRATEGY);
            if (!waitKey || !(value.equals("busyspin") || value.equals("yield"))) {
                continue;
            }
            if (tuning.target.threads() <= cores) {
                tuning.keep(entry.key() + "=" + entry.value() + ": " + tuning.target.threads() + " threads fit this machine's "
                        + cores + " cores, so the spinning consumer has a core of its own");
                continue;
            }
            if (entry.continued() || entry.value().contains("${")) {
                tuning.keep(entry.key() + "=" + entry.value() + ": written in a way this command does not edit; set it to Timeout");
                continue;
            }
            tuning.changeProperty(new Change(entry.key(), entry.value(), "Timeout", "a " + entry.value() + " consumer keeps a core"
                            + " busy even when idle, and " + tuning.target.threads() + " logging threads already exceed this machine's "
                            + cores + " cores",
                            "the consumer waits on a lock between batches and is woken when events arrive (Log4j2's default),"
                                    + " leaving the cores to the threads that log"),
                    new TextEdit(entry.valueStart(), entry.valueEnd(), "Timeout"));
        }
    }
}

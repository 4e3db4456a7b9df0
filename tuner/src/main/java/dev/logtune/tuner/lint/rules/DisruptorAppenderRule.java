package dev.logtune.tuner.lint.rules;

import ch.qos.logback.core.util.Duration;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AppenderRef;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.configfile.model.Settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * logstash-logback-encoder's LoggingEventAsyncDisruptorAppender (8.1, {@code AsyncDisruptorAppender.append}): with
 * {@code appendTimeout} 0, its default, a full ring drops the event at once, of any level, and only a WARN status
 * every {@code droppedWarnFrequency} (1,000) drops says so; a positive timeout retries every
 * {@code appendRetryFrequency} and then drops. A ring that is not a power of two stops it from starting. Its handler
 * flushes a delegate at the end of each batch only when the delegate has immediateFlush=false.
 */
public final class DisruptorAppenderRule extends NamedRule {
    public DisruptorAppenderRule() {
        super(RuleInfo.byHandFirst("disruptor-appender", "logstash-logback-encoder's disruptor appender: its default appendTimeout drops any event when the ring is"
                + " full; a ring that is not a power of two does not start; a flushing delegate wastes the batch flush",
                "the disruptor appender's wiring is the build's and the appender's, not one of"
                        + " these knobs"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        if (context.framework() != Framework.LOGBACK) {
            return List.of();
        }
        LoggingConfig model = context.model();
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef disruptor : model.appenders()) {
            if (!disruptor.type().equals(LogstashDisruptorAppender.CLASS)) {
                continue;
            }
            ConfigElement appender = disruptor.element();
            Settings settings = disruptor.settings();
            Optional<String> timeout = settings.get("appendTimeout");
            long millis;
            try {
                millis = timeout.map(t -> Duration.valueOf(t.strip()).getMilliseconds()).orElse(LogstashDisruptorAppender.DEFAULT_APPEND_TIMEOUT_MS);
            } catch (IllegalArgumentException e) {
                millis = LogstashDisruptorAppender.DEFAULT_APPEND_TIMEOUT_MS;
            }
            if (millis >= 0) {
                String setting = timeout.isEmpty() ? "appendTimeout is unset (0: its default)" : "appendTimeout is " + timeout.get().strip();
                findings.add(context.finding(id(), Severity.ERROR, settings.where("appendTimeout"),
                        setting + ": when the ring is full, the event is dropped" + (millis == 0 ? " at once" : " after that wait")
                                + ", whatever its level.",
                        "The appender gives up on a full ring and counts the event as dropped; ERROR events vanish as"
                                + " silently as DEBUG ones, and only a WARN status every 1,000 drops says so.",
                        "<appendTimeout>-1</appendTimeout>: callers wait for a slot instead, and size ringBufferSize (a power of"
                                + " two) for your bursts."));
            }
            Optional<Integer> ring = settings.integer("ringBufferSize");
            if (ring.isPresent() && (ring.get() < 1 || Integer.bitCount(ring.get()) != 1)) {
                findings.add(context.finding(id(), Severity.ERROR, settings.where("ringBufferSize"),
                        "ringBufferSize " + ring.get() + " is not a power of two: the appender refuses to start, and nothing"
                                + " reaches its delegates.",
                        "The LMAX ring it is built on indexes slots with a bit mask, so its size must be a power of two;"
                                + " the appender reports an error at start and stays stopped.",
                        "<ringBufferSize>" + Integer.highestOneBit(Math.max(1, ring.get()) * 2 - 1) + "</ringBufferSize>."));
            }
            for (AppenderRef ref : disruptor.refs()) {
                String name = ref.name();
                model.resolve(ref).stream().findFirst()
                        .filter(delegate -> delegate.type().contains("File")
                                && !delegate.settings().get("immediateFlush").map("false"::equalsIgnoreCase).orElse(false))
                        .ifPresent(delegate -> findings.add(context.finding(id(), Severity.NOTE, delegate.element(),
                                "The disruptor appender's delegate " + name + " flushes every event, so its flush at the end"
                                        + " of each batch buys nothing.",
                                "With immediateFlush=false the handler thread writes into the buffer and flushes it once"
                                        + " per batch: the file keeps what a crash would otherwise take, at a fraction of the"
                                        + " system calls.",
                                "<immediateFlush>false</immediateFlush> in " + name + ".")));
            }
        }
        return findings;
    }
}

package dev.logtune.tuner.lint.rules;

import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Queues with no bound, and queues too deep to drain in the time shutdown gives them. */
public final class QueueBoundsRule extends NamedRule {
    static final int DEEP = 1_000_000;

    public QueueBoundsRule() {
        super(RuleInfo.byHand("unbounded-queue", "An unbounded async queue, or one too deep to drain before shutdown gives up",
                "a queue's bound has no safe value tune can pick: what it holds through a stall"
                        + " and what it costs in heap pull opposite ways; size it with tuner verify --stall"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        LoggingConfig model = context.model();
        List<Finding> findings = new ArrayList<>();
        if (context.framework() == Framework.LOG4J2) {
            for (AppenderDef async : model.appenders().stream().filter(AppenderDef::isLog4j2Async).toList()) {
                for (ConfigElement factory : async.element().children("LinkedTransferQueue")) {
                    findings.add(context.finding(id(), Severity.WARNING, factory,
                            "the <Async> appender uses a LinkedTransferQueue: an unbounded queue.",
                            "Nothing ever blocks or drops, so during a stall or a slow disk the queue grows until the heap runs out.",
                            "Use the default ArrayBlockingQueue with a bufferSize sized for your stalls."));
                }
            }
            Integer ringBufferSize = model.asyncLoggers().ringBufferSize();
            int ring = ringBufferSize == null ? 0 : ringBufferSize;
            if (ring >= DEEP) {
                findings.add(context.finding(id(), Severity.NOTE, context.config().rootElement(),
                        String.format(Locale.ROOT, "a ring buffer of %s slots, allocated up front.", Numbers.count(ring)),
                        "Log4j2 preallocates every slot's event object at start-up; the heap pays for it whether or not it fills.",
                        "Size it for rate x stall (tuner recommend --stall does) rather than as large as possible."));
            }
            return findings;
        }
        for (AppenderDef async : model.appenders().stream().filter(AppenderDef::isLogbackAsync).toList()) {
            int queue = async.logbackQueue().size();
            int flush = async.logbackQueue().maxFlushTime();
            if (queue >= DEEP && flush > 0) {
                findings.add(context.finding(id(), Severity.WARNING, async.settings().where("queueSize"),
                        String.format(Locale.ROOT, "a queue of %s events with maxFlushTime %d ms.", Numbers.count(queue), flush),
                        "At shutdown the worker gets maxFlushTime to drain; a full queue this deep takes longer, and Logback"
                                + " then discards what is left. A full queue also holds that many events on the heap.",
                        "Size the queue for rate x stall (tuner recommend --stall does), and set maxFlushTime to the time it takes"
                                + " to drain (tuner recommend sets both)."));
            }
        }
        return findings;
    }
}

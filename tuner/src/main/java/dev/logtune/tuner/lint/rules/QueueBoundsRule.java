package dev.logtune.tuner.lint.rules;

import dev.logtune.benchmarks.format.Numbers;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.Log4j2Properties;

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
        ConfigFacts facts = context.facts();
        List<Finding> findings = new ArrayList<>();
        if (context.framework() == Framework.LOG4J2) {
            for (ConfigElement async : facts.appenders().stream().filter(a -> facts.type(a).equalsIgnoreCase("Async")).toList()) {
                for (ConfigElement factory : async.children("LinkedTransferQueue")) {
                    findings.add(context.finding(id(), Severity.WARNING, factory,
                            "the <Async> appender uses a LinkedTransferQueue: an unbounded queue.",
                            "Nothing ever blocks or drops, so during a stall or a slow disk the queue grows until the heap runs out.",
                            "Use the default ArrayBlockingQueue with a bufferSize sized for your stalls."));
                }
            }
            int ring = Log4j2Properties.get(context.config().componentProperties(), Log4j2Properties.RING_BUFFER_SIZE)
                    .flatMap(ConfigFacts::parseInt).orElse(0);
            if (ring >= DEEP) {
                findings.add(context.finding(id(), Severity.NOTE, context.config().rootElement(),
                        String.format(Locale.ROOT, "a ring buffer of %s slots, allocated up front.", Numbers.count(ring)),
                        "Log4j2 preallocates every slot's event object at start-up; the heap pays for it whether or not it fills.",
                        "Size it for rate x stall (tuner recommend --stall does) rather than as large as possible."));
            }
            return findings;
        }
        for (ConfigElement async : facts.logbackAsyncAppenders()) {
            int queue = facts.intValue(async, "queueSize").orElse(256);
            int flush = facts.intValue(async, "maxFlushTime").orElse(1000);
            if (queue >= DEEP && flush > 0) {
                findings.add(context.finding(id(), Severity.WARNING, async.child("queueSize").orElse(async),
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

package dev.logtune.tuner.lint.rules;

import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.Load;
import dev.logtune.tuner.configfile.model.LogbackQueue;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AsyncLoggers;
import dev.logtune.tuner.advice.QuotedSetups;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** An async queue that drops events without a trace: Logback's discarding threshold, Log4j2's Discard policy. */
public final class AsyncSilentDropRule extends NamedRule {
    public AsyncSilentDropRule() {
        super(RuleInfo.knob("async-silent-drop", "An async queue drops events silently (Logback discardingThreshold, a small queue, Log4j2 Discard)",
                // tune sets the threshold to 0 and neverBlock to false where it can edit them; a finding it leaves is one
                // whose setting it cannot reach.
                "the setting that drops is not one tune can edit here (an included file, a variable, or"
                        + " log4j2.component.properties): the line that names it says where")
                .aboutDrops(LogLevel.INFO));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        AsyncLoggers asyncLoggers = context.model().asyncLoggers();
        if (context.framework() == Framework.LOG4J2) {
            if (asyncLoggers.discards() && asyncLoggers.used()) {
                findings.add(context.finding(id(), Severity.WARNING, context.config().rootElement(),
                        "log4j2.asyncQueueFullPolicy=Discard: when the ring buffer is full, events at the discard level and below are dropped.",
                        "Log4j2 logs one WARN at the first drop and then drops silently; nothing counts them. More go than"
                                + " the policy is asked about: a negative remaining capacity (a race in the Disruptor's count,"
                                + " under a full buffer) discards without asking it."
                                + context.measuredDrops(QuotedSetups.LOG4J2_ALL_ASYNC_DISCARD) + context.measuredLoss(QuotedSetups.LOG4J2_ALL_ASYNC_DISCARD),
                        "Leave the policy at Default (callers wait for a slot) and size the ring buffer for your bursts,"
                                + " or keep Discard knowingly and alert on log gaps."));
            } else if (asyncLoggers.used()) {
                findings.add(context.finding(id(), Severity.NOTE, context.config().rootElement(),
                        "async loggers: a full ring buffer can lose an event without a trace, even with the Default policy.",
                        "On a full ring buffer Log4j2 asks how much room is left, and a negative answer means \"shut down\" to it:"
                                + " the event is discarded without asking the policy. Disruptor 3.4.4 can answer negative for an"
                                + " instant when two or more threads log into a full buffer (it reads the consumer before the cursor)."
                                + context.measuredLoss(QuotedSetups.LOG4J2_ALL_ASYNC),
                        "Size the ring buffer (log4j2.asyncLoggerRingBufferSize) so it does not fill at your rate and bursts"
                                + " (tuner recommend sizes it); where every event must arrive, an appender with no queue."));
            }
            return findings;
        }
        for (AppenderDef appender : context.model().appenders()) {
            if (!appender.isLogbackAsync()) {
                continue;
            }
            ConfigElement async = appender.element();
            Optional<Load> load = context.load(async);
            if (load.map(Load::none).orElse(false)) {
                continue;
            }
            // Logback's AsyncAppender discards only TRACE, DEBUG and INFO (isDiscardable); its own filters run before the queue.
            boolean onlyWarnUp = load.map(l -> l.onlyAtOrAbove(Level.WARN)).orElse(false);
            // A queue whose appender lets only WARN and above through drops only what would not be written.
            boolean writesOnlyWarnUp = !onlyWarnUp && writesOnlyAtOrAbove(context, appender, Level.WARN);
            LogbackQueue logbackQueue = appender.logbackQueue();
            int queue = logbackQueue.size();
            int effective = logbackQueue.threshold();
            ConfigElement where = appender.settings().where("discardingThreshold");
            Double rate = context.rateAt(async);
            String held = rate == null || rate == 0 ? "" : String.format(Locale.ROOT, " At %s events/s%s it holds %.1f ms of events.",
                    Numbers.human(rate), context.share(async), 1000.0 * queue / rate);
            boolean small = queue <= 256;
            String smallText = "queueSize is " + queue + (queue == 256 ? " (Logback's default)" : "") + ": the queue fills within a short burst.";
            if (effective > 0 && !logbackQueue.neverBlock() && !onlyWarnUp && !writesOnlyWarnUp) {
                boolean unset = logbackQueue.discardingThreshold() == null;
                // One finding per queue: a small queue makes the drops come sooner, so it is said with them.
                findings.add(context.finding(id(), unset ? Severity.ERROR : Severity.WARNING, where,
                        String.format(Locale.ROOT, "drops TRACE, DEBUG and INFO events silently once fewer than %d of %d queue slots are free%s.",
                                effective, queue, unset ? " (discardingThreshold unset: Logback uses queueSize/5)" : ""),
                        "No status message and no counter: the events are simply gone, at exactly the moments of heavy load."
                                + (small ? " The " + smallText + held : "")
                                + context.measuredDrops(unset && queue <= 256 ? QuotedSetups.LOGBACK_ASYNC_DEFAULTS : QuotedSetups.LOGBACK_ASYNC_DISCARDING),
                        "<discardingThreshold>0</discardingThreshold>, with a queueSize deep enough for your bursts"
                                + " (tuner recommend --stall / --burst sizes it)."));
            } else if (small && (logbackQueue.neverBlock() || onlyWarnUp || writesOnlyWarnUp)) {
                // With the threshold at 0 and callers blocking, a full queue makes callers wait and drops nothing: a
                // question of speed, not of this rule.
                boolean note = !logbackQueue.neverBlock() && (onlyWarnUp || writesOnlyWarnUp);
                findings.add(context.finding(id(), note ? Severity.NOTE : Severity.WARNING, appender.settings().where("queueSize"),
                        onlyWarnUp ? smallText + " Only WARN and above reach it, which Logback never discards at the threshold."
                                : note ? smallText + " Only WARN and above get past the appender behind it, and Logback never discards"
                                + " those at the threshold: what it drops would not be written." : smallText,
                        "Once it is full, callers block (or lose events, with a threshold or neverBlock)." + held,
                        "A queueSize of thousands; tuner recommend sizes it from your rate, stall and burst."));
            }
        }
        return findings;
    }

    // Whether the appender the queue feeds (Logback attaches only the first reference) lets only events at the level or above through.
    private static boolean writesOnlyAtOrAbove(LintContext context, AppenderDef async, Level level) {
        List<ConfigElement> refs = async.element().children("appender-ref");
        if (refs.isEmpty()) {
            return false;
        }
        List<AppenderDef> behind = context.model().definitions(context.model().resolve(refs.get(0).attribute("ref")));
        return !behind.isEmpty() && behind.stream().allMatch(b -> context.load(b.element()).map(l -> l.onlyAtOrAbove(level)).orElse(false));
    }
}

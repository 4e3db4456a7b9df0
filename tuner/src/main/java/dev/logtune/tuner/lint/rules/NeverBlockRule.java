package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.Settings;
import dev.logtune.tuner.advice.QuotedSetups;

import java.util.ArrayList;
import java.util.List;

/**
 * Logback's neverBlock and Log4j2's {@code <Async blocking="false">}: a full queue drops events of every level.
 *
 * <p>Log4j2 2.26.1, {@code log4j-core/.../appender/AsyncAppender.append}: when {@code offer} fails and blocking is false,
 * the appender calls {@code error("Appender X is unable to write primary appenders. queue is full")} (the default
 * ErrorHandler prints it as a StatusLogger ERROR, three times and then at most once per five minutes) and hands the
 * event to the {@code errorRef} appender if one is named, on the caller's thread; with none, the event is gone. The
 * queue-full policy ({@code log4j2.asyncQueueFullPolicy}, which can log on the caller's thread) is consulted only when
 * blocking is true.
 */
public final class NeverBlockRule extends NamedRule {
    public NeverBlockRule() {
        super(RuleInfo.knob("never-block", "A Logback AsyncAppender with neverBlock, or a Log4j2 <Async blocking=\"false\">, drops events of every level,"
                + " ERROR included, when full", null).aboutDrops(LogLevel.ERROR));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        if (context.framework() == Framework.LOG4J2) {
            return log4j2(context);
        }
        for (AppenderDef async : context.model().appenders()) {
            if (async.isLogbackAsync() && async.logbackQueue().neverBlock()) {
                findings.add(context.finding(id(), Severity.ERROR, async.settings().where("neverBlock"),
                        "neverBlock is true: when the queue is full, the event is dropped, whatever its level.",
                        "Logback ignores the result of the queue's offer(): ERROR events vanish as silently as DEBUG ones,"
                                + " and nothing counts them." + context.measuredDrops(QuotedSetups.LOGBACK_ASYNC_NEVER_BLOCK),
                        "Remove neverBlock and give the queue room for your bursts; if callers must never wait, accept loss"
                                + " knowingly and alert on gaps."));
            }
        }
        return findings;
    }

    private List<Finding> log4j2(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (AppenderDef appender : context.model().appenders()) {
            Settings settings = appender.settings();
            if (!appender.isLog4j2Async() || !settings.get("blocking").map(v -> v.strip().equalsIgnoreCase("false")).orElse(false)) {
                continue;
            }
            ConfigElement async = appender.element();
            String size = settings.get("bufferSize").map(String::strip).orElse("1024");
            String errorRef = settings.get("errorRef").or(() -> settings.get("error-ref"))
                    .map(String::strip).filter(v -> !v.isEmpty()).orElse(null);
            String how = "Log4j2's AsyncAppender offers the event to its queue; when the queue is full and blocking is false it"
                    + " reports \"queue is full\" through the appender's error handler (a status ERROR, three times, then at"
                    + " most once per five minutes) and does not consult the queue-full policy";
            if (errorRef == null) {
                findings.add(context.finding(id(), Severity.ERROR, async,
                        "blocking=\"false\": when the queue (bufferSize " + size + ") is full, the event is dropped, whatever its level.",
                        how + ": with no errorRef the event is simply gone, ERROR as silently as DEBUG, and nothing counts them.",
                        "Remove blocking=\"false\" (callers then wait for a slot) and size bufferSize for your bursts; if callers"
                                + " must never wait, name an errorRef appender for what does not fit, or accept loss knowingly and"
                                + " alert on gaps."));
            } else {
                findings.add(context.finding(id(), Severity.WARNING, async,
                        "blocking=\"false\" with errorRef=\"" + errorRef + "\": when the queue (bufferSize " + size + ") is full,"
                                + " the event goes to " + errorRef + " instead, written on the caller's thread.",
                        how + ", then calls the errorRef appender synchronously: those events land in another place, out of"
                                + " order, and the caller pays for the write at the moment the queue is already behind.",
                        "Keep the errorRef if a fallback is what you want, and size bufferSize so it is rarely used; or remove"
                                + " blocking=\"false\" so callers wait for a slot."));
            }
        }
        return findings;
    }
}

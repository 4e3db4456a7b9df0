package dev.logtune.tuner.lint.rules;

import dev.logtune.support.format.Numbers;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.advice.Capacity;
import dev.logtune.tuner.advice.RatePick;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A synchronous file appender whose measured twin would run near its capacity at the given rate and threads:
 * the regime where the write lock saturates and p99 jumps.
 */
public final class SyncNearCapacityRule extends NamedRule {
    public static final String ID = "sync-near-capacity";
    static final double KNEE = Capacity.KNEE;
    static final double BUSY = 0.5;

    public SyncNearCapacityRule() {
        super(RuleInfo.byHand(ID, "A synchronous file appender near its measured capacity at your rate and threads",
                "no knob makes a synchronous appender faster; an async stage in front of it does"
                        + " (tuner recommend picks one, tuner emit writes it)"));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        LoggingConfig model = context.model();
        boolean async = context.framework() == Framework.LOGBACK ? model.appenders().stream().anyMatch(AppenderDef::isLogbackAsync)
                : model.asyncLoggers().used() || model.appenders().stream().anyMatch(AppenderDef::isLog4j2Async);
        List<ConfigElement> files = model.files().stream().map(AppenderDef::element).toList();
        if (async || files.isEmpty() || !context.hasTarget()) {
            return findings;
        }
        Optional<Capacity> capacity = context.capacity(context.closest());
        if (capacity.isEmpty()) {
            return findings;
        }
        // The busiest file appender, at what reaches it: a file that only WARN and ERROR reach runs far from its lock's limit.
        ConfigElement busiest = files.stream().max(java.util.Comparator.comparingDouble(context::rateAt)).orElseThrow();
        double rate = context.rateAt(busiest);
        double utilisation = rate / capacity.get().eventsPerSecond();
        if (utilisation < BUSY) {
            return findings;
        }
        Optional<RatePick> pick = context.pick(context.closest());
        String response = pick.map(p -> String.format(Locale.ROOT, " Response there: p99 %s us, p99.9 %s us (%s; baseline p99 %s us).",
                Numbers.human(p.p99Micros()), Numbers.human(p.p999Micros()), p.nearness(),
                Double.isNaN(p.controlP99Micros()) ? "n/a" : Numbers.human(p.controlP99Micros()))).orElse("");
        // Under the knee, a setup recommend calls level with its pick is measured fine at this rate: a note.
        Optional<String> level = context.levelWithPick(context.closest());
        Severity severity = utilisation >= KNEE ? Severity.ERROR : level.isPresent() ? Severity.NOTE : Severity.WARNING;
        findings.add(context.finding(id(), severity, busiest,
                String.format(Locale.ROOT, "synchronous file output at %s events/s%s over %d threads runs the write lock %.0f%% busy.",
                        Numbers.human(rate), context.share(busiest), context.threads(), 100 * utilisation),
                String.format(Locale.ROOT, "Its closest measured setup, %s, delivers %s events/s at %d threads (%s). Past about %.0f%%"
                                + " busy, queueing at the lock makes response time climb steeply.%s", context.closest(),
                        Numbers.human(capacity.get().eventsPerSecond()), context.threads(), capacity.get().note(), 100 * KNEE,
                        response + level.orElse("")),
                "Buffer the writes (immediateFlush false) and put an async queue in front; `tuner recommend --rate "
                        + String.format(Locale.ROOT, "%.0f --threads %d` picks one from measurements.", context.rate(), context.threads())));
        return findings;
    }
}

package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.VolumeFilters;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Logback's DuplicateMessageFilter: a turbo filter that keys on the message template alone, so a repeated ERROR or WARN
 * is dropped as readily as a repeated INFO, with no time window and nothing counted ({@link VolumeFilters}).
 */
public final class DuplicateMessageFilterRule extends NamedRule {
    /** What to do instead, said alike by this rule and the BurstFilter rule. */
    static final String LOG_LESS = "To log less and keep every WARN and ERROR: tuner recommend with your --rate, --threads and"
            + " --history (7d, say) plans a per-call-site sampler (logtune-sampler) that keeps them, shares a budget among the"
            + " call sites below WARN so a rare one keeps its events, and logs a count of what it drops; or raise the levels"
            + " of the noisiest loggers.";

    public DuplicateMessageFilterRule() {
        super(RuleInfo.knob("duplicate-message-filter", "Logback's DuplicateMessageFilter: drops a repeated ERROR or WARN like any"
                        + " other repeated message, silently and with no time window", null)
                .aboutDrops(LogLevel.ERROR));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (VolumeFilters.Duplicates filter : VolumeFilters.duplicates(context.file())) {
            if (!filter.dropsWarnOrError()) {
                // Every logger is OFF: nothing is logged, nothing dropped.
                continue;
            }
            String levels = filter.floor() == Level.ERROR ? "ERROR" : "ERROR or WARN";
            int passes = filter.allowedRepetitions() + 1;
            findings.add(context.finding(id(), Severity.ERROR, filter.element(), String.format(Locale.ROOT,
                            "DuplicateMessageFilter drops a repeated %s once its message template has been logged %d time%s"
                                    + " (AllowedRepetitions %s), silently, for as long as the template stays among the %d"
                                    + " it remembers (CacheSize%s): there is no time window, so a template logged steadily is"
                                    + " dropped for the life of the process.",
                            levels, passes, passes == 1 ? "" : "s",
                            filter.repetitionsSet() ? String.valueOf(filter.allowedRepetitions()) : "unset: " + filter.allowedRepetitions(),
                            filter.cacheSize(), filter.cacheSet() ? "" : " unset"),
                    "It keys on the format string alone (\"payment {} failed\" is one template whatever its arguments) and"
                            + " ignores the level: the ERROR that repeats during an incident goes exactly as a chatty INFO does."
                            + " It counts nothing, so nobody can tell what went missing. As a turbo filter it runs on every"
                            + " logging call, before the level check, and takes the lock of one synchronized LRU map each"
                            + " time: a disabled DEBUG call pays for it too, and every logging thread queues on that lock.",
                    "Remove it (tuner tune does). " + LOG_LESS));
        }
        return findings;
    }
}

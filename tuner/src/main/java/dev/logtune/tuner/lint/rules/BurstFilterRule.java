package dev.logtune.tuner.lint.rules;

import dev.logtune.configs.model.LogLevel;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.VolumeFilters;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Log4j2's BurstFilter: one budget for every event at or below its level (WARN when unset), and past it those events are
 * dropped without a trace. At ERROR it drops ERRORs, at its default WARNs; below WARN it still starves rare call sites
 * for a hot one. Judged at what reaches it: context-wide every level some logger lets through, on a logger, an
 * AppenderRef or an appender what reaches that ({@link VolumeFilters}).
 */
public final class BurstFilterRule extends NamedRule {
    public BurstFilterRule() {
        super(RuleInfo.knob("burst-filter", "Log4j2's BurstFilter: drops WARN or ERROR events at its level (WARN by default) once"
                        + " its one budget is spent, silently",
                "tune lowers a BurstFilter's level only as far as --allow-drop asks: with --allow-drop WARN it keeps a"
                        + " BurstFilter at WARN")
                .aboutDrops(LogLevel.ERROR));
    }

    @Override
    public List<Finding> check(LintContext context) {
        List<Finding> findings = new ArrayList<>();
        for (VolumeFilters.Burst burst : VolumeFilters.bursts(context.file())) {
            List<Level> drops = burst.drops();
            boolean unknown = burst.unknownLimit();
            if (drops.isEmpty() && !unknown) {
                // Over-budget events pass (onMismatch NEUTRAL or ACCEPT), it limits nothing (ALL), or no level it limits reaches it.
                continue;
            }
            Severity severity = unknown ? Severity.NOTE : burst.dropsAtOrAbove(Level.ERROR) ? Severity.ERROR
                    : burst.dropsAtOrAbove(Level.WARN) ? Severity.WARNING : Severity.NOTE;
            String what = unknown ? "the events at and below a level lint cannot read" : names(drops) + " events";
            String kept = unknown || burst.dropsAtOrAbove(Level.WARN) ? "" : "; WARN and ERROR always pass";
            String message = String.format(Locale.ROOT, "BurstFilter (%s, %s) drops %s silently once its budget is spent: %s,"
                    + " one budget for every logger and call site together%s.", VolumeFilters.where(burst), level(burst), what,
                    budget(burst), kept);
            StringBuilder why = new StringBuilder("Past the budget each such event is denied with no status message and no"
                    + " counter: nobody can tell what went missing. One budget serves every logger and call site that reaches it:"
                    + " a hot call site spends it, and the rare ones, often the ones that matter, go with it.");
            if (severity == Severity.ERROR) {
                why.append(" An ERROR dropped here is one no alert and no incident review will ever see.");
            }
            if (burst.place() == VolumeFilters.Place.CONTEXT) {
                why.append(" Context-wide it runs on every logging call before the logger's level check: calls the level then"
                        + " turns away (a hot DEBUG statement, say) spend the budget too.");
            }
            String fix = severity == Severity.NOTE ? DuplicateMessageFilterRule.LOG_LESS
                    : "level=\"INFO\" (tuner tune sets it): WARN and ERROR then always pass, and INFO and below keep this"
                    + " budget. " + DuplicateMessageFilterRule.LOG_LESS;
            findings.add(context.finding(id(), severity, burst.element(), message, why.toString(), fix));
        }
        return findings;
    }

    private static String level(VolumeFilters.Burst burst) {
        String text = burst.levelText();
        if (text == null) {
            return "level unset: Log4j2's default, WARN";
        }
        if (text.equalsIgnoreCase("OFF")) {
            return "level OFF, which limits every level";
        }
        return "level " + (burst.limitKnown() && burst.limit() != null ? text.toUpperCase(Locale.ROOT) : "\"" + text + "\"");
    }

    /** "10 events/s on average in bursts of up to 1,000 (rate and maxBurst unset: Log4j2's defaults)". */
    private static String budget(VolumeFilters.Burst burst) {
        String rate = burst.rate() == Math.rint(burst.rate()) && burst.rate() < 1e15
                ? Numbers.count((long) burst.rate()) : Numbers.human(burst.rate());
        String unset = !burst.rateSet() && !burst.burstSet() ? " (rate and maxBurst unset: Log4j2's defaults)"
                : !burst.rateSet() ? " (rate unset: Log4j2's default)"
                : !burst.burstSet() ? " (maxBurst unset: 100 x the rate, Log4j2's default)" : "";
        return rate + " events/s on average in bursts of up to " + Numbers.count(burst.maxBurst()) + unset;
    }

    /** "ERROR, WARN and INFO", most severe first. */
    static String names(List<Level> levels) {
        List<String> names = new ArrayList<>();
        for (int i = levels.size() - 1; i >= 0; i--) {
            names.add(levels.get(i).name());
        }
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}

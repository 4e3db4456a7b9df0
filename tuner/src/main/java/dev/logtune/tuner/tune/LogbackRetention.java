package dev.logtune.tuner.tune;

import dev.logtune.configs.model.ByteSizes;
import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Durations;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.model.RollingPolicy;
import dev.logtune.tuner.configfile.model.RollingSetup;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Subject;
import dev.logtune.tuner.lint.rules.RetentionRule;
import dev.logtune.tuner.lint.rules.Severity;

import java.util.List;

/**
 * What a Logback rolling file keeps, where lint's retention rule warns of it: archives never deleted (maxHistory 0 or
 * unset), or minutes of history at the rate. maxHistory reaches back the history wanted, totalSizeCap and maxFileSize
 * are what emit sizes for the rate and the disk budget. A bound the team set looser than that is named, never lowered.
 */
final class LogbackRetention {
    private LogbackRetention() {
    }

    static void tune(Tuning tuning) {
        // Minutes of history is said as a note where it takes a gigabyte or more, and history bounded by age alone (a disk
        // without bound) is a note too: both are fixed.
        List<Finding> warned = new RetentionRule().check(tuning.figures).stream()
                .filter(f -> f.severity() != Severity.NOTE || f.subject() != null
                        && (f.subject().kind() == Subject.Kind.KEEPS_MINUTES || f.subject().kind() == Subject.Kind.AGE_ONLY)).toList();
        for (RollingSetup setup : tuning.judged.model().rolling()) {
            String name = setup.appender().attribute("name");
            boolean timeBased = setup.kind() == RollingPolicy.LOGBACK_TIME || setup.kind() == RollingPolicy.LOGBACK_SIZE_AND_TIME;
            if (!timeBased || setup.period() == null
                    || warned.stream().noneMatch(f -> f.about(name, Subject.Kind.NEVER_DELETES, Subject.Kind.KEEPS_MINUTES,
                    Subject.Kind.AGE_ONLY))) {
                continue;
            }
            // What reaches it is unknown (a filter or level lint cannot read): the whole rate would size it for an upper
            // bound only, so it is left as lint leaves it, unknown.
            if (tuning.figures.load(setup.appender()).map(l -> !l.known()).orElse(false)) {
                continue;
            }
            RetentionSizing sized = RetentionSizing.of(tuning, setup.appender(), setup.compressed());
            if (sized == null) {
                continue;
            }
            retain(tuning, setup, sized);
        }
    }

    private static void retain(Tuning tuning, RollingSetup setup, RetentionSizing asked) {
        ConfigElement policy = setup.policy();
        ConfigElement appender = setup.appender();
        double period = setup.periodSeconds();
        int kept = setup.maxHistory() == null ? 0 : setup.maxHistory();
        // An age limit longer than the one wanted stays, and the budget is held to it.
        RetentionSizing sized = kept * period > asked.historySeconds()
                ? asked.keeping(kept * period, Durations.span(kept * period) + " (its maxHistory " + kept + ")") : asked;
        String shortfall = sized.shortfall();
        if (!shortfall.isEmpty()) {
            tuning.advise(appender.attribute("name") + ": " + shortfall);
        }
        int periods = sized.periods(period);
        int history = kept;
        if (history < periods) {
            String from = policy.child("maxHistory").isPresent() ? history + (history == 0 ? " (never deletes)" : "")
                    : "unset (0: never deletes)";
            String why = history == 0 ? "Logback deletes no archive while maxHistory is 0, and ignores totalSizeCap then: the"
                    + " archives grow until the disk is full (" + Bytes.scaled(sized.sizing().bytesPerSecond() * 86_400) + " a day at "
                    + sized.pace() + ")" : history + " periods of " + Durations.span(period) + " keep " + Durations.span(history * period);
            tuning.change(LogbackKnobs.owner(policy, "maxHistory"), LogbackKnobs.written(policy, "maxHistory"),
                    new Change(Tuning.knob(appender, "maxHistory"), from, String.valueOf(periods), why,
                            "archives are deleted once older than " + sized.historyText() + ", " + periods + " periods of "
                                    + Durations.span(period) + ", or sooner where totalSizeCap binds"),
                    () -> tuning.xml.setChild(policy, "maxHistory", String.valueOf(periods)));
        }
        Long cap = setup.totalSizeCap();
        long wanted = sized.capBytes();
        if (cap == null || cap < wanted && sized.heldBy(cap) < sized.historySeconds()) {
            String from = cap == null ? "unset (no cap)" : ByteSizes.human(cap) + " (" + Durations.span(sized.heldBy(cap)) + " at "
                    + sized.pace() + ")";
            tuning.change(LogbackKnobs.owner(policy, "totalSizeCap"), LogbackKnobs.written(policy, "totalSizeCap"),
                    new Change(Tuning.knob(appender, "totalSizeCap"), from, ByteSizes.human(wanted),
                            (cap == null ? "nothing bounds the archives' total, so a busier day needs more disk than the one sized for"
                                    : "the cap keeps " + Durations.span(sized.heldBy(cap)) + " at " + sized.pace() + ", short of " + sized.historyText()),
                            "the rolled files' part of " + sized.budgetText() + " (the"
                                    + " active file" + (setup.compressed() ? " and one being compressed take" : " takes") + " the rest):"
                                    + " at least " + Durations.span(sized.heldBy(wanted)) + " of history at " + sized.pace()
                                    + "; Logback deletes the oldest archives beyond it"),
                    () -> tuning.xml.setChild(policy, "totalSizeCap", ByteSizes.human(wanted)));
        } else if (cap > wanted) {
            tuning.keep(Tuning.knob(appender, "totalSizeCap") + " " + ByteSizes.human(cap) + " is above the " + ByteSizes.human(wanted)
                    + " " + sized.budgetText() + " leaves the rolled files: not lowered,"
                    + " the team's call (give --disk-budget the disk the log directory really has)");
        }
        if (setup.kind() == RollingPolicy.LOGBACK_SIZE_AND_TIME && setup.sizeTrigger() != null && setup.sizeTrigger() < sized.fileBytes()
                && setup.sizeElement() != appender) {
            ConfigElement holder = setup.sizeElement().isTag("maxFileSize") ? setup.sizeElement().parent().orElse(policy) : policy;
            double rate = tuning.figures.rateAt(appender);
            tuning.change(LogbackKnobs.owner(holder, "maxFileSize"), LogbackKnobs.written(holder, "maxFileSize"),
                    new Change(Tuning.knob(appender, "maxFileSize"), (holder.child("maxFileSize").isPresent() ? "" : "unset ")
                            + ByteSizes.human(setup.sizeTrigger()), ByteSizes.human(sized.fileBytes()),
                            "it rolls every " + Durations.span(setup.sizeTrigger() / sized.sizing().bytesPerSecond()) + " at " + sized.pace(),
                            sized.rolls(rate) + ": each roll renames and compresses under the appender's lock, so fewer rolls"
                                    + " cost the callers less"),
                    () -> tuning.xml.setChild(holder, "maxFileSize", ByteSizes.human(sized.fileBytes())));
        }
    }
}

package dev.logtune.tuner.lint.rules;

import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.configfile.model.RollingSetup;
import dev.logtune.tuner.volume.DiskBudget;
import dev.logtune.tuner.volume.History;
import dev.logtune.tuner.volume.Volume;
import dev.logtune.tuner.volume.VolumePlan;
import dev.logtune.tuner.volume.VolumeProfile;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The retention rule's judgement of a history against what the team asks (--history) and the disk it gives
 * (--disk-budget), and the plan that fits one in the other; kept apart from how the rule works out the history a file
 * keeps.
 */
final class HistoryAgainstBudget {
    private HistoryAgainstBudget() {
    }

    /**
     * With the history the team must keep (--history): an appender that keeps less, or needs more disk than the budget to
     * keep it, is a warning, and the fix is to log less, never to keep minutes: the plan that keeps every WARN and ERROR.
     */
    static Optional<Finding> judge(String id, LintContext context, RollingSetup setup, LogVolume volume, double kept,
                                   double disk, String figures) {
        History asked = context.history();
        if (asked == null) {
            return Optional.empty();
        }
        DiskBudget budget = context.diskBudget();
        boolean tooShort = kept < asked.seconds();
        if (!tooShort && disk <= budget.bytes()) {
            return Optional.empty();
        }
        // The service's own lines where its logs were read; the config's layout's line otherwise.
        VolumeProfile profile = context.profile();
        Volume lines = new Volume(volume.eventsPerSecond(), profile != null ? profile.lineBytes() : volume.line().bytes(), 1);
        long overhead = setup.sizeTrigger() != null ? setup.sizeTrigger() : 0;
        VolumePlan plan = VolumePlan.of(lines, asked, budget, overhead, context.levelShares());
        String name = setup.appender().attribute("name");
        String message = tooShort
                ? String.format(Locale.ROOT, "appender \"%s\" keeps %s of history at %s events/s; %s must reach back %s.", name,
                Durations.span(kept), Numbers.human(volume.eventsPerSecond()), "the service's logs", asked.describe())
                : String.format(Locale.ROOT, "appender \"%s\" needs %s of disk for %s of history at %s events/s, more than the %s"
                + " budget.", name, Bytes.scaled(disk), asked.describe(), Numbers.human(volume.eventsPerSecond()), budget.describe());
        String fix = switch (plan.kind()) {
            case FITS -> "A total cap that keeps " + asked.describe() + " within " + budget.describe()
                    + " (totalSizeCap, IfAccumulatedFileSize) and an age limit of " + asked.describe() + ".";
            case REDUCE -> String.format(Locale.ROOT, "Log less, never silently: keep every WARN and ERROR and share %s events/s"
                            + " below WARN among the call sites, at most %s a site, with logtune-sampler (it counts what it drops"
                            + " in a line every 10 s); or quiet the noisiest loggers to WARN%s, their rare INFO"
                            + " lines with them. tuner tune with the same --history and --disk-budget writes the diff; tuner recommend"
                            + " --history %s --emit writes a file that does it, measured.", Numbers.count(plan.infoLimit()),
                    Numbers.count(plan.perSiteLimit()), heaviest(profile), asked.describe().replace(" days", "d").replace(" day", "d"));
            case TOO_SMALL -> "WARN and ERROR alone outgrow " + budget.describe() + " for " + asked.describe() + ": a disk"
                    + " budget of " + plan.budgetNeeded().describe() + " keeps them (nothing should drop a WARN or ERROR to fit).";
        };
        return Optional.of(context.finding(id, Severity.WARNING, setup.sizeElement(), message,
                figures + " " + plan.arithmetic() + " (rolled files at their written size; " + context.levelShares().source() + ").",
                fix));
    }

    // Where the budget judged against comes from: the team's --disk-budget, or the volume model's default.
    static String said(DiskBudget budget) {
        return "A log directory past its disk fills the disk the service runs on (judged against " + budget.describe()
                + ", --disk-budget" + (budget.equals(DiskBudget.DEFAULT) ? "'s default; give yours" : "") + ").";
    }

    /** " (your logs' heaviest below WARN: a, b, c)", or nothing without a profile. */
    private static String heaviest(VolumeProfile profile) {
        if (profile == null) {
            return "";
        }
        List<String> loggers = profile.templates().stream().filter(t -> !t.severe()).map(VolumeProfile.TemplateVolume::logger)
                .distinct().limit(3).toList();
        return loggers.isEmpty() ? "" : " (your logs' heaviest below WARN: " + String.join(", ", loggers) + ")";
    }
}

package dev.logtune.tuner.tune;

import dev.logtune.configs.model.ByteSizes;
import dev.logtune.configs.model.Rolling;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.emit.RollSizing;
import dev.logtune.tuner.lint.rules.LintContext;
import dev.logtune.tuner.volume.Volume;
import dev.logtune.tuner.volume.VolumePlan;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a Log4j2 rolling file tune writes keeps at the target, sized as emit sizes one ({@link RollSizing}): files that
 * roll minutes apart, the rolled files' share of --disk-budget, and an age of --history in whole days (a week where none
 * was asked). Where the budget cannot hold the history, {@link #shortOf} says so.
 *
 * @param file the size that rolls the file, in bytes
 * @param cap what the rolled files may take together, in bytes
 * @param age the Delete's IfLastModified age ("P7D")
 * @param effect what the file then keeps, in words
 */
record Log4j2RollSize(RollSizing sizing, long file, long cap, String age, String effect, String shortOf) {

    static Log4j2RollSize of(Target target, LintContext context, ConfigElement appender, boolean compressed, double rate) {
        double lineBytes = context.profile() != null ? context.profile().lineBytes() : context.lineBytes(appender).bytes();
        Rolling base = compressed ? Rolling.MEASURED : Rolling.MEASURED.uncompressed();
        Volume volume = new Volume(rate, lineBytes, 1);
        RollSizing sizing = target.history() == null ? RollSizing.of(base, rate, lineBytes, target.diskBudget().bytes())
                : RollSizing.of(base, volume, target.history(), target.diskBudget());
        long file = sizing.rolling().maxFileSizeBytes();
        long cap = sizing.rolling().totalSizeCapBytes();
        String effect = String.format(Locale.ROOT, "at %s events/s of about %.0f bytes it rolls about every %s and keeps at least %s"
                        + " of history (the rolled files' %s share of the %s disk budget, counted at their written size)",
                Numbers.human(rate), lineBytes, Durations.span(sizing.rollSeconds()), Durations.span(sizing.historySeconds()),
                ByteSizes.log4j2(cap), target.diskBudget().describe())
                + (sizing.historySeconds() < 3_600 ? "; under an hour: a --disk-budget of "
                + ByteSizes.log4j2(sizing.budgetForAnHour()) + " keeps an hour of lines at this rate" : "");
        String shortOf = null;
        if (target.history() != null) {
            VolumePlan plan = VolumePlan.of(volume, target.history(), target.diskBudget(), file, context.levelShares());
            if (plan.kind() != VolumePlan.Kind.FITS) {
                shortOf = Tuning.knob(appender, "history") + ": the " + target.diskBudget().describe() + " budget cannot hold "
                        + target.history().describe() + " at " + Numbers.human(rate) + " events/s (" + plan.budgetForAll().describe()
                        + " would); the cap binds first and keeps " + Durations.span(sizing.historySeconds()) + ". "
                        + (plan.kind() == VolumePlan.Kind.REDUCE ? "To keep the history, log less: tuner recommend --history "
                        + target.history().option() + " --disk-budget " + target.diskBudget().option() + " --emit plans it"
                        : "WARN and ERROR alone outgrow it: a budget of " + plan.budgetNeeded().describe() + " keeps them");
            }
        }
        return new Log4j2RollSize(sizing, file, cap, "P" + sizing.rolling().maxHistory() + "D", effect, shortOf);
    }

    /** The Delete that keeps this: the archives its glob names below basePath, the age or the cap, whichever binds first. */
    List<XmlEdits.Indented> delete(Log4j2ArchivePlace at) {
        return List.of(
                new XmlEdits.Indented(0, "<Delete basePath=\"" + at.basePath() + "\" maxDepth=\"" + at.depth() + "\">"),
                new XmlEdits.Indented(1, "<IfFileName glob=\"" + at.glob() + "\">"),
                new XmlEdits.Indented(2, "<IfAny>"),
                new XmlEdits.Indented(3, "<IfLastModified age=\"" + age + "\"/>"),
                new XmlEdits.Indented(3, "<IfAccumulatedFileSize exceeds=\"" + ByteSizes.log4j2(cap) + "\"/>"),
                new XmlEdits.Indented(2, "</IfAny>"),
                new XmlEdits.Indented(1, "</IfFileName>"),
                new XmlEdits.Indented(0, "</Delete>"));
    }

    /** The same Delete as a properties file writes it: keys below the strategy's prefix and the Delete's id. */
    List<Map.Entry<String, String>> deleteKeys(Log4j2ArchivePlace at) {
        return List.of(Map.entry("type", "Delete"), Map.entry("basePath", at.basePath()),
                Map.entry("maxDepth", String.valueOf(at.depth())),
                Map.entry("name.type", "IfFileName"), Map.entry("name.glob", at.glob()),
                Map.entry("name.any.type", "IfAny"),
                Map.entry("name.any.age.type", "IfLastModified"), Map.entry("name.any.age.age", age),
                Map.entry("name.any.size.type", "IfAccumulatedFileSize"), Map.entry("name.any.size.exceeds", ByteSizes.log4j2(cap)));
    }

    /** The same Delete as a JSON object, the value of a "Delete" key in JSON or (as a flow mapping) in YAML. */
    String deleteJson(Log4j2ArchivePlace at) {
        return "{\"basePath\": " + TreeEdits.jsonString(at.basePath()) + ", \"maxDepth\": " + at.depth() + ", \"IfFileName\": {\"glob\": "
                + TreeEdits.jsonString(at.glob()) + ", \"IfAny\": {\"IfLastModified\": {\"age\": " + TreeEdits.jsonString(age)
                + "}, \"IfAccumulatedFileSize\": {\"exceeds\": " + TreeEdits.jsonString(ByteSizes.log4j2(cap)) + "}}}}";
    }

    /** The lines as one, for a change's report. */
    static String oneLine(List<XmlEdits.Indented> lines) {
        return String.join("", lines.stream().map(XmlEdits.Indented::text).toList());
    }
}

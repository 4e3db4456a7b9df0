package dev.logtune.tuner.tune;

import dev.logtune.tuner.advice.Target;
import dev.logtune.configs.model.ByteSizes;
import dev.logtune.configs.model.Rolling;
import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.emit.RollSizing;
import dev.logtune.tuner.volume.History;

import java.util.Locale;

/**
 * What one appender's rolled files should keep at the target: the file size and total cap emit's {@link RollSizing}
 * gives for the rate and the disk budget, and the age limit of the history asked for (--history), or the week an emitted
 * file keeps. Whether the budget holds that history at the rate is said, never capped silently.
 *
 * @param sizing the file size and total cap for what reaches the appender
 * @param historySeconds the history wanted
 * @param historyText "7 days (the week an emitted file keeps; --history names yours)"
 * @param budgetText "the 10 GB --disk-budget", or "a 5 GB share (1 of 2 files written) of the 10 GB --disk-budget"
 */
record RetentionSizing(RollSizing sizing, double historySeconds, String historyText, String budgetText) {
    private static final double DAY = 86_400;
    private static final long MB = 1L << 20;

    /** Null where lint cannot say what reaches the appender, so nothing can be sized from it. */
    static RetentionSizing of(Tuning tuning, ConfigElement appender, boolean compressed) {
        Double rate = tuning.figures.rateAt(appender);
        if (rate == null || !(rate > 0)) {
            return null;
        }
        double lineBytes = tuning.figures.lineBytes(appender).bytes();
        // The log directory holds every file the configuration writes: each gets an equal share of the budget.
        long files = Math.max(1, tuning.facts.appenders().stream().filter(a -> LogbackKnobs.FILE_APPENDERS.contains(tuning.facts.type(a)))
                .filter(a -> tuning.figures.load(a).map(l -> !l.none()).orElse(true)).count());
        return of(tuning.target, rate, lineBytes, compressed, files);
    }

    /** For one of {@code files} written at {@code rate} events/s of {@code lineBytes}: its share of the budget. */
    static RetentionSizing of(Target target, double rate, double lineBytes, boolean compressed, long files) {
        Rolling base = compressed ? Rolling.MEASURED : Rolling.MEASURED.uncompressed();
        long budget = target.diskBudget().bytes();
        long share = files == 1 ? budget : budget / files / MB * MB;
        String budgetText = files == 1 ? "the " + target.diskBudget().describe() + " --disk-budget"
                : "a " + ByteSizes.log4j2(share) + " share (1 of " + files + " files written) of the "
                + target.diskBudget().describe() + " --disk-budget";
        RollSizing sizing = RollSizing.of(base, rate, lineBytes, share);
        History asked = target.history();
        return asked != null ? new RetentionSizing(sizing, asked.seconds(), asked.describe() + " (--history)", budgetText)
                : new RetentionSizing(sizing, Rolling.PRODUCTION.maxHistory() * DAY, Rolling.PRODUCTION.maxHistory()
                + " days (what an emitted file keeps; --history names yours)", budgetText);
    }

    /** The same sizing for a longer history the file already keeps by age: the budget is held to that one. */
    RetentionSizing keeping(double seconds, String text) {
        return new RetentionSizing(sizing, seconds, text, budgetText);
    }

    long fileBytes() {
        return sizing.rolling().maxFileSizeBytes();
    }

    long capBytes() {
        return sizing.rolling().totalSizeCapBytes();
    }

    /** Whole periods of {@code periodSeconds} that reach back the history wanted. */
    int periods(double periodSeconds) {
        return (int) Math.max(1, Math.ceil(historySeconds / periodSeconds));
    }

    /** The seconds a total cap of {@code cap} bytes keeps at the rate, rolled files at their written size. */
    double heldBy(long cap) {
        return cap / sizing.bytesPerSecond();
    }

    /** "8.4 MB/s", what reaches the appender. */
    String pace() {
        return Bytes.scaled(sizing.bytesPerSecond()) + "/s";
    }

    /**
     * Where the budget's cap keeps less than the history wanted: a sentence saying so, with what would keep it, said
     * once an appender; empty where it fits.
     */
    String shortfall() {
        double held = heldBy(capBytes());
        if (held >= historySeconds) {
            return "";
        }
        return String.format(Locale.ROOT, "%s holds only %s of the %s at %s (%s a day): a larger --disk-budget, or log"
                        + " less (tuner lint --history with the same budget says how, every WARN and ERROR kept), keeps the rest",
                budgetText, Durations.span(held), historyText.replaceFirst(" \\(.*", ""),
                pace(), Bytes.scaled(sizing.bytesPerSecond() * DAY));
    }

    /** "a roll about every 2 min at 38k events/s". */
    String rolls(double eventsPerSecond) {
        return "a roll about every " + Durations.span(sizing.rollSeconds()) + " at " + Numbers.human(eventsPerSecond) + " events/s";
    }
}

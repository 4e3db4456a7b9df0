package dev.logtune.tuner.advice;

import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.volume.Volume;

import java.util.Locale;
import java.util.Optional;

/** With no history named: how far back the disk budget reaches at the rate, and how to plan for the history a team needs. */
public final class HistoryHint {
    /** Past this much history, a hint has nothing to add. */
    static final double ENOUGH_SECONDS = 7 * 86_400;

    private HistoryHint() {
    }

    /** "the 10 GB disk budget keeps about 19 min of these lines ..."; empty where the file keeps a week or does not roll. */
    public static Optional<String> of(Target target, SetupSpec pick) {
        if (target.history() != null || !target.rolls() || pick == null || !pick.sink().writesFiles()) {
            return Optional.empty();
        }
        long file = pick.sink() instanceof RollingFileSink sink ? sink.rolling().maxFileSizeBytes() : 0;
        Volume lines = new Volume(target.rate(), LineBytes.of(pick).bytes(), 1);
        double kept = lines.historySeconds(target.diskBudget().bytes() - 2.0 * file);
        if (kept >= ENOUGH_SECONDS) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "the %s disk budget keeps about %s of these lines at %s events/s;"
                        + " --history 7d (how far back your logs must reach) plans what to keep in it: every WARN and ERROR,"
                        + " the rest sampled per call site and counted", target.diskBudget().describe(), Durations.span(kept),
                Numbers.human(target.rate())));
    }
}

package dev.logtune.tuner.recommend;

import dev.logtune.tuner.cli.DurationConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

import java.time.Duration;

/** {@code --measure} and how long it may take: racing the shortlist on this machine before answering. */
public final class MeasureOptions {
    @Option(names = "--measure", description = "Race the shortlist on this machine at the rate before answering: rounds of"
            + " fresh JVMs beside a no-logging control, dropping each setup the runs show to be worse, until one is left.")
    boolean measure;

    // 3 s, the sweep's shortest window: the default 15-minute budget fits about twelve rounds of a shortlist of five
    // beside the defaults and the control (7 runs of about 9 s), the last planned look.
    @Option(names = "--measure-duration", defaultValue = "3s", converter = DurationConverter.class,
            description = "The shortest window --measure measures each run (default: ${DEFAULT-VALUE}, after 2 s warm-up;"
                    + " low rates get longer ones, for the p99.9).")
    Duration measureDuration;

    @Option(names = "--budget", defaultValue = "15m", converter = DurationConverter.class,
            description = "Time --measure may take: it stops before a round that would overrun it (default: ${DEFAULT-VALUE}).")
    Duration budget;

    @Option(names = "--max-rounds", defaultValue = "12",
            description = "Rounds --measure runs at most (default: ${DEFAULT-VALUE}; setups are judged at rounds 8, 10 and 12,"
                    + " planned in advance, paired within the same rounds).")
    int maxRounds;

    /** The race to run, checked; null without --measure. */
    RacePlan plan(CommandSpec spec) {
        if (!measure) {
            return null;
        }
        if (maxRounds < 1) {
            throw new ParameterException(spec.commandLine(), "--max-rounds must be at least 1, was " + maxRounds);
        }
        return new RacePlan(measureDuration, budget, maxRounds);
    }
}

package dev.logtune.tuner.tune;

import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.lint.rules.Finding;

import java.nio.file.Path;
import java.util.List;

/**
 * What tune answers, ready to print, in the order it is said: what was read, the diff or why there is none, what
 * --write wrote, and the side by side of --verify ({@link SideBySide.Comparison}).
 */
sealed interface TuneOutcome permits TuneOutcome.Read, TuneOutcome.Untouched, TuneOutcome.Tuned, TuneOutcome.ServiceUntouched,
        TuneOutcome.ServiceTuned, TuneOutcome.Wrote, SideBySide.Comparison {

    /**
     * What was read to find the config, and why: the service's application properties.
     *
     * @param named the config the properties name, which is what is tuned; false: the properties themselves are tuned
     */
    record Read(List<String> lines, boolean named) implements TuneOutcome {
    }

    /**
     * A config with nothing applied: already tuned, or what lint still warns of and why tune leaves it.
     *
     * @param warnings the original's findings that warn of loss or blocking ({@link Unchangeable#of})
     * @param judgedFor the framework version it was judged for, and where that came from
     */
    record Untouched(Path file, Target target, TunePlan plan, List<Finding> warnings, String judgedFor) implements TuneOutcome {
    }

    /**
     * A config tuned: its diffs, each change, then what was left and why.
     *
     * @param remaining what lint still warns of that no knob here changes, one line each
     */
    record Tuned(Path file, Path propertiesFile, TunePlan plan, List<String> remaining, String judgedFor) implements TuneOutcome {
    }

    /** Application properties with nothing to change. */
    record ServiceUntouched(Path file, Target target, List<String> kept) implements TuneOutcome {
    }

    /** Application properties tuned: their diff, and the logback-spring.xml a queue needs. */
    record ServiceTuned(Path file, SpringBootTune.Plan plan) implements TuneOutcome {
    }

    /**
     * What --write wrote, in order.
     *
     * @param added the file among them added beside the user's (the logback-spring.xml a service needs), or null; the
     *     others replaced the user's files in place, each original kept
     */
    record Wrote(List<Path> files, Path added) implements TuneOutcome {
        public Wrote {
            files = List.copyOf(files);
        }
    }
}

package dev.logtune.tuner.cli;

import dev.logtune.tuner.advice.Target;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

import java.time.Duration;

/** {@code --max-unflushed}: what a crash may lose, shared by every command that judges a config against a target. */
public final class UnflushedOption {
    @Option(names = "--max-unflushed", paramLabel = "DURATION", defaultValue = "1s",
            description = "The longest an event may sit in the process before the OS has it: what a JVM killed without"
                    + " its shutdown hooks loses (default: ${DEFAULT-VALUE}; none for no limit).")
    String maxUnflushed;

    /** The limit, or null for none; a value without its unit is refused as the other durations are. */
    public Duration limit(CommandSpec spec) {
        if (maxUnflushed == null || maxUnflushed.equalsIgnoreCase("none")) {
            return null;
        }
        try {
            return new DurationConverter().convert(maxUnflushed);
        } catch (Exception e) {
            throw new ParameterException(spec.commandLine(), "--max-unflushed: " + e.getMessage());
        }
    }

    /** The limit as recommend applies it by default. */
    public static Duration byDefault() {
        return Target.DEFAULT_MAX_UNFLUSHED;
    }
}

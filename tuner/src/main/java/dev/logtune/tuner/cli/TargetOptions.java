package dev.logtune.tuner.cli;

import dev.logtune.configs.model.LogLevel;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

import java.time.Duration;

/**
 * The load a config is judged for, shared by the commands that size a setup to it (recommend, tune): the rate, the
 * threads, a stall to absorb, what may be dropped, and what a crash may lose.
 */
public final class TargetOptions {
    @Option(names = "--rate", required = true, converter = RateConverter.class,
            description = "Events per second over all threads (38000, 38k).")
    double rate;

    @Option(names = "--threads", required = true, description = "Threads that log concurrently.")
    int threads;

    @Option(names = "--stall", converter = DurationConverter.class,
            description = "A disk stall to absorb without blocking callers or losing events (e.g. 2s); sizes the queue.")
    Duration stall;

    @Option(names = "--allow-drop", paramLabel = "LEVEL", description = "Events at LEVEL and below may be dropped under load"
            + " (e.g. INFO). Default: none may be lost.")
    String allowDrop;

    @picocli.CommandLine.Mixin
    UnflushedOption unflushed;

    public double rate() {
        return rate;
    }

    /** The threads, checked to be a count a process could run. */
    public int threads(CommandSpec spec) {
        OptionChecks.threads(spec, threads);
        return threads;
    }

    public Duration stall() {
        return stall;
    }

    /** The most severe level that may be dropped, or null when none may. */
    public LogLevel allowDrop(CommandSpec spec) {
        if (allowDrop == null) {
            return null;
        }
        try {
            return LogLevel.parse(allowDrop);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--allow-drop: " + e.getMessage());
        }
    }

    /** What a crash may lose, or null for no limit. */
    public Duration maxUnflushed(CommandSpec spec) {
        return unflushed.limit(spec);
    }
}

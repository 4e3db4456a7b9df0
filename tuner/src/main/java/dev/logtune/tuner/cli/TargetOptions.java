package dev.logtune.tuner.cli;

import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.advice.TargetBuilder;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

import java.time.Duration;

/**
 * The load a config is sized for, and what it may lose, shared by the commands that size a setup to it (recommend,
 * tune): the load, a stall to absorb, what may be dropped, and what a crash may lose. {@link #target} is the one place a
 * {@link Target} is built from the command line.
 */
public final class TargetOptions {
    @Mixin
    LoadOptions load;

    @Option(names = "--stall", converter = DurationConverter.class,
            description = "A disk stall to absorb without blocking callers or losing events (e.g. 2s); sizes the queue.")
    Duration stall;

    @Option(names = "--allow-drop", paramLabel = "LEVEL", description = "Events at LEVEL and below may be dropped under load"
            + " (e.g. INFO). Default: none may be lost.")
    String allowDrop;

    @Mixin
    UnflushedOption unflushed;

    @Option(names = "--sink", paramLabel = "file|stdout", defaultValue = "file", converter = DestinationConverter.class,
            description = "Where the service's lines go: a file it keeps, or standard output that the container runtime"
                    + " reads and an agent ships (default: ${DEFAULT-VALUE}).")
    Destination sink;

    @Option(names = "--layout", paramLabel = "pattern|json", defaultValue = "pattern", converter = LineFormatConverter.class,
            description = "The line it writes: the pattern layout, or one JSON object a line (default: ${DEFAULT-VALUE}).")
    LineFormat layout;

    @Mixin
    PlainFileOption plainFile;

    @Mixin
    VolumeOptions volume;

    /** The target for either framework, with no burst and no p99 ceiling. */
    public Target target(CommandSpec spec) {
        return target(spec, null, null, null);
    }

    /**
     * The target, every value checked.
     *
     * @param framework null for either
     * @param burst null for none
     * @param p99 a ceiling on response p99, or null
     */
    public Target target(CommandSpec spec, Framework framework, Burst burst, Duration p99) {
        TargetBuilder target = Target.builder().rate(load.rate()).threads(load.threads(spec)).framework(framework)
                .allowDrop(allowDrop(spec)).stall(stall).p99(p99).maxUnflushed(unflushed.limit(spec)).writing(sink, layout)
                .plainFile(plainFile.plainFile()).keeping(volume.target());
        if (burst != null) {
            target.burst(burst.factor(), burst.length());
        }
        return target.build();
    }

    private LogLevel allowDrop(CommandSpec spec) {
        if (allowDrop == null) {
            return null;
        }
        try {
            return LogLevel.parse(allowDrop);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--allow-drop: " + e.getMessage());
        }
    }
}

package dev.logtune.tuner.emit;

import dev.logtune.tuner.cli.ByteSizeConverter;
import picocli.CommandLine.Option;

/** The options every command that writes a config file shares. */
public final class EmitOptions {
    @Option(names = "--disk-budget", paramLabel = "SIZE", converter = ByteSizeConverter.class, defaultValue = "10GB",
            description = "The disk the log directory may take (e.g. 10GB): a rolling file's size and its history's cap are"
                    + " sized to fit it at the rate (default: ${DEFAULT-VALUE}).")
    long diskBudget;

    @Option(names = "--force", description = "Replace the file (and log4j2.component.properties beside it) if they exist.")
    boolean force;

    public long diskBudget() {
        return diskBudget;
    }

    public boolean force() {
        return force;
    }
}

package dev.logtune.tuner.emit;

import picocli.CommandLine.Option;

/** The options every command that writes a config file shares. */
public final class EmitOptions {
    @Option(names = "--rolling", defaultValue = "as-measured", converter = RollingChoice.Converter.class,
            description = "as-measured: the file rolls exactly as the measured setup did (logback-rolling rolls, logback-file"
                    + " does not); size-and-time: roll at 100 MB and each day, keep 7 days and 10 GB, gzipped;"
                    + " none: one plain file. Anything but as-measured is a change the figures do not cover, and the file"
                    + " says so (default: ${DEFAULT-VALUE}).")
    RollingChoice rolling;

    @Option(names = "--force", description = "Replace the file (and log4j2.component.properties beside it) if they exist.")
    boolean force;

    public RollingChoice rolling() {
        return rolling;
    }

    public boolean force() {
        return force;
    }
}

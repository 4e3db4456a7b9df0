package dev.logtune.tuner.emit;

import picocli.CommandLine.Option;

/** The options every command that writes a config file shares. */
public final class EmitOptions {
    @Option(names = "--rolling", defaultValue = "size-and-time", converter = RollingChoice.Converter.class,
            description = "size-and-time: roll at 100 MB and each day, keep 7 days and 10 GB, gzipped off the logging thread;"
                    + " none: one plain file, for services shipped from stdout or by a sidecar (default: ${DEFAULT-VALUE}).")
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

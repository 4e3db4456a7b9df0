package dev.logtune.tuner.emit;

import picocli.CommandLine.Option;

/** The options every command that writes a config file shares. */
public final class EmitOptions {
    @Option(names = "--force", description = "Replace the file (and log4j2.component.properties beside it) if they exist.")
    boolean force;

    public boolean force() {
        return force;
    }
}

package dev.logtune.tuner.cli;

import picocli.CommandLine.Option;

/** {@code --plain-file}: a file that never rolls, for a host that rotates it. One option for every command that writes or picks a file. */
public final class PlainFileOption {
    @Option(names = "--plain-file", description = "One plain file that never rolls, for a host whose logrotate rotates it"
            + " (with copytruncate, which loses the lines written while it copies: Logback has no signal to reopen the file)."
            + " Without it a file rolls by size and day with bounded history sized to the rate.")
    boolean plainFile;

    public boolean plainFile() {
        return plainFile;
    }
}

package dev.logtune.tuner.cli;

import java.nio.file.Path;

/** Where the tuner reads and writes inside a logtune checkout (bin/tuner passes its location). */
public final class ProjectPaths {
    public static final String HOME_PROPERTY = "logtune.home";

    private ProjectPaths() {
    }

    public static Path home() {
        return Path.of(System.getProperty(HOME_PROPERTY, ".")).toAbsolutePath().normalize();
    }

    /** Runs measured on this machine land here, newest last by name. */
    public static Path runs() {
        return home().resolve("reports").resolve("runs");
    }
}

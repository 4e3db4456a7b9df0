package dev.logtune.tuner.cli;

import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@code -D}: values for {@code ${...}} in a config file, shared by the commands that read one (lint, tune, verify). */
public final class DefinesOption {
    @Option(names = "-D", mapFallbackValue = "", description = "A value for $${...} in the file (repeatable): -DLOG_DIR=/var/log/app;"
            + " where the config runs, Log4j2 gets it as a property too.")
    Map<String, String> defines = new LinkedHashMap<>();

    /** The values, in the order given. */
    public Map<String, String> values() {
        return defines;
    }
}

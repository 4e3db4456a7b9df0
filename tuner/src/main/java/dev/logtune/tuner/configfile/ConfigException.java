package dev.logtune.tuner.configfile;

import dev.logtune.support.input.InputProblem;

/** A configuration file that cannot be read; the message names the file (and line) and says why, on one line. */
public final class ConfigException extends Exception implements InputProblem {
    public ConfigException(String message) {
        super(message);
    }

    public ConfigException(String message, Throwable cause) {
        super(message, cause);
    }
}

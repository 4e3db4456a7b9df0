package dev.logtune.configs.model;

import java.util.Locale;

/**
 * Where a service's lines go, as a team states it: files it keeps, or standard output, a pipe that a container runtime
 * reads and an agent ships. The question differs: a file's write returns once the page cache has it, a pipe's blocks
 * once its 64 KB are full and the reader has fallen behind.
 */
public enum Destination {
    FILE, STDOUT;

    public static Destination of(Sink sink) {
        return sink instanceof ConsoleSink ? STDOUT : FILE;
    }

    /** "file", "stdout": as the command line spells it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Destination parse(String text) {
        for (Destination destination : values()) {
            if (destination.label().equalsIgnoreCase(text.strip())) {
                return destination;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a sink: file or stdout");
    }
}

package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** The tune tests' runs at one target (38,000 events/s over 60 threads), and their fixtures copied out of the jar. */
final class TuneRuns {
    private TuneRuns() {
    }

    /** "log4j2-output/log4j2.xml" under /tune/, copied into {@code into} by its file name. */
    static Path fixture(String name, Path into) throws IOException {
        Path copy = Files.createDirectories(into).resolve(name.substring(name.indexOf('/') + 1));
        try (InputStream in = TuneRuns.class.getResourceAsStream("/tune/" + name)) {
            Files.copy(in, copy);
        }
        return copy;
    }

    static TunerRun tune(Path file, String... more) {
        String[] head = {"tune", file.toString(), "--rate", "38000", "--threads", "60"};
        String[] args = java.util.Arrays.copyOf(head, head.length + more.length);
        System.arraycopy(more, 0, args, head.length, more.length);
        return TunerRun.of(args);
    }

    static String lint(Path file) {
        return TunerRun.of("lint", file.toString(), "--rate", "38000", "--threads", "60").out();
    }
}

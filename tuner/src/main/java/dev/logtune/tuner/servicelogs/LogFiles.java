package dev.logtune.tuner.servicelogs;

import dev.logtune.support.files.FileProblem;
import dev.logtune.support.input.BadInputException;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/** The log files named: files as given, a directory's files in name order, gzipped ones read through gzip. */
final class LogFiles {
    private LogFiles() {
    }

    /** The files of {@code inputs}; a missing one is refused in one line. */
    static List<Path> expand(List<Path> inputs) {
        List<Path> files = new ArrayList<>();
        for (Path input : inputs) {
            if (Files.isDirectory(input)) {
                try (Stream<Path> walk = Files.walk(input)) {
                    walk.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().startsWith(".")).sorted()
                            .forEach(files::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                continue;
            }
            String problem = FileProblem.ofInput(input, "log file");
            if (problem != null) {
                throw new BadInputException(problem);
            }
            files.add(input);
        }
        if (files.isEmpty()) {
            throw new BadInputException("no log files in " + inputs);
        }
        return files;
    }

    /** Whether {@code file} starts as gzip does. */
    static boolean gzipped(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.read() == 0x1f && in.read() == 0x8b;
        }
    }

    /** The file's lines' bytes: through gzip where it is gzipped. */
    static InputStream open(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        return gzipped(file) ? new GZIPInputStream(raw, 1 << 16) : new BufferedInputStream(raw, 1 << 16);
    }
}

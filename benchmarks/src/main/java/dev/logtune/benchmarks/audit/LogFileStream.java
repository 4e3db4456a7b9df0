package dev.logtune.benchmarks.audit;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/** A log file's lines as bytes: a rolled file the framework gzipped is read through gzip, so its events count too. */
final class LogFileStream {
    private LogFileStream() {
    }

    static boolean compressed(Path file) {
        return file.getFileName().toString().endsWith(".gz");
    }

    static InputStream open(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        return compressed(file) ? new GZIPInputStream(new BufferedInputStream(raw, 1 << 16), 1 << 16) : raw;
    }
}

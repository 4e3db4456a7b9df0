package dev.logtune.benchmarks.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Waits for a log directory to stop changing before its files are read. A stopped framework may still be compressing
 * rolled files: Logback's rolling policy waits at stop only for the last roll's compression, and earlier ones go on in
 * its executor, renaming and deleting files under a reader that lists the directory once.
 */
public final class SettledDirectory {
    /** Unchanged this long: no compression is writing (a gzip of one rolled file writes far more often than this). */
    private static final Duration QUIET = Duration.ofMillis(250);

    private SettledDirectory() {
    }

    /** Returns once two looks {@link #QUIET} apart see the same names and sizes, or when {@code limit} has passed. */
    public static void await(Path dir, Duration limit) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        Map<String, Long> before = look(dir);
        while (System.nanoTime() < deadline) {
            Thread.sleep(QUIET.toMillis());
            Map<String, Long> now = look(dir);
            if (now.equals(before)) {
                return;
            }
            before = now;
        }
    }

    private static Map<String, Long> look(Path dir) throws IOException {
        Map<String, Long> sizes = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return sizes;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.toList()) {
                try {
                    sizes.put(file.getFileName().toString(), Files.size(file));
                } catch (NoSuchFileException gone) {
                    sizes.put(file.getFileName().toString(), -1L);
                }
            }
        }
        return sizes;
    }
}

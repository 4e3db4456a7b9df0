package dev.logtune.benchmarks.harness;

import dev.logtune.lab.results.RunCost;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The measuring JVM's own CPU time and the files its logging left: what a run cost beside the callers' time. */
final class ProcessCpu {
    private ProcessCpu() {
    }

    /** CPU time of every thread of this JVM so far, or -1 where the platform does not say. */
    static long nanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }

    /** The cost of a window of {@code seconds} that used {@code cpuNanos}; the files of {@code logDir} if given. */
    static RunCost cost(long cpuNanos, double seconds, Path logDir) {
        double cores = cpuNanos < 0 ? Double.NaN : cpuNanos / 1e9 / seconds;
        if (logDir == null || !Files.isDirectory(logDir)) {
            return new RunCost(cores, 0, 0);
        }
        // A framework may still be compressing a rolled file after it stopped, and deletes the uncompressed one when done:
        // a file that vanishes between the listing and its size is not counted.
        try (Stream<Path> files = Files.list(logDir)) {
            List<Path> regular = files.filter(Files::isRegularFile).toList();
            int count = 0;
            long bytes = 0;
            for (Path file : regular) {
                try {
                    bytes += Files.size(file);
                    count++;
                } catch (NoSuchFileException gone) {
                    // compressed and deleted meanwhile
                }
            }
            return new RunCost(cores, count, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("could not list the log directory " + logDir, e);
        }
    }
}

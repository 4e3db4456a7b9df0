package dev.logtune.benchmarks.harness;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The stop-the-world pauses of a window, read from the JVM's own safepoint log
 * ({@code -Xlog:safepoint=info:file=F:uptimenanos}). GC pauses are safepoints too, so this sees every time the whole
 * process stood still: a 90 ms pause is not the appender's queue, and a run that had one says so.
 */
public final class SafepointLog {
    private static final Pattern LINE = Pattern.compile("^\\[(\\d+)ns].*Safepoint .*Total: (\\d+) ns");

    private SafepointLog() {
    }

    /** Names the file this JVM's safepoint log goes to; set by the launcher beside the flag that writes it. */
    public static final String PROPERTY = "logtune.safepointLog";

    /** The JVM flags that write the log this class reads, and tell the child where it is. */
    public static List<String> flags(Path file) {
        return List.of("-Xlog:safepoint=info:file=" + file + ":uptimenanos", "-D" + PROPERTY + "=" + file);
    }

    /** This JVM's pauses in the window, in its own uptime; none known where it was started without the flags. */
    public static Pauses ofThisJvm(long fromUptimeNanos, long toUptimeNanos) throws IOException {
        String file = System.getProperty(PROPERTY);
        return file == null ? new Pauses(-1, 0, 0) : read(Path.of(file), fromUptimeNanos, toUptimeNanos);
    }

    /** Pauses that ended within [fromUptimeNanos, toUptimeNanos]; none where the log is missing. */
    public static Pauses read(Path file, long fromUptimeNanos, long toUptimeNanos) throws IOException {
        if (!Files.isRegularFile(file)) {
            return new Pauses(-1, 0, 0);
        }
        return parse(Files.readAllLines(file, StandardCharsets.UTF_8), fromUptimeNanos, toUptimeNanos);
    }

    static Pauses parse(List<String> lines, long fromUptimeNanos, long toUptimeNanos) {
        long count = 0;
        long total = 0;
        long longest = 0;
        for (String line : lines) {
            Matcher m = LINE.matcher(line);
            if (!m.find()) {
                continue;
            }
            long at = Long.parseLong(m.group(1));
            if (at < fromUptimeNanos || at > toUptimeNanos) {
                continue;
            }
            long nanos = Long.parseLong(m.group(2));
            count++;
            total += nanos;
            longest = Math.max(longest, nanos);
        }
        return new Pauses(count, total / 1e6, longest / 1e6);
    }

    /** @param count -1 where no log could be read */
    public record Pauses(long count, double totalMillis, double maxMillis) {
    }
}

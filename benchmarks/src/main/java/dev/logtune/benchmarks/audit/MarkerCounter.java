package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.OrderWorkload;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * Counts the workload's events in log output by their marker, one per event whatever the layout (a stack trace adds
 * lines but no marker; a JSON line holds the message once). Only whole events count (see {@link WholeEventScanner}):
 * a line cut after its marker was not written. Every sighting counts; {@link EventIdCounter} counts distinct ids.
 */
public final class MarkerCounter {
    private static final int BUFFER = 1 << 20;

    private long count;
    private final WholeEventScanner scanner = new WholeEventScanner(id -> count++);

    public MarkerCounter() {
    }

    /**
     * For callers that name the marker: it must be the workload's, since what follows it is checked against the
     * workload's messages.
     */
    public MarkerCounter(String marker) {
        if (!OrderWorkload.MARKER.equals(marker)) {
            throw new IllegalArgumentException("counts the order workload's events, marked " + OrderWorkload.MARKER
                    + "; was asked for " + marker);
        }
    }

    /** Feeds the next bytes of one stream or file; an event split across two calls still counts once. */
    public void accept(byte[] bytes, int offset, int length) {
        scanner.accept(bytes, offset, length);
    }

    /** The file ended: an event it cut short does not count, and nothing carries into the next file. */
    public void endOfFile() {
        scanner.endOfFile();
    }

    public long count() {
        return count;
    }

    /** Counts whole events in every regular file under {@code dir}. */
    public static long countInFiles(Path dir, String marker) throws IOException {
        MarkerCounter counter = new MarkerCounter(marker);
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        ByteBuffer buffer = ByteBuffer.allocate(BUFFER);
        for (Path file : files) {
            if (LogFileStream.compressed(file)) {
                try (InputStream in = LogFileStream.open(file)) {
                    byte[] bytes = buffer.array();
                    int read;
                    while ((read = in.read(bytes)) > 0) {
                        counter.accept(bytes, 0, read);
                    }
                }
                counter.endOfFile();
                continue;
            }
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                while (channel.read(buffer.clear()) > 0) {
                    buffer.flip();
                    counter.accept(buffer.array(), 0, buffer.limit());
                }
            }
            counter.endOfFile();
        }
        return counter.count();
    }

    /** Counts whole events in a stream until its end. */
    public static long countInStream(InputStream in, String marker) throws IOException {
        MarkerCounter counter = new MarkerCounter(marker);
        byte[] buffer = new byte[64 * 1024];
        int read;
        while ((read = in.read(buffer)) > 0) {
            counter.accept(buffer, 0, read);
        }
        return counter.count();
    }
}

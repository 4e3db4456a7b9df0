package dev.logtune.benchmarks.audit;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * Counts occurrences of the workload's marker in log output: one per event, whatever the layout (a stack trace
 * adds lines but no marker; a JSON line holds the message once).
 */
public final class MarkerCounter {
    private static final int BUFFER = 1 << 20;

    private final byte[] marker;
    private int matched;
    private long count;

    public MarkerCounter(String marker) {
        this.marker = marker.getBytes(StandardCharsets.US_ASCII);
        for (int i = 1; i < this.marker.length; i++) {
            if (this.marker[i] == this.marker[0]) {
                throw new IllegalArgumentException("the marker's first character must not recur in it: " + marker);
            }
        }
    }

    /** Feeds bytes; a marker split across two calls is still counted once. */
    public void accept(byte[] bytes, int offset, int length) {
        byte[] m = marker;
        int state = matched;
        long found = count;
        for (int i = offset, end = offset + length; i < end; i++) {
            byte b = bytes[i];
            if (b == m[state]) {
                if (++state == m.length) {
                    found++;
                    state = 0;
                }
            } else {
                // The marker's first byte does not recur inside it, so a mismatch restarts at 0 or 1.
                state = b == m[0] ? 1 : 0;
            }
        }
        matched = state;
        count = found;
    }

    public long count() {
        return count;
    }

    /** Counts markers in every regular file under {@code dir}. */
    public static long countInFiles(Path dir, String marker) throws IOException {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        MarkerCounter counter = new MarkerCounter(marker);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        ByteBuffer buffer = ByteBuffer.allocate(BUFFER);
        for (Path file : files) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                counter.matched = 0;
                while (channel.read(buffer.clear()) > 0) {
                    buffer.flip();
                    counter.accept(buffer.array(), 0, buffer.limit());
                }
            }
        }
        return counter.count();
    }

    /** Counts markers in a stream until its end. */
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

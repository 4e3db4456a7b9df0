package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.OrderWorkload;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Counts distinct events across every file under a directory by their order ids, so an event written twice
 * (two appenders, a file and the console) counts once and events split over rolled or sifted files all count.
 * Order ids carry the thread in their top bits: {@code (thread << 40) + sequence}.
 */
public final class EventIdCounter {
    private static final byte[] MARKER = OrderWorkload.MARKER.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private final Map<Integer, BitSet> seen = new HashMap<>();
    private long duplicates;

    public static EventIdCounter scan(Path dir) throws IOException {
        EventIdCounter counter = new EventIdCounter();
        if (!Files.isDirectory(dir)) {
            return counter;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        byte[] buffer = new byte[1 << 20];
        for (Path file : files) {
            try (InputStream in = Files.newInputStream(file)) {
                counter.matched = 0;
                counter.inNumber = false;
                int read;
                while ((read = in.read(buffer)) > 0) {
                    counter.accept(buffer, read);
                }
                counter.endNumber();
            }
        }
        return counter;
    }

    /** Distinct events found. */
    public long distinct() {
        return seen.values().stream().mapToLong(BitSet::cardinality).sum();
    }

    /** Sightings of an event already seen (the same event in two places). */
    public long duplicates() {
        return duplicates;
    }

    // Scanner state survives chunk boundaries: part of a marker, or digits of an id.
    private int matched;
    private boolean inNumber;
    private long number;
    private int digits;

    private void accept(byte[] bytes, int length) {
        for (int i = 0; i < length; i++) {
            byte b = bytes[i];
            if (inNumber) {
                if (b >= '0' && b <= '9') {
                    number = number * 10 + (b - '0');
                    digits++;
                    continue;
                }
                endNumber();
            }
            if (b == MARKER[matched]) {
                if (++matched == MARKER.length) {
                    matched = 0;
                    inNumber = true;
                    number = 0;
                    digits = 0;
                }
            } else {
                matched = b == MARKER[0] ? 1 : 0;
            }
        }
    }

    private void endNumber() {
        if (inNumber && digits > 0) {
            add(number);
        }
        inNumber = false;
    }

    private void add(long id) {
        if (id < 0) {
            return;
        }
        int thread = (int) (id >>> 40);
        int sequence = (int) (id & ((1L << 40) - 1));
        BitSet bits = seen.computeIfAbsent(thread, t -> new BitSet());
        if (bits.get(sequence)) {
            duplicates++;
        } else {
            bits.set(sequence);
        }
    }
}

package dev.logtune.benchmarks.audit;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.LongPredicate;
import java.util.stream.Stream;

/**
 * Counts distinct events across every file under a directory by their order ids, so an event written twice
 * (two appenders, a file and the console) counts once and events split over rolled or sifted files all count.
 * Only whole events count (see {@link WholeEventScanner}): a line cut after its id was not written.
 * Order ids carry the thread in their top bits: {@code (thread << 40) + sequence}.
 */
public final class EventIdCounter {
    private final IdSet seen = new IdSet();
    private final WholeEventScanner scanner = new WholeEventScanner(this::add);
    private final LongPredicate kept;
    private long duplicates;

    public EventIdCounter() {
        this(id -> true);
    }

    private EventIdCounter(LongPredicate kept) {
        this.kept = kept;
    }

    public static EventIdCounter scan(Path dir) throws IOException {
        return scan(dir, id -> true);
    }

    /** Counts only the events whose id passes {@code kept}: a file shared with another writer holds its events too. */
    public static EventIdCounter scan(Path dir, LongPredicate kept) throws IOException {
        EventIdCounter counter = new EventIdCounter(kept);
        if (!Files.isDirectory(dir)) {
            return counter;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        byte[] buffer = new byte[1 << 20];
        for (Path file : files) {
            try (InputStream in = LogFileStream.open(file)) {
                int read;
                while ((read = in.read(buffer)) > 0) {
                    counter.accept(buffer, 0, read);
                }
            }
            counter.endOfFile();
        }
        return counter;
    }

    /** Feeds the next bytes of one file; an event split across two calls still counts. */
    public void accept(byte[] bytes, int offset, int length) {
        scanner.accept(bytes, offset, length);
    }

    /** The file ended: an event it cut short does not count, and nothing carries into the next file. */
    public void endOfFile() {
        scanner.endOfFile();
    }

    /** Distinct events found. */
    public long distinct() {
        return seen.size();
    }

    /** Sightings of an event already seen (the same event in two places). */
    public long duplicates() {
        return duplicates;
    }

    /** Whether the order's event was found whole. */
    public boolean contains(long orderId) {
        return seen.contains(orderId);
    }

    private void add(long orderId) {
        if (kept.test(orderId) && !seen.add(orderId)) {
            duplicates++;
        }
    }
}

package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.ServiceWorkload;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.LongPredicate;
import java.util.stream.Stream;

/**
 * The service workload's events in every file under a directory, counted by distinct id and mapped back to their sites
 * (an event written twice counts once; rolled, gzipped and sifted files all count), and the sampler's summary lines
 * among them, which are no events and are read for what they counted.
 */
public final class ServiceEventCounter {
    private final IdSet seen = new IdSet();
    private final long[] written = new long[ServiceWorkload.sites().size()];
    private final ServiceEventScanner scanner = new ServiceEventScanner(this::add);
    private final SamplerLineCapture summaries = new SamplerLineCapture();
    private final LongPredicate kept;
    private long duplicates;

    public ServiceEventCounter() {
        this(id -> true);
    }

    private ServiceEventCounter(LongPredicate kept) {
        this.kept = kept;
    }

    public static ServiceEventCounter scan(Path dir) throws IOException {
        return scan(dir, id -> true);
    }

    /** Counts only the events whose id passes {@code kept}: a file shared with another writer holds its events too. */
    public static ServiceEventCounter scan(Path dir, LongPredicate kept) throws IOException {
        ServiceEventCounter counter = new ServiceEventCounter(kept);
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

    public void accept(byte[] bytes, int offset, int length) {
        scanner.accept(bytes, offset, length);
        summaries.accept(bytes, offset, length);
    }

    public void endOfFile() {
        scanner.endOfFile();
        summaries.endOfFile();
    }

    /** Distinct events found. */
    public long distinct() {
        return seen.size();
    }

    public long duplicates() {
        return duplicates;
    }

    public boolean contains(long id) {
        return seen.contains(id);
    }

    /** Distinct events found per site, by index. */
    public long[] writtenBySite() {
        return written.clone();
    }

    /** What the sampler's summary lines in the output counted. */
    public SamplerCounts sampler() {
        return SamplerCounts.of(summaries.lines());
    }

    private void add(long id) {
        if (!kept.test(id)) {
            return;
        }
        if (seen.add(id)) {
            written[ServiceWorkload.siteOf(id)]++;
        } else {
            duplicates++;
        }
    }
}

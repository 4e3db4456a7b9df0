package dev.logtune.benchmarks.crash;

import dev.logtune.lab.results.CrashRecord;
import dev.logtune.support.format.Durations;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Crash-tests a list of setups one after another, a line of progress each. A test that cannot run is recorded as
 * failed, with why, and the rest go on.
 */
public final class CrashSweep {
    /** Rough seconds a test takes beyond its wait: a JVM start, a framework load, the counting. */
    private static final double OVERHEAD_SECONDS = 1.5;

    private final List<String> setups;
    private final int events;
    private final Duration wait;
    private final Path workDir;
    private final PrintStream progress;
    private final Consumer<List<CrashRecord>> onRecord;
    private final List<CrashRecord> earlier;

    /** {@code onRecord} sees the records so far after every test, so a caller can save them as they come. */
    public CrashSweep(List<String> setups, int events, Duration wait, Path workDir, PrintStream progress,
                      Consumer<List<CrashRecord>> onRecord) {
        this(setups, events, wait, workDir, progress, onRecord, List.of());
    }

    /** Continues a sweep: setups {@code earlier} tested without a failure are kept and not tested again. */
    public CrashSweep(List<String> setups, int events, Duration wait, Path workDir, PrintStream progress,
                      Consumer<List<CrashRecord>> onRecord, List<CrashRecord> earlier) {
        this.earlier = earlier.stream().filter(r -> !r.isFailure() && setups.contains(r.setup())).toList();
        this.setups = setups.stream().filter(s -> this.earlier.stream().noneMatch(r -> r.setup().equals(s))).toList();
        this.events = events;
        this.wait = wait;
        this.workDir = workDir;
        this.progress = progress;
        this.onRecord = onRecord;
    }

    public List<CrashRecord> run() throws InterruptedException {
        List<CrashRecord> records = new ArrayList<>(earlier);
        double each = wait.toMillis() / 1e3 + OVERHEAD_SECONDS;
        progress.printf(Locale.ROOT, "crash test: %d setups (log %d events, wait %s, halt with no shutdown hooks), about %s%n",
                setups.size(), events, waitText(wait), Durations.human(Duration.ofSeconds(Math.round(setups.size() * each))));
        progress.flush();
        for (int i = 0; i < setups.size(); i++) {
            String setup = setups.get(i);
            CrashRecord record;
            try {
                record = CrashTest.run(setup, events, wait, workDir.resolve("crash-" + setup));
            } catch (CrashTest.CrashTestException | IOException | RuntimeException e) {
                record = CrashRecord.failed(setup, events, wait.toMillis(), e.getMessage());
            }
            records.add(record);
            onRecord.accept(List.copyOf(records));
            progress.printf(Locale.ROOT, "[%d/%d] crash %s: %s%n", i + 1, setups.size(), setup, summary(record));
            progress.flush();
        }
        return records;
    }

    /** "201 of 201 events on disk, the ERROR too (48 KB)" or "0 of 201 events on disk, the ERROR LOST". */
    public static String summary(CrashRecord record) {
        if (record.isFailure()) {
            return record.note();
        }
        return String.format(Locale.ROOT, "%,d of %,d events on disk, the last (an ERROR) %s (%s)%s", record.eventsOnDisk(),
                record.eventsLogged(), record.lastOnDisk() ? "too" : "LOST", kilobytes(record.bytesOnDisk()),
                record.note().isEmpty() ? "" : "; " + record.note());
    }

    private static String waitText(Duration wait) {
        long millis = wait.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    private static String kilobytes(long bytes) {
        return bytes < 1024 ? bytes + " bytes" : String.format(Locale.ROOT, "%.0f KB", bytes / 1024.0);
    }
}

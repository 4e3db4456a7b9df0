package dev.logtune.benchmarks.harness;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * In the measured JVM: fills the log filesystem with a ballast file at the planned instant, keeps it full, then deletes
 * the ballast at the planned free. Filling is not a freeze: nothing of this JVM's blocks on a full disk, so it happens
 * here, on the clock the producers' schedules use. The mount itself is the launcher's, which removes it on every exit.
 *
 * <p>The ballast is allocated with {@code fallocate} (no data written, so no writeback competes with the run) and topped
 * up with small writes until the filesystem refuses one: full means a write returned ENOSPC, not a computed size.
 */
final class DiskFiller extends Thread {
    /** What filling found, for the run's record. */
    record Outcome(boolean filled, String note, long ballastBytes, long fullAt, long freedAt) {
    }

    private static final int TOP_UP_BYTES = 4096;

    private final Path ballast;
    private final long fillAt;
    private final long freeAt;
    private final PrintStream progress;
    private volatile Outcome outcome;

    /** @param fillAt and {@code freeAt} in {@link System#nanoTime()} */
    DiskFiller(Path mount, long fillAt, long freeAt, PrintStream progress) {
        super("disk-filler");
        setDaemon(true);
        this.ballast = mount.resolve("ballast");
        this.fillAt = fillAt;
        this.freeAt = freeAt;
        this.progress = progress;
        this.outcome = new Outcome(false, "the run never reached the fill", 0, 0, 0);
    }

    @Override
    public void run() {
        awaitNanoTime(fillAt);
        long fullAt = 0;
        long bytes = 0;
        String note;
        try {
            bytes = fill();
            fullAt = System.nanoTime();
            note = "";
            progress.println("disk-full: log filesystem full");
        } catch (IOException | RuntimeException | InterruptedException e) {
            note = "could not fill the log filesystem: " + e.getMessage();
        }
        awaitNanoTime(freeAt);
        try {
            Files.deleteIfExists(ballast);
        } catch (IOException e) {
            note = (note.isEmpty() ? "" : note + "; ") + "could not free the log filesystem: " + e.getMessage();
        }
        long freedAt = System.nanoTime();
        progress.println("disk-full: space freed");
        outcome = new Outcome(fullAt != 0, note, bytes, fullAt, freedAt);
    }

    /** What happened; read after {@link #join()}. */
    Outcome outcome() {
        return outcome;
    }

    private long fill() throws IOException, InterruptedException {
        long usable = Files.getFileStore(ballast.getParent()).getUsableSpace();
        Optional<String> fallocate = DiskStall.which("fallocate");
        if (fallocate.isPresent() && usable > (1L << 20)) {
            // Leaves a megabyte for the top-up, so a log write between the look and the allocation is no failure.
            Process process = new ProcessBuilder(fallocate.get(), "-l", Long.toString(usable - (1L << 20)), ballast.toString())
                    .redirectErrorStream(true).start();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
        try (FileChannel channel = FileChannel.open(ballast, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            ByteBuffer block = ByteBuffer.allocate(TOP_UP_BYTES);
            try {
                for (long written = 0; written < (256L << 20); written += TOP_UP_BYTES) {
                    block.clear();
                    channel.write(block);
                }
                throw new IOException("still not full after 256 MB of top-up");
            } catch (IOException full) {
                if (!String.valueOf(full.getMessage()).contains("No space left")) {
                    throw full;
                }
            }
            return channel.size();
        }
    }

    private static void awaitNanoTime(long at) {
        while (System.nanoTime() < at) {
            LockSupport.parkNanos(at - System.nanoTime());
        }
    }
}

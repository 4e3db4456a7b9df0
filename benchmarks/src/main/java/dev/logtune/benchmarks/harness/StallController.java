package dev.logtune.benchmarks.harness;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.locks.LockSupport;

/** Freezes the log filesystem mid-run and thaws it, whatever happens in between. */
final class StallController extends Thread {
    private final Path mount;
    private final long at;
    private final long length;
    private final PrintStream progress;
    private volatile String report = "";

    StallController(Path mount, long at, long length, PrintStream progress) {
        super("stall-controller");
        setDaemon(true);
        this.mount = mount;
        this.at = at;
        this.length = length;
        this.progress = progress;
    }

    @Override
    public void run() {
        long frozenAt = 0;
        long thawedAt;
        try {
            LockSupport.parkNanos(at - System.nanoTime());
            DiskStall.freeze(mount);
            frozenAt = System.nanoTime();
            progress.println("stall: log filesystem frozen");
            LockSupport.parkNanos(frozenAt + length - System.nanoTime());
        } catch (Exception e) {
            report = "stall failed: " + e.getMessage();
        } finally {
            DiskStall.thawQuietly(mount);
            thawedAt = System.nanoTime();
            if (frozenAt != 0) {
                report = String.format(Locale.ROOT, "log filesystem frozen for %.2f s", (thawedAt - frozenAt) / 1e9);
                progress.println("stall: thawed");
            }
        }
    }

    /** What happened: how long the filesystem was frozen, or why it could not be. */
    String report() {
        return report;
    }
}

package dev.logtune.benchmarks.harness;

import java.io.IOException;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Freezes the log filesystem when the measured JVM cues it ({@link StallCue}) and thaws it after the stall's length.
 * It runs in the process that mounted the filesystem, never in the JVM being measured: a JVM whose VM thread blocks on
 * a frozen filesystem stops all its threads at the next safepoint, a thawing one with them. A {@link ThawWatchdog} is
 * armed before every freeze, for the case this process is killed or hangs.
 */
final class StallController {
    private final DiskStall disk;
    private final Duration length;
    private final Consumer<String> progress;
    // Ends the stall early; a latch, not an interrupt, so that a freeze under way finishes and is then thawed.
    private final CountDownLatch thawNow = new CountDownLatch(1);
    private Thread stall;
    private boolean released;
    private volatile String report = "the stall was not made: the run never reached it";

    StallController(DiskStall disk, Duration length, Consumer<String> progress) {
        this.disk = disk;
        this.length = length;
        this.progress = progress;
    }

    /** The run's cue: freezes now, thaws after the stall's length. Only the first cue counts; none after a release. */
    synchronized void cue() {
        if (stall == null && !released) {
            stall = new Thread(this::freezeAndThaw, "stall-controller");
            stall.setDaemon(true);
            stall.start();
        }
    }

    private void freezeAndThaw() {
        ThawWatchdog watchdog = null;
        long frozenAt = 0;
        try {
            watchdog = ThawWatchdog.arm(disk, length);
            DiskStall.freeze(disk.mountPoint());
            frozenAt = System.nanoTime();
            progress.accept("stall: log filesystem frozen");
            thawNow.await(length.toNanos(), TimeUnit.NANOSECONDS);
        } catch (IOException | InterruptedException | RuntimeException e) {
            report = "stall failed: " + e.getMessage();
        } finally {
            DiskStall.thawQuietly(disk.mountPoint());
            long thawedAt = System.nanoTime();
            if (watchdog != null) {
                watchdog.close();
            }
            if (frozenAt != 0) {
                report = String.format(Locale.ROOT, "log filesystem frozen for %.2f s", (thawedAt - frozenAt) / 1e9);
                progress.accept("stall: thawed");
            }
        }
    }

    /** Thaws now if frozen, and no freeze follows: the run is over, failed, or this process is stopping. */
    void release() throws InterruptedException {
        Thread running;
        synchronized (this) {
            released = true;
            running = stall;
        }
        thawNow.countDown();
        if (running != null) {
            // A freeze under way finishes first (fsfreeze is given a minute at most), then the thread thaws.
            running.join(Duration.ofSeconds(70).toMillis());
        }
        DiskStall.thawQuietly(disk.mountPoint());
    }

    /** What happened: how long the filesystem was frozen, or why it was not. */
    String report() {
        return report;
    }
}

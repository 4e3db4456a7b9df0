package dev.logtune.benchmarks.harness;

import java.io.PrintStream;
import java.util.concurrent.locks.LockSupport;

/**
 * In the measured JVM: tells the launcher, on the progress stream at the planned instant, to freeze the log
 * filesystem. The launcher's {@link StallController} freezes and thaws it; nothing in this JVM does either.
 */
final class StallCue extends Thread {
    /** The line the launcher acts on; it is not shown as progress. */
    static final String LINE = "stall: freeze now";

    private final long at;
    private final PrintStream progress;

    /** @param at when to cue, in {@link System#nanoTime()} */
    StallCue(long at, PrintStream progress) {
        super("stall-cue");
        setDaemon(true);
        this.at = at;
        this.progress = progress;
    }

    @Override
    public void run() {
        while (System.nanoTime() < at) {
            LockSupport.parkNanos(at - System.nanoTime());
        }
        progress.println(LINE);
    }
}

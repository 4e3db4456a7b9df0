package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.undertest.ConsolePipe;

import java.io.PrintStream;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;

/**
 * In the measured JVM: stops the console pipe's reader at the planned instant and lets it go on after the pause, as a
 * log agent that restarts does. The reader is a process of its own, so the pipe fills exactly as a real one would.
 */
final class ReaderPause extends Thread {
    private final ConsolePipe console;
    private final long at;
    private final long pauseNanos;
    private final PrintStream progress;
    private volatile Exception failure;

    /** @param at when to pause, in {@link System#nanoTime()} */
    ReaderPause(ConsolePipe console, long at, long pauseNanos, PrintStream progress) {
        super("reader-pause");
        setDaemon(true);
        this.console = console;
        this.at = at;
        this.pauseNanos = pauseNanos;
        this.progress = progress;
    }

    @Override
    public void run() {
        try {
            sleepUntil(at);
            console.pause();
            progress.println("reader paused");
            sleepUntil(at + pauseNanos);
        } catch (Exception e) {
            failure = e;
        } finally {
            try {
                console.resume();
                progress.println("reader reading again");
            } catch (Exception e) {
                failure = failure == null ? e : failure;
            }
        }
    }

    Optional<Exception> failure() {
        return Optional.ofNullable(failure);
    }

    private static void sleepUntil(long deadline) {
        while (System.nanoTime() < deadline) {
            LockSupport.parkNanos(deadline - System.nanoTime());
        }
    }
}

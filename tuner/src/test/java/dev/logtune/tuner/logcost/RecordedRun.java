package dev.logtune.tuner.logcost;

import jdk.jfr.Recording;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntFunction;
import java.util.function.Predicate;

/**
 * A JFR recording of work done in this JVM, made the way a service is profiled: CPU samples every 10 ms, allocation
 * samples, and waits on monitors and parks over 10 ms. The work runs until the recording shows what the test needs,
 * read as it grows, or a minute passes: how long that takes on a busy machine is no part of the test.
 */
final class RecordedRun {
    static final Duration THRESHOLD = Duration.ofMillis(10);
    private static final Duration LONGEST = Duration.ofMinutes(1);
    private static final long ROUND_MILLIS = 500;

    private RecordedRun() {
    }

    /**
     * Runs {@code threads} threads, each calling its step ({@code steps} of its index) over and over, under a recording
     * until {@code enough} holds of what it recorded so far; returns the recording, dumped to {@code file}.
     */
    static Path record(Path file, int threads, IntFunction<Runnable> steps, Predicate<LoggingCost> enough) throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> workers = new ArrayList<>();
        try (Recording recording = new Recording()) {
            recording.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(10));
            recording.enable("jdk.NativeMethodSample").withPeriod(Duration.ofMillis(20));
            recording.enable("jdk.ObjectAllocationSample").with("throttle", "1000/s");
            recording.enable("jdk.JavaMonitorEnter").withThreshold(THRESHOLD).withStackTrace();
            recording.enable("jdk.ThreadPark").withThreshold(THRESHOLD).withStackTrace();
            recording.enable("jdk.ActiveSetting");
            recording.start();
            for (int t = 0; t < threads; t++) {
                Runnable step = steps.apply(t);
                Thread worker = new Thread(() -> {
                    while (!stop.get()) {
                        step.run();
                    }
                }, "recorded-worker-" + t);
                worker.start();
                workers.add(worker);
            }
            long deadline = System.nanoTime() + LONGEST.toNanos();
            do {
                Thread.sleep(ROUND_MILLIS);
                recording.dump(file);
            } while (!enough.test(LoggingCost.read(file)) && System.nanoTime() < deadline);
            stop.set(true);
            for (Thread worker : workers) {
                worker.join();
            }
            recording.stop();
            recording.dump(file);
        } finally {
            stop.set(true);
        }
        return file;
    }
}

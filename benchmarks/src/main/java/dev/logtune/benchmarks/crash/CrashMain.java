package dev.logtune.benchmarks.crash;

import dev.logtune.support.json.Json;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.configs.matrix.Matrix;

import java.nio.file.Path;
import java.util.stream.Collectors;

/**
 * The child JVM of a crash test: {@code CrashMain SETUP WORK_DIR EVENTS WAIT_MILLIS}, SETUP a matrix setup's id or
 * {@code @TARGET.json} (a {@link LoggingTarget}: any config file, such as one emitted for a service). Loads the setup as the
 * open-loop harness does, logs EVENTS - 1 INFO lines and one ERROR with order ids 0 to EVENTS - 1 on thread 0,
 * waits, then halts: no shutdown hook, no stop, no flush, which is what kill -9 and the OOM killer leave behind.
 * It reports on standard error in lines starting "crash: "; a failure is one such line and exit code 3.
 */
public final class CrashMain {
    /** The exit code of the halt: what a shell reports for a process killed by signal 9. */
    public static final int HALTED = 137;
    static final int FAILED = 3;
    static final String PREFIX = "crash: ";
    static final String HELPERS = "helpers ";
    /** Marks the first argument as a target file rather than a setup id. */
    static final String TARGET_FILE = "@";

    private CrashMain() {
    }

    public static void main(String[] args) {
        if (args.length != 4) {
            System.err.println(PREFIX + "usage: CrashMain SETUP WORK_DIR EVENTS WAIT_MILLIS");
            System.exit(2);
        }
        try {
            int events = Integer.parseInt(args[2]);
            long waitMillis = Long.parseLong(args[3]);
            LoggingTarget target = args[0].startsWith(TARGET_FILE)
                    ? Json.mapper().readValue(Path.of(args[0].substring(1)).toFile(), LoggingTarget.class)
                    : LoggingTarget.of(Matrix.require(args[0]), false);
            LoggingUnderTest logging = LoggingUnderTest.start(target, Path.of(args[1]), LoggingUnderTest.Options.harness(0));
            logging.enterThread(0);
            EventEmitter emitter = logging.emitter();
            for (int i = 0; i < events - 1; i++) {
                emitter.routed(orderId(i), 0);
            }
            emitter.rejected(orderId(events - 1), 0);
            // A console setup's pipe reader is a process of this one's; it outlives the halt and must be waited for.
            String helpers = ProcessHandle.current().children().map(p -> Long.toString(p.pid()))
                    .collect(Collectors.joining(","));
            System.err.println(PREFIX + "logged " + events + " events; " + HELPERS + helpers + "; halting in " + waitMillis + " ms");
            System.err.flush();
            Thread.sleep(waitMillis);
        } catch (Exception e) {
            String message = e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("");
            System.err.println(PREFIX + message);
            System.exit(FAILED);
        }
        Runtime.getRuntime().halt(HALTED);
    }

    /** Thread 0's i-th order: the harness's ids carry the thread in their top bits. */
    public static long orderId(int i) {
        return (0L << 40) + i;
    }
}

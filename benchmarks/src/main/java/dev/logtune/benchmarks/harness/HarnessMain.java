package dev.logtune.benchmarks.harness;

import dev.logtune.support.files.AtomicFiles;
import dev.logtune.support.json.Json;
import dev.logtune.lab.results.RateRecord;

import java.nio.file.Path;

/**
 * The child JVM of an open-loop run: {@code HarnessMain REQUEST.json RESULT.json}. Progress goes to standard
 * error; a failure is one line there and exit code 3.
 */
public final class HarnessMain {
    private static final int LAUNCHER_GONE = 4;

    private HarnessMain() {
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: HarnessMain REQUEST.json RESULT.json");
            System.exit(2);
        }
        try {
            // A run whose launcher is gone measures for no one and would hold its files, those on a stall's mount
            // too; halt, not exit: a framework's shutdown hook could block flushing to a filesystem still frozen.
            ProcessHandle.current().parent().ifPresent(launcher -> launcher.onExit()
                    .thenRun(() -> Runtime.getRuntime().halt(LAUNCHER_GONE)));
            HarnessRequest request = Json.mapper().readValue(Path.of(args[0]).toFile(), HarnessRequest.class);
            RateRecord record = new OpenLoopRun(request, System.err).run();
            AtomicFiles.write(Path.of(args[1]), Json.mapper().writeValueAsString(record));
            System.exit(0);
        } catch (Exception e) {
            System.err.println("harness: " + (e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("")));
            System.exit(3);
        }
    }
}

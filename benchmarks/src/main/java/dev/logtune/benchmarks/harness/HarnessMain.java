package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.files.AtomicFiles;
import dev.logtune.benchmarks.json.Json;
import dev.logtune.benchmarks.results.RateRecord;

import java.nio.file.Path;

/**
 * The child JVM of an open-loop run: {@code HarnessMain REQUEST.json RESULT.json}. Progress goes to standard
 * error; a failure is one line there and exit code 3.
 */
public final class HarnessMain {
    private HarnessMain() {
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: HarnessMain REQUEST.json RESULT.json");
            System.exit(2);
        }
        try {
            HarnessRequest request = Json.mapper().readValue(Path.of(args[0]).toFile(), HarnessRequest.class);
            // A stall left frozen by a crash would hang everything that touches the filesystem.
            if (request.stallMount() != null) {
                Path mount = Path.of(request.stallMount());
                Runtime.getRuntime().addShutdownHook(new Thread(() -> DiskStall.thawQuietly(mount)));
            }
            RateRecord record = new OpenLoopRun(request, System.err).run();
            AtomicFiles.write(Path.of(args[1]), Json.mapper().writeValueAsString(record));
            System.exit(0);
        } catch (Exception e) {
            System.err.println("harness: " + (e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("")));
            System.exit(3);
        }
    }
}

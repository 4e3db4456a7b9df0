package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.json.Json;
import dev.logtune.benchmarks.undertest.JavaProcess;
import dev.logtune.benchmarks.results.RateRecord;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Starts one open-loop run in a JVM of its own, with the target's JVM-wide properties as flags (Log4j2's context
 * selector must be set before Log4j2 starts), relays its progress, and thaws a stalled filesystem whatever happens.
 */
public final class HarnessLauncher {
    private HarnessLauncher() {
    }

    public static RateRecord run(HarnessRequest request, Path runDir, Consumer<String> progress)
            throws IOException, InterruptedException, HarnessException {
        Files.createDirectories(runDir);
        Path requestFile = runDir.resolve("request.json");
        Path resultFile = runDir.resolve("result.json");
        Files.deleteIfExists(resultFile);
        Files.writeString(requestFile, Json.mapper().writeValueAsString(request), StandardCharsets.UTF_8);

        List<String> command = new ArrayList<>();
        command.add(JavaProcess.javaBinary());
        command.addAll(request.heap().jvmArgs());
        Path safepoints = runDir.resolve("safepoints.log");
        Files.deleteIfExists(safepoints);
        command.addAll(SafepointLog.flags(safepoints.toAbsolutePath()));
        if (request.target() != null) {
            request.target().systemProperties().forEach((key, value) -> command.add("-D" + key + "=" + value));
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), HarnessMain.class.getName(),
                requestFile.toString(), resultFile.toString()));

        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        // The child needs none of the caller's environment; a variable like LOG_DIR must not reach a config.
        builder.environment().keySet().retainAll(Set.of("PATH", "LANG", "LC_ALL", "TZ", "HOME", "TMPDIR"));
        Process child = builder.start();
        Deque<String> lastLines = new ArrayDeque<>();
        Thread relay = new Thread(() -> relay(child, progress, lastLines), "harness-progress");
        relay.setDaemon(true);
        relay.start();
        Duration limit = Duration.ofSeconds(Math.round(request.warmupSeconds() + request.durationSeconds()) + 240);
        try {
            if (!child.waitFor(limit.toSeconds(), TimeUnit.SECONDS)) {
                thaw(request);
                child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
                throw new HarnessException(request.label() + ": the run did not finish within " + limit.toSeconds() + " s");
            }
        } finally {
            thaw(request);
        }
        relay.join(5_000);
        if (child.exitValue() != 0 || !Files.exists(resultFile)) {
            String why;
            synchronized (lastLines) {
                why = lastLines.stream().filter(l -> l.startsWith("harness: ")).map(l -> l.substring(9)).findFirst()
                        .orElse(String.join(" / ", lastLines));
            }
            throw new HarnessException(request.label() + ": " + why);
        }
        return Json.mapper().readValue(resultFile.toFile(), RateRecord.class);
    }

    private static void thaw(HarnessRequest request) {
        if (request.stallMount() != null) {
            DiskStall.thawQuietly(Path.of(request.stallMount()));
        }
    }

    private static void relay(Process child, Consumer<String> progress, Deque<String> lastLines) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(child.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                synchronized (lastLines) {
                    lastLines.addLast(line);
                    if (lastLines.size() > 20) {
                        lastLines.removeFirst();
                    }
                }
                progress.accept(line);
            }
        } catch (IOException e) {
            progress.accept("harness: lost the child's output: " + e.getMessage());
        }
    }

    /** A run that produced no result; the message says which and why, on one line. */
    public static final class HarnessException extends Exception {
        public HarnessException(String message) {
            super(message);
        }
    }
}

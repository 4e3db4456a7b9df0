package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.support.json.Json;
import dev.logtune.benchmarks.undertest.JavaProcess;
import dev.logtune.lab.results.RateRecord;

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
 * selector must be set before Log4j2 starts), relays its progress, and owns its disk stall: the freeze and the thaw
 * happen here, on the run's cue, and the thaw happens whatever the run does (see {@link StallController}).
 */
public final class HarnessLauncher {
    private HarnessLauncher() {
    }

    /** A run without a disk stall. */
    public static RateRecord run(HarnessRequest request, Path runDir, Consumer<String> progress)
            throws IOException, InterruptedException, HarnessException {
        return run(request, null, runDir, progress);
    }

    /**
     * A run; with a STALL scenario, {@code stall} is the mounted filesystem its request names, frozen from here; with a
     * DISK_FULL one, the filesystem the run fills (it is mounted and removed here, filled and freed by the run).
     */
    public static RateRecord run(HarnessRequest asked, DiskStall stall, Path runDirectory, Consumer<String> progress)
            throws IOException, InterruptedException, HarnessException {
        // Absolute: the run's JVM works in its run directory, and would read a relative path from there.
        Path runDir = runDirectory.toAbsolutePath();
        HarnessRequest request = asked.withAbsolutePaths();
        requireOffTheStall(request, stall, runDir);
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
        // The JVM's own files stay in the run directory: a crash report, or anything written to its temporary
        // directory or working directory, on a frozen filesystem would stop the JVM the stall is measuring.
        Path tmp = Files.createDirectories(runDir.resolve("tmp"));
        command.add("-XX:ErrorFile=" + runDir.toAbsolutePath().resolve("hs_err_pid%p.log"));
        command.add("-Djava.io.tmpdir=" + tmp.toAbsolutePath());
        if (request.target() != null) {
            request.target().systemProperties().forEach((key, value) -> command.add("-D" + key + "=" + value));
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), HarnessMain.class.getName(),
                requestFile.toString(), resultFile.toString()));

        ProcessBuilder builder = new ProcessBuilder(command).directory(runDir.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        // The child needs none of the caller's environment; a variable like LOG_DIR must not reach a config.
        builder.environment().keySet().retainAll(Set.of("PATH", "LANG", "LC_ALL", "TZ", "HOME", "TMPDIR"));
        StallController controller = stall == null || request.scenario().kind() != Scenario.Kind.STALL ? null
                : new StallController(stall, Duration.ofNanos(Math.round(request.scenario().stallSeconds() * 1e9)), progress);
        Duration limit = Duration.ofSeconds(Math.round(request.warmupSeconds() + request.durationSeconds()) + 240);
        // A full disk is never frozen, but a launcher killed outright must not leave it mounted either: the stall's
        // watchdog unmounts it and deletes its image once this process is gone.
        ThawWatchdog watchdog = stall != null && request.scenario().kind() == Scenario.Kind.DISK_FULL
                ? ThawWatchdog.arm(stall, limit) : null;
        Process child = builder.start();
        // Stopped with SIGINT or SIGTERM, this process thaws the filesystem and takes the run's JVM with it.
        Thread onShutdown = new Thread(() -> stop(child, controller), "harness-cleanup");
        Runtime.getRuntime().addShutdownHook(onShutdown);
        Deque<String> lastLines = new ArrayDeque<>();
        Thread relay = new Thread(() -> relay(child, controller, progress, lastLines), "harness-progress");
        relay.setDaemon(true);
        relay.start();
        try {
            if (!child.waitFor(limit.toSeconds(), TimeUnit.SECONDS)) {
                throw new HarnessException(request.label() + ": the run did not finish within " + limit.toSeconds() + " s");
            }
        } finally {
            stop(child, controller);
            if (watchdog != null) {
                watchdog.close();
            }
            try {
                Runtime.getRuntime().removeShutdownHook(onShutdown);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or has run
            }
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
        RateRecord record = Json.mapper().readValue(resultFile.toFile(), RateRecord.class);
        return controller == null ? record : record.withNote(join(controller.report(), record.note()));
    }

    /** Thaws first, so a run blocked on the frozen filesystem is not what keeps it from ending; then ends the run. */
    private static void stop(Process child, StallController controller) {
        try {
            if (controller != null) {
                controller.release();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (child.isAlive()) {
                child.destroyForcibly();
                try {
                    child.waitFor(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    /**
     * Only the setup's logs may lie on the filesystem a stall freezes. The JVM's safepoint log in a run directory there
     * stopped every thread of the run at its next safepoint, the one that would have thawed the filesystem included.
     */
    static void requireOffTheStall(HarnessRequest request, DiskStall stall, Path runDir) {
        if (request.stallMount() == null && stall == null) {
            return;
        }
        if (request.stallMount() == null || stall == null
                || !stall.mountPoint().toAbsolutePath().equals(Path.of(request.stallMount()).toAbsolutePath())) {
            throw new IllegalArgumentException("a stall needs its mounted filesystem, the one the request names");
        }
        Path mount = Path.of(request.stallMount()).toAbsolutePath().normalize();
        for (Path own : List.of(runDir, Path.of(request.workDir()))) {
            if (own.toAbsolutePath().normalize().startsWith(mount)) {
                throw new IllegalArgumentException("the run's own files (" + own + ") must not lie on the filesystem"
                        + " the stall freezes (" + mount + ")");
            }
        }
    }

    private static String join(String first, String then) {
        return then == null || then.isEmpty() ? first : first + "; " + then;
    }

    private static void relay(Process child, StallController controller, Consumer<String> progress, Deque<String> lastLines) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(child.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (controller != null && line.equals(StallCue.LINE)) {
                    controller.cue();
                    continue;
                }
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
}

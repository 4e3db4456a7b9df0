package dev.logtune.benchmarks.crash;

import dev.logtune.support.files.AtomicFiles;
import dev.logtune.support.json.Json;
import dev.logtune.benchmarks.audit.EventIdCounter;
import dev.logtune.benchmarks.undertest.JavaProcess;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.support.files.FileTrees;
import dev.logtune.lab.results.CrashRecord;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.SetupSpec;

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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * What a crash loses, measured: runs {@link CrashMain} for one setup in a JVM of its own (with the setup's JVM-wide
 * properties as flags and none of this process's environment, as the open-loop harness starts its runs), lets it log
 * and halt, then counts what reached the files and deletes them.
 */
public final class CrashTest {
    public static final int DEFAULT_EVENTS = 201;
    public static final Duration DEFAULT_WAIT = Duration.ofSeconds(2);
    /** A small heap: the child logs a few hundred events, and the machine may be measuring something else. */
    static final List<String> JVM_ARGS = List.of("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");
    /** Room for the child to start, load a framework and log, beyond the wait. */
    private static final Duration START_LIMIT = Duration.ofSeconds(90);
    private static final Duration HELPER_LIMIT = Duration.ofSeconds(30);

    private CrashTest() {
    }

    /**
     * Crash-tests the matrix setup {@code setup}: {@code events} events (the last an ERROR), a wait, a halt. The child
     * works in {@code workDir}, which is deleted afterwards.
     */
    public static CrashRecord run(String setup, int events, Duration wait, Path workDir)
            throws IOException, InterruptedException, CrashTestException {
        SetupSpec spec = Matrix.require(setup);
        return run(spec, LoggingTarget.of(spec, false), events, wait, workDir);
    }

    /**
     * Crash-tests {@code target}, a config file {@code spec} describes (an emitted file: the setup's knobs, its own
     * rolling and paths), as {@link #run(String, int, Duration, Path)} does a matrix setup.
     */
    public static CrashRecord run(SetupSpec spec, LoggingTarget target, int events, Duration wait, Path workDir)
            throws IOException, InterruptedException, CrashTestException {
        String setup = spec.id();
        if (events < 1) {
            throw new IllegalArgumentException("a crash test logs at least 1 event, was " + events);
        }
        if (wait.isNegative()) {
            throw new IllegalArgumentException("the wait before the crash cannot be negative, was " + wait);
        }
        FileTrees.delete(workDir);
        Files.createDirectories(workDir);
        try {
            halt(spec, target, events, wait, workDir);
            Path logs = workDir.resolve("logs");
            // Whole events only: a crash can leave half a line on disk, and half an ERROR is not the ERROR.
            EventIdCounter counter = EventIdCounter.scan(logs);
            boolean last = counter.contains(CrashMain.orderId(events - 1));
            return new CrashRecord(setup, events, counter.distinct(), last, wait.toMillis(), bytes(logs), note(spec));
        } finally {
            FileTrees.delete(workDir);
        }
    }

    private static void halt(SetupSpec spec, LoggingTarget target, int events, Duration wait, Path workDir)
            throws IOException, InterruptedException, CrashTestException {
        List<String> command = new ArrayList<>();
        command.add(JavaProcess.javaBinary());
        command.addAll(JVM_ARGS);
        target.systemProperties().forEach((key, value) -> command.add("-D" + key + "=" + value));
        // The target travels as a file in the work directory, outside the logs the count reads.
        Path targetFile = workDir.resolve("target.json");
        AtomicFiles.write(targetFile, Json.mapper().writeValueAsString(target));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), CrashMain.class.getName(), CrashMain.TARGET_FILE + targetFile,
                workDir.toAbsolutePath().toString(), Integer.toString(events), Long.toString(wait.toMillis())));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        // As the harness does: a variable like LOG_DIR in this environment must not reach the config.
        builder.environment().keySet().retainAll(Set.of("PATH", "LANG", "LC_ALL", "TZ", "HOME", "TMPDIR"));
        Process child = builder.start();
        ChildOutput output = new ChildOutput();
        Thread reader = new Thread(() -> output.read(child), "crash-test-stderr");
        reader.setDaemon(true);
        reader.start();
        long limit = wait.plus(START_LIMIT).toMillis();
        if (!child.waitFor(limit, TimeUnit.MILLISECONDS)) {
            // The console pipe's reader is the child's own child: end it too, or it outlives the test.
            child.descendants().forEach(ProcessHandle::destroyForcibly);
            child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            throw new CrashTestException(spec.id() + ": the child JVM did not halt within " + limit / 1000 + " s");
        }
        // The console pipe's reader shares the child's standard error, so this also waits for it, mostly.
        reader.join(HELPER_LIMIT.toMillis());
        // It copies what it read into the logs directory when the pipe closes, then exits.
        for (long pid : output.helpers()) {
            var helper = ProcessHandle.of(pid);
            if (helper.isPresent()) {
                try {
                    helper.get().onExit().get(HELPER_LIMIT.toMillis(), TimeUnit.MILLISECONDS);
                } catch (ExecutionException | TimeoutException e) {
                    helper.get().destroyForcibly();
                    throw new CrashTestException(spec.id() + ": the console pipe's reader (pid " + pid + ") did not finish");
                }
            }
        }
        if (child.exitValue() != CrashMain.HALTED) {
            throw new CrashTestException(spec.id() + ": the child JVM exited with " + child.exitValue() + ", not the halt's "
                    + CrashMain.HALTED + ": " + output.why());
        }
    }

    /** The child's standard error: its last lines, and the processes it started that outlive it. */
    private static final class ChildOutput {
        private final Deque<String> last = new ArrayDeque<>();
        private final List<Long> helpers = new ArrayList<>();

        void read(Process child) {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getErrorStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    accept(line);
                }
            } catch (IOException e) {
                accept(CrashMain.PREFIX + "lost the child's output: " + e.getMessage());
            }
        }

        private synchronized void accept(String line) {
            last.addLast(line);
            if (last.size() > 20) {
                last.removeFirst();
            }
            int at = line.indexOf(CrashMain.HELPERS);
            if (line.startsWith(CrashMain.PREFIX) && at >= 0) {
                String pids = line.substring(at + CrashMain.HELPERS.length()).split(";")[0].strip();
                for (String pid : pids.isEmpty() ? new String[0] : pids.split(",")) {
                    helpers.add(Long.parseLong(pid));
                }
            }
        }

        synchronized List<Long> helpers() {
            return List.copyOf(helpers);
        }

        /** The child's own last word, else whatever it printed last. */
        synchronized String why() {
            List<String> own = last.stream().filter(l -> l.startsWith(CrashMain.PREFIX))
                    .map(l -> l.substring(CrashMain.PREFIX.length())).toList();
            if (!own.isEmpty()) {
                return own.get(own.size() - 1);
            }
            return last.isEmpty() ? "no output" : String.join(" / ", last);
        }
    }

    private static String note(SetupSpec spec) {
        List<String> notes = new ArrayList<>();
        if (spec.sink() instanceof ConsoleSink) {
            notes.add("console: counted from what the pipe's reader received");
        }
        if (spec.level() == LogLevel.OFF) {
            notes.add("logging is off in this setup: no event is meant to reach the output");
        }
        return String.join("; ", notes);
    }

    private static long bytes(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            long total = 0;
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                total += Files.size(file);
            }
            return total;
        }
    }

    /** A crash test that produced no record; the message says which setup and why, on one line. */
    public static final class CrashTestException extends Exception {
        public CrashTestException(String message) {
            super(message);
        }
    }
}

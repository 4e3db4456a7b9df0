package dev.logtune.benchmarks.undertest;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Points {@code System.out} at a real OS pipe whose reading end is a {@link PipeDrainer} process, as a
 * container runtime does with a service's standard output.
 */
public final class ConsolePipe {
    private final Process drainer;
    private final PrintStream original;
    private final PrintStream pipe;

    private ConsolePipe(Process drainer, PrintStream original, PrintStream pipe) {
        this.drainer = drainer;
        this.original = original;
        this.pipe = pipe;
    }

    /**
     * Starts the drainer; {@code bytesPerSecond} 0 drains as fast as it can; {@code copyTo}, when not null, receives
     * everything read, as a container runtime's log driver keeps it.
     */
    public static ConsolePipe open(long bytesPerSecond, Path copyTo) throws IOException {
        List<String> command = new ArrayList<>(List.of(JavaProcess.javaBinary(), "-Xmx64m", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), PipeDrainer.class.getName(), Long.toString(bytesPerSecond)));
        if (copyTo != null) {
            command.add(copyTo.toAbsolutePath().toString());
        }
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        // The JVM's own System.out flushes every write (autoflush over a 128-byte buffer), so a framework that writes
        // through it makes a write(2) per event whatever its immediateFlush; this stream does the same.
        PrintStream pipe = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
        PrintStream original = System.out;
        System.setOut(pipe);
        return new ConsolePipe(process, original, pipe);
    }

    /**
     * Stops the reader where it stands, as a restarting sidecar or node agent does: the pipe fills and then every write
     * to it blocks. The reader keeps its place and goes on at its pace on {@link #resume}.
     */
    public void pause() throws IOException, InterruptedException {
        signal("-STOP");
    }

    public void resume() throws IOException, InterruptedException {
        signal("-CONT");
    }

    private void signal(String signal) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", signal, Long.toString(drainer.pid())).redirectErrorStream(true).start();
        if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            throw new IOException("could not send " + signal + " to the pipe's reader: "
                    + new String(kill.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip());
        }
    }

    /** Restores System.out, closes the pipe and returns how many events the drainer read. */
    public long closeAndCount() throws IOException, InterruptedException {
        if (drainer.isAlive()) {
            resume();
        }
        System.setOut(original);
        pipe.flush();
        pipe.close();
        if (!drainer.waitFor(10, TimeUnit.MINUTES)) {
            drainer.destroyForcibly();
            throw new IOException("the pipe drainer did not finish");
        }
        String output = new String(drainer.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (drainer.exitValue() != 0 || output.isEmpty()) {
            throw new IOException("the pipe drainer failed (exit " + drainer.exitValue() + ")");
        }
        return Long.parseLong(output);
    }
}

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
        // process.getOutputStream() is the pipe's writing end behind an 8 KB buffer, like the JVM's own stdout.
        PrintStream pipe = new PrintStream(process.getOutputStream(), false, StandardCharsets.UTF_8);
        PrintStream original = System.out;
        System.setOut(pipe);
        return new ConsolePipe(process, original, pipe);
    }

    /** Restores System.out, closes the pipe and returns how many events the drainer read. */
    public long closeAndCount() throws IOException, InterruptedException {
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

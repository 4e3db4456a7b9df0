package dev.logtune.benchmarks.layouts;

import dev.logtune.support.files.FileTrees;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.workload.MessageShape;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Bytes a setup writes for one event, read from what it wrote: the median over the workload's order events (four
 * threads, so every payload and gateway appears) and over its rejections with their stack trace.
 *
 * <p>{@code java ... LineSizes SETUP...} prints one Markdown row a setup. Each setup and shape runs in a JVM of its own,
 * loaded into that JVM's context as in a JMH fork, so what the lines say is what the benchmarks wrote.
 */
public final class LineSizes {
    static final int THREADS = 4;
    static final int PER_THREAD = 250;
    private static final String ONE = "--one";

    private LineSizes() {
    }

    static int medianBytes(List<String> events) {
        if (events.isEmpty()) {
            throw new IllegalArgumentException("no events to measure");
        }
        int[] bytes = events.stream().mapToInt(e -> e.getBytes(StandardCharsets.UTF_8).length).sorted().toArray();
        int middle = bytes.length / 2;
        return bytes.length % 2 == 1 ? bytes[middle] : (bytes[middle - 1] + bytes[middle]) / 2;
    }

    static int lines(String event) {
        return (int) event.chars().filter(c -> c == '\n').count();
    }

    /** In this JVM: the median bytes and the lines of one shape's events, as "bytes lines". */
    private static String one(SetupSpec spec, MessageShape shape) throws IOException, InterruptedException {
        Path workDir = Files.createTempDirectory("logtune-line-sizes-" + spec.id() + "-");
        try {
            List<String> events = LayoutSample.write(spec, shape, THREADS, PER_THREAD, workDir, LoggingUnderTest.Options.forked());
            if (events.size() != THREADS * PER_THREAD) {
                throw new IllegalStateException(spec.id() + " wrote " + events.size() + " events of " + THREADS * PER_THREAD);
            }
            return medianBytes(events) + " " + lines(events.get(events.size() / 2));
        } finally {
            FileTrees.delete(workDir); // a sample's files never outlive it
        }
    }

    private static String[] inChild(String setup, MessageShape shape) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx2g", "-cp", System.getProperty("java.class.path"), LineSizes.class.getName(), ONE, setup, shape.id()));
        Process child = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (child.waitFor() != 0) {
            throw new IllegalStateException(setup + " " + shape.id() + ": the measuring JVM failed");
        }
        String[] lines = out.split("\n");
        return lines[lines.length - 1].split(" ");
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 3 && args[0].equals(ONE)) {
            System.out.println(one(Matrix.require(args[1]), MessageShape.fromId(args[2])));
            System.exit(0);
        }
        if (args.length == 0) {
            System.err.println("usage: LineSizes SETUP...");
            System.exit(2);
        }
        System.out.println("| setup | layout | bytes/event (order, median) | bytes/event (exception, median) | lines (exception) |");
        System.out.println("|---|---|---:|---:|---:|");
        for (String id : args) {
            SetupSpec spec = Matrix.require(id);
            String[] order = inChild(id, MessageShape.ORDER);
            String[] exception = inChild(id, MessageShape.EXCEPTION);
            System.out.println(String.format(Locale.ROOT, "| `%s` | %s | %s | %s | %s |", id, spec.layout().kind(),
                    order[0], exception[0], exception[1]));
        }
    }
}

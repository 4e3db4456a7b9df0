package dev.logtune.benchmarks.jmh;

import dev.logtune.benchmarks.audit.LossAudit;
import dev.logtune.benchmarks.audit.MarkerCounter;
import dev.logtune.benchmarks.files.FileTrees;
import dev.logtune.benchmarks.results.TrialAudit;
import dev.logtune.benchmarks.workload.OrderWorkload;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.ThreadParams;

import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The ceiling: lines already formatted the way the standard pattern writes them, appended under one lock
 * to a plain 256 KB buffered file stream. No framework can write the same bytes for less.
 */
@State(Scope.Benchmark)
public class RawWriteBenchmark {
    public static final String SETUP_ID = "raw-write";
    private static final int LINES = 1024;

    private byte[][] lines;
    private OutputStream out;
    private Path workDir;
    private final Object lock = new Object();
    private final Queue<Writer> writers = new ConcurrentLinkedQueue<>();

    @Setup(Level.Trial)
    public void start() throws Exception {
        workDir = ForkFiles.newWorkDir(SETUP_ID);
        Path logs = Files.createDirectories(workDir.resolve("logs"));
        out = new BufferedOutputStream(new FileOutputStream(logs.resolve("app.log").toFile()), 256 * 1024);
        lines = new byte[LINES][];
        for (int i = 0; i < LINES; i++) {
            String line = "2026-11-21 09:15:02.123 [worker-" + (i % 64) + "] INFO  " + OrderWorkload.LOGGER_NAME + " - "
                    + OrderWorkload.routedMessage(OrderWorkload.orderId(i % 64, 1_000_000L + i), i % 64) + "\n";
            lines[i] = line.getBytes(StandardCharsets.UTF_8);
        }
    }

    @TearDown(Level.Trial)
    public void stop(BenchmarkParams params) throws Exception {
        try {
            out.close();
            long calls = writers.stream().mapToLong(w -> w.calls).sum();
            long written = MarkerCounter.countInFiles(workDir.resolve("logs"), OrderWorkload.MARKER);
            ForkFiles.appendAudit(TrialAudit.of(params.getBenchmark(), SETUP_ID, "order", params.getThreads(),
                    params.getMode().shortLabel(), LossAudit.of(calls, calls, written, 0, false), 0));
        } finally {
            FileTrees.delete(workDir);
        }
    }

    @State(Scope.Thread)
    public static class Writer {
        long calls;
        int next;

        @Setup(Level.Trial)
        public void join(RawWriteBenchmark benchmark, ThreadParams params) {
            next = params.getThreadIndex() * 7;
            benchmark.writers.add(this);
        }
    }

    @Benchmark
    public void write(Writer writer) throws Exception {
        byte[] line = lines[writer.next++ & (LINES - 1)];
        synchronized (lock) {
            out.write(line);
        }
        writer.calls++;
    }
}

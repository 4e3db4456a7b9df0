package dev.logtune.benchmarks.jmh;

import dev.logtune.lab.audit.LossAudit;
import dev.logtune.support.files.FileTrees;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.TrialAudit;
import dev.logtune.benchmarks.workload.OrderWorkload;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.ThreadParams;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The ceiling: lines already formatted the way the standard pattern writes them, gathered under one lock into a
 * 256 KB buffer and handed to the file system 256 KB at a time. No framework can write the same bytes for less.
 *
 * <p>It must be a sustained rate, not the page cache's first gulp. Appending, the first few hundred megabytes go in
 * at memory speed and later ones at the disk's pace, in bursts the kernel decides: one fork read 7.5M lines/s, the
 * next iteration 2.4M, the next 1.6M, and the mean said more about writeback than about writing. So the ceiling
 * rewrites a 64 MB region of its file in place: its dirty pages stay far below the point where the kernel throttles
 * a writer, and every write costs what the copy into the page cache costs, iteration after iteration. That is the
 * ceiling of the CPU's side; the disk's own sustained pace, beyond which no setup keeps up for long, is a property of
 * the machine and is given with it.
 */
@State(Scope.Benchmark)
public class RawWriteBenchmark {
    public static final String SETUP_ID = HarnessLabels.CEILING;
    private static final int LINES = 1024;
    static final int BUFFER_BYTES = 256 * 1024;
    static final long REGION_BYTES = 64L << 20;

    private byte[][] lines;
    private FileChannel channel;
    private Path workDir;
    private final Object lock = new Object();
    // Guarded by lock: the lines gathered and not yet handed over, where the next write lands, and the lines handed over.
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER_BYTES);
    private long linesBuffered;
    private long position;
    private long linesWritten;
    private final Queue<Writer> writers = new ConcurrentLinkedQueue<>();

    @Setup(Level.Trial)
    public void start() throws Exception {
        workDir = ForkFiles.newWorkDir(SETUP_ID);
        Path logs = Files.createDirectories(workDir.resolve("logs"));
        channel = FileChannel.open(logs.resolve("app.log"), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
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
            long written;
            synchronized (lock) {
                handOver();
                channel.close();
                written = linesWritten;
            }
            // The file holds only the last 64 MB; the lines handed to the file system are what the ceiling wrote.
            long calls = writers.stream().mapToLong(w -> w.calls).sum();
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
            if (buffer.remaining() < line.length) {
                handOver();
            }
            buffer.put(line);
            linesBuffered++;
        }
        writer.calls++;
    }

    /** Writes the gathered lines at the current place in the region, wrapping to its start. Called under the lock. */
    private void handOver() throws IOException {
        buffer.flip();
        if (position + buffer.remaining() > REGION_BYTES) {
            position = 0;
        }
        while (buffer.hasRemaining()) {
            position += channel.write(buffer, position);
        }
        buffer.clear();
        linesWritten += linesBuffered;
        linesBuffered = 0;
    }
}

package dev.logtune.benchmarks.jmh;

import dev.logtune.benchmarks.audit.LossAudit;
import dev.logtune.benchmarks.audit.LoggingUnderTest;
import dev.logtune.benchmarks.files.FileTrees;
import dev.logtune.benchmarks.results.TrialAudit;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.benchmarks.workload.MessageShape;
import dev.logtune.configs.matrix.Matrix;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.ThreadParams;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * One matrix setup, loaded from the renderer's output into the fork's own logging context, called through the
 * framework's own API from every benchmark thread. The trial ends with a loss audit and the fork's timed window.
 */
@State(Scope.Benchmark)
public class LoggingBenchmark {
    @Param("logback-file")
    public String setup;

    @Param("order")
    public String message;

    private LoggingUnderTest logging;
    private EventEmitter emitter;
    private MessageShape shape;
    private Path workDir;
    private final Queue<Caller> callers = new ConcurrentLinkedQueue<>();
    // The fork's own window of calls: the audited rate divides by it, not by what the settings say a fork runs.
    private long setupDoneNanos;

    @Setup(Level.Trial)
    public void start() throws Exception {
        shape = MessageShape.fromId(message);
        workDir = ForkFiles.newWorkDir(setup);
        logging = LoggingUnderTest.start(Matrix.require(setup), workDir, LoggingUnderTest.Options.forked());
        emitter = logging.emitter();
        setupDoneNanos = System.nanoTime();
    }

    @TearDown(Level.Trial)
    public void stop(BenchmarkParams params) throws Exception {
        long windowMillis = (System.nanoTime() - setupDoneNanos) / 1_000_000;
        try {
            long calls = callers.stream().mapToLong(c -> c.calls).sum();
            LoggingUnderTest.Stopped stopped = logging.drainAndStop(Duration.ofMinutes(3));
            LossAudit audit = logging.audit(calls, shape, stopped);
            ForkFiles.appendAudit(TrialAudit.of(params.getBenchmark(), setup, message, params.getThreads(),
                    params.getMode().shortLabel(), audit, stopped.drainMillis(), windowMillis));
        } finally {
            FileTrees.delete(workDir);
        }
    }

    /** Each benchmark thread's own call count and order ids. */
    @State(Scope.Thread)
    public static class Caller {
        long calls;
        long nextOrderId;
        int thread;

        @Setup(Level.Trial)
        public void join(LoggingBenchmark benchmark, ThreadParams params) {
            thread = params.getThreadIndex();
            nextOrderId = (long) thread << 40;
            benchmark.callers.add(this);
            benchmark.logging.enterThread(thread);
        }

        @TearDown(Level.Trial)
        public void leave(LoggingBenchmark benchmark) {
            benchmark.logging.leaveThread();
        }
    }

    @Benchmark
    public void log(Caller caller) {
        shape.emit(emitter, caller.nextOrderId++, caller.thread);
        caller.calls++;
    }
}

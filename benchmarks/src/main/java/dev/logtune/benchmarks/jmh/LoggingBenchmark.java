package dev.logtune.benchmarks.jmh;

import dev.logtune.lab.audit.LossAudit;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.support.files.FileTrees;
import dev.logtune.lab.results.TrialAudit;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.benchmarks.workload.MessageShape;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.matrix.SetupIds;
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
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Collectors;

/**
 * One matrix setup, loaded from the renderer's output into the fork's own logging context, called through the
 * framework's own API from every benchmark thread. The trial ends with a loss audit and the fork's timed window.
 *
 * <p><b>What is measured.</b> The cost to the caller of one logging call: formatting where the setup formats on the
 * caller's thread, the appender's lock, the write into the OS, or the hand-off to a queue. In throughput mode that is
 * calls per second over all threads, in sample mode the time of single calls. A queue that a writer thread empties
 * is measured as the caller sees it: fast while there is room, at the writer's pace once it is full.
 *
 * <p><b>What is not.</b> Closed loop hides queueing: a thread that waits makes no further calls, so JMH never sees the
 * calls that would have piled up behind it (the open-loop harness measures that). Nor is the disk measured as such:
 * a trial writes gigabytes, and what the page cache absorbs before the kernel throttles the writer depends on how
 * long the trial ran; the audited rate ({@code AuditedRate}) and the ceiling ({@link RawWriteBenchmark}) frame it.
 *
 * <p><b>Why a fresh context per fork.</b> Logback and Log4j2 keep their configuration in static state: a context
 * reused across setups would carry one setup's appenders, threads and JVM-wide properties (Log4j2's context
 * selector, its ring buffer size) into the next. A fork is a fresh JVM: it loads one setup, logs, stops the context
 * (which drains and flushes), and counts what reached the file. Loss is counted, never assumed away: a trial whose
 * lines fall short of its calls with no discard policy to account for it is reported LOSSY, not fast.
 *
 * <p><b>Why the message has parameters.</b> A constant string would let the framework skip formatting that a
 * service pays for; the order event carries four parameters and about 240 bytes, like a line a service writes.
 */
@State(Scope.Benchmark)
public class LoggingBenchmark {
    @Param(SetupIds.LOGBACK_FILE)
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
            List<Long> missing = logging.lostEvents(audit,
                    callers.stream().collect(Collectors.toMap(c -> c.thread, c -> c.calls)));
            ForkFiles.appendAudit(TrialAudit.of(params.getBenchmark(), setup, message, params.getThreads(),
                    params.getMode().shortLabel(), audit, stopped.drainMillis(), windowMillis, missing));
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

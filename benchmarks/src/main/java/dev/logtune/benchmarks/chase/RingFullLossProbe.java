package dev.logtune.benchmarks.chase;

import com.lmax.disruptor.RingBuffer;
import dev.logtune.benchmarks.audit.EventIdCounter;
import dev.logtune.benchmarks.chase.CallMarks.Mark;
import dev.logtune.benchmarks.audit.MissingEvents;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.benchmarks.workload.OrderWorkload;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.load.LoadedLog4j2;
import dev.logtune.configs.model.SetupSpec;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.jmx.RingBufferAdmin;

import java.lang.reflect.Field;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;

/**
 * Where a Log4j2 async-logger setup loses an event with nothing dropped by its policy: runs a setup with {@code threads}
 * threads logging {@code calls} orders each, keeps everything written (a console pipe's reader keeps a copy), names
 * every id not found whole, and for each says what its call met inside the framework: a full ring (the ring's sequencer
 * refused a slot), a remaining capacity read below zero (Log4j2's sign that it has shut down, on which it drops the
 * event without asking its policy), the queue-full policy asked. Each run loads the setup afresh in its own context.
 * A console's reader can be held to a pace, as a container's log driver is: the ring then stays full, and the calls
 * that meet it full are most of them, not a few. Arguments: SETUP THREADS CALLS_PER_THREAD RUNS [READER_BYTES_PER_SECOND].
 */
public final class RingFullLossProbe {
    private RingFullLossProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 4 && args.length != 5) {
            System.err.println("usage: RingFullLossProbe SETUP THREADS CALLS_PER_THREAD RUNS [READER_BYTES_PER_SECOND]");
            System.exit(2);
        }
        SetupSpec spec = Matrix.find(args[0]).orElseThrow(() -> new IllegalArgumentException("no setup " + args[0]));
        int threads = Integer.parseInt(args[1]);
        long calls = Long.parseLong(args[2]);
        int runs = Integer.parseInt(args[3]);
        long readerPace = args.length == 5 ? Long.parseLong(args[4]) : 0;
        System.setProperty("log4j2.asyncQueueFullPolicy", RecordingQueueFullPolicy.class.getName());
        long lostInAll = 0;
        for (int run = 1; run <= runs; run++) {
            lostInAll += run(spec, threads, calls, readerPace, run);
        }
        report("all runs: %d lost of %,d calls", lostInAll, runs * threads * calls);
    }

    private static long run(SetupSpec spec, int threads, long calls, long readerPace, int run) throws Exception {
        CallMarks.reset();
        Path work = Files.createTempDirectory("logtune-ring-probe");
        try {
            LoggingUnderTest under = LoggingUnderTest.start(spec, work,
                    new LoggingUnderTest.Options(LoggingUnderTest.Scope.PRIVATE, false, readerPace, true, null));
            EventEmitter emitter = under.emitter();
            RecordingSequencer.install(ringBuffer(under));
            CountDownLatch start = new CountDownLatch(1);
            List<Thread> loggers = new ArrayList<>();
            for (int t = 1; t <= threads; t++) {
                int thread = t;
                Thread logger = new Thread(() -> {
                    try {
                        start.await();
                    } catch (InterruptedException e) {
                        return;
                    }
                    for (long sequence = 0; sequence < calls; sequence++) {
                        CallMarks.calling(thread, sequence);
                        emitter.routed(OrderWorkload.orderId(thread, sequence), thread);
                    }
                }, "logger-" + t);
                logger.start();
                loggers.add(logger);
            }
            long began = System.nanoTime();
            start.countDown();
            for (Thread logger : loggers) {
                logger.join();
            }
            double seconds = (System.nanoTime() - began) / 1e9;
            LoggingUnderTest.Stopped stopped = under.drainAndStop(Duration.ofSeconds(60));
            EventIdCounter found = EventIdCounter.scan(under.logs());
            long total = threads * calls;
            List<Long> missing = new ArrayList<>();
            for (int thread = 1; thread <= threads; thread++) {
                for (long sequence = 0; sequence < calls; sequence++) {
                    if (!found.contains(OrderWorkload.orderId(thread, sequence))) {
                        missing.add(OrderWorkload.orderId(thread, sequence));
                    }
                }
            }
            report("run %d: %s, %d threads x %,d calls in %.1f s; written %,d (counted by the pipe's reader %,d); calls that"
                            + " met a full ring %,d, read its remaining capacity below zero %,d, asked the policy %,d; missing %d",
                    run, spec.id(), threads, calls, seconds, found.distinct(), stopped.written(), CallMarks.count(Mark.FULL_RING),
                    CallMarks.count(Mark.NEGATIVE_CAPACITY), CallMarks.count(Mark.POLICY_ASKED), missing.size());
            for (long id : missing) {
                int thread = OrderWorkload.threadOf(id);
                long sequence = id - OrderWorkload.orderId(thread, 0);
                report("  %s: met a full ring %s, read capacity below zero %s, asked the policy %s; neighbours written %s, %s",
                        MissingEvents.describe(id), yes(CallMarks.marked(Mark.FULL_RING, thread, sequence)),
                        yes(CallMarks.marked(Mark.NEGATIVE_CAPACITY, thread, sequence)),
                        yes(CallMarks.marked(Mark.POLICY_ASKED, thread, sequence)),
                        sequence > 0 ? yes(found.contains(id - 1)) : "-", sequence + 1 < calls ? yes(found.contains(id + 1)) : "-");
            }
            // The other way round: every call that read a negative capacity, and whether its event was written.
            long negativeWritten = 0;
            for (int thread = 1; thread <= threads; thread++) {
                for (long sequence = 0; sequence < calls; sequence++) {
                    if (CallMarks.marked(Mark.NEGATIVE_CAPACITY, thread, sequence)
                            && found.contains(OrderWorkload.orderId(thread, sequence))) {
                        negativeWritten++;
                    }
                }
            }
            if (CallMarks.count(Mark.NEGATIVE_CAPACITY) > 0) {
                report("  of the %,d calls that read a negative capacity, %,d were written anyway",
                        CallMarks.count(Mark.NEGATIVE_CAPACITY), negativeWritten);
            }
            if (total != found.distinct() + missing.size()) {
                report("  (found %,d + missing %d != %,d calls)", found.distinct(), missing.size(), total);
            }
            return missing.size();
        } finally {
            try (Stream<Path> walk = Files.walk(work)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** The ring of an all-async context (or an AsyncRoot's), through the admin Log4j2 offers for JMX. */
    private static RingBuffer<?> ringBuffer(LoggingUnderTest under) throws ReflectiveOperationException {
        if (!(under.loaded() instanceof LoadedLog4j2 log4j2) || !(log4j2.context() instanceof AsyncLoggerContext async)) {
            throw new IllegalArgumentException(under.target().name() + " is not a Log4j2 setup with all loggers async");
        }
        RingBufferAdmin admin = async.createRingBufferAdmin();
        Field field = RingBufferAdmin.class.getDeclaredField("ringBuffer");
        field.setAccessible(true);
        return (RingBuffer<?>) field.get(admin);
    }

    private static String yes(boolean value) {
        return value ? "yes" : "no";
    }

    private static void report(String format, Object... args) {
        System.err.println(String.format(Locale.ROOT, format, args));
    }
}

package dev.logtune.benchmarks.audit;

import dev.logtune.lab.audit.LossAudit;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.workload.MessageShape;
import dev.logtune.benchmarks.workload.OrderWorkload;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.QueueFullPolicy;
import dev.logtune.configs.model.RandomAccessFileSink;
import dev.logtune.configs.model.SetupSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The audit must see real loss: setups made to drop events, measured through the same code the benchmarks use. */
class LossDetectionTest {
    private static final int THREADS = 4;
    private static final int EVENTS_PER_THREAD = 20_000;

    @TempDir
    Path dir;

    /** neverBlock on a 16-slot queue drops; without the counting subclass nothing accounts for the drops. */
    private static SetupSpec tinyNeverBlock() {
        return SetupSpec.builder("test-logback-neverblock-q16", Framework.LOGBACK)
                .logbackAsyncAppender().queueSize(16).discardingThreshold(0).neverBlock(true).build();
    }

    /** The disruptor appender's default appendTimeout (0) on a 16-slot ring: a full ring drops at once. */
    private static SetupSpec tinyDroppingDisruptor() {
        return SetupSpec.builder("test-logback-disruptor-drop-q16", Framework.LOGBACK)
                .logstashDisruptorAppender().disruptorRingSize(16).build();
    }

    /** Setups that drop by design, each on a queue small enough to drop under the hammer. */
    static Stream<SetupSpec> tinyDroppingSetups() {
        return Stream.of(tinyNeverBlock(), tinyDroppingDisruptor());
    }

    @ParameterizedTest
    @MethodSource("tinyDroppingSetups")
    void uncountedDropsAreReportedLossyWithTheRightCount(SetupSpec spec) throws Exception {
        LoggingUnderTest logging = LoggingUnderTest.start(spec, dir,
                LoggingUnderTest.Options.inProcess().withoutDiscardCounting());
        long calls = hammer(logging);
        LoggingUnderTest.Stopped stopped = logging.drainAndStop(Duration.ofSeconds(30));
        LossAudit audit = logging.audit(calls, MessageShape.ORDER, stopped);

        long linesInFile = eventLines(logging.logs());
        assertThat(audit.calls()).isEqualTo(THREADS * EVENTS_PER_THREAD);
        assertThat(audit.written()).isEqualTo(linesInFile);
        assertThat(audit.lost()).isEqualTo(calls - linesInFile).isPositive();
        assertThat(audit.discarded()).isZero();
        assertThat(audit.verdict()).isEqualTo(Verdict.LOSSY);
    }

    @ParameterizedTest
    @MethodSource("tinyDroppingSetups")
    void countedDropsUnderTheConfiguredPolicyAreDropped(SetupSpec spec) throws Exception {
        LoggingUnderTest logging = LoggingUnderTest.start(spec, dir, LoggingUnderTest.Options.inProcess());
        long calls = hammer(logging);
        LoggingUnderTest.Stopped stopped = logging.drainAndStop(Duration.ofSeconds(30));
        LossAudit audit = logging.audit(calls, MessageShape.ORDER, stopped);

        long linesInFile = eventLines(logging.logs());
        assertThat(audit.discarded()).isEqualTo(calls - linesInFile).isPositive();
        assertThat(audit.lost()).isZero();
        assertThat(audit.verdict()).isEqualTo(Verdict.DROPPED);
    }

    @Test
    void theBlockingDisruptorAppenderOnATinyRingKeepsEveryEventAndItsDepthIsRead() throws Exception {
        SetupSpec spec = SetupSpec.builder("test-logback-disruptor-q16", Framework.LOGBACK)
                .logstashDisruptorAppender().disruptorRingSize(16).appendTimeout(-1).immediateFlush(false).bufferSize(64 * 1024).build();
        LoggingUnderTest logging = LoggingUnderTest.start(spec, dir, LoggingUnderTest.Options.inProcess());
        assertThat(logging.queue().capacity()).isEqualTo(16);
        long calls = hammer(logging);
        LoggingUnderTest.Stopped stopped = logging.drainAndStop(Duration.ofSeconds(30));
        LossAudit audit = logging.audit(calls, MessageShape.ORDER, stopped);

        assertThat(audit.written()).isEqualTo(calls).isEqualTo(eventLines(logging.logs()));
        assertThat(audit.verdict()).isEqualTo(Verdict.COMPLETE);
    }

    @Test
    void log4j2DiscardPolicyDropsAreCounted() throws Exception {
        SetupSpec spec = SetupSpec.builder("test-log4j2-discard-rb128", Framework.LOG4J2)
                .sink(new RandomAccessFileSink()).allAsyncLoggers().ringBufferSize(128)
                .queueFullPolicy(QueueFullPolicy.DISCARD).discardLevel(LogLevel.INFO).build();
        LoggingUnderTest logging = LoggingUnderTest.start(spec, dir, LoggingUnderTest.Options.inProcess());
        long calls = hammer(logging);
        LoggingUnderTest.Stopped stopped = logging.drainAndStop(Duration.ofSeconds(30));
        LossAudit audit = logging.audit(calls, MessageShape.ORDER, stopped);

        long linesInFile = eventLines(logging.logs());
        assertThat(audit.written()).isEqualTo(linesInFile);
        assertThat(audit.discarded()).as("the policy's drops are counted").isPositive();
        assertThat(audit.written() + audit.discarded() + audit.lost()).isEqualTo(calls);
        // Log4j2 2.26.1's async loggers (thread-local translators, ring buffer full) now and then lose one event
        // outright, outside any policy; seen without logtune too. The audit must call that LOSSY, never DROPPED.
        assertThat(audit.verdict()).isEqualTo(audit.lost() == 0 ? Verdict.DROPPED : Verdict.LOSSY);
    }

    @Test
    void aLevelThatFiltersEverythingExpectsNothing() throws Exception {
        SetupSpec off = SetupSpec.builder("test-off", Framework.LOGBACK).level(LogLevel.OFF).build();
        LoggingUnderTest logging = LoggingUnderTest.start(off, dir, LoggingUnderTest.Options.inProcess());
        long calls = hammer(logging);
        LossAudit audit = logging.audit(calls, MessageShape.ORDER, logging.drainAndStop(Duration.ofSeconds(5)));
        assertThat(audit.expected()).isZero();
        assertThat(audit.verdict()).isEqualTo(Verdict.COMPLETE);
    }

    private static long hammer(LoggingUnderTest logging) throws InterruptedException {
        Thread[] threads = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            threads[t] = new Thread(() -> {
                logging.enterThread(thread);
                for (int i = 0; i < EVENTS_PER_THREAD; i++) {
                    logging.emitter().routed(((long) thread << 40) + i, thread);
                }
                logging.leaveThread();
            });
            threads[t].start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        return (long) THREADS * EVENTS_PER_THREAD;
    }

    // Counted independently of MarkerCounter: whole lines that hold the workload's message.
    private static long eventLines(Path logs) throws Exception {
        try (Stream<Path> files = Files.walk(logs)) {
            long lines = 0;
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                try (Stream<String> stream = Files.lines(file, StandardCharsets.UTF_8)) {
                    lines += stream.filter(line -> line.contains(OrderWorkload.MARKER) && line.contains(" routed to ")).count();
                }
            }
            return lines;
        }
    }
}

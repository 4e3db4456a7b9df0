package dev.logtune.configs.model;

import dev.logtune.configs.matrix.Matrix;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class DurabilityTest {
    private static final double RATE = 38_000;
    private static final double BYTES = 240;
    private static final double CONSUMER = 900_000;

    private static UnflushedWindow window(String id) {
        return Durability.window(Matrix.require(id), RATE, BYTES, CONSUMER);
    }

    private static double millis(Duration duration) {
        return duration.toNanos() / 1e6;
    }

    private static double fill(int bufferBytes) {
        return bufferBytes / (RATE * BYTES) * 1e3;
    }

    @Test
    void immediateFlushReachesTheOsBeforeTheCallReturns() {
        for (String id : new String[] {"logback-file", "log4j2-file", "logback-prudent", "logback-sifting-4"}) {
            UnflushedWindow window = window(id);
            assertThat(window.atRate()).as(id).isEqualTo(Duration.ZERO);
            assertThat(window.atIdle()).as(id).isEqualTo(Duration.ZERO);
            assertThat(window.how()).as(id).isEqualTo("written to the OS before the call returns");
            assertThat(window.within(Duration.ZERO)).as(id).isTrue();
        }
    }

    @Test
    void logbackBufferedFileHoldsItsBufferUntilItFills() {
        UnflushedWindow window = window("logback-file-buffered");
        assertThat(millis(window.atRate())).isCloseTo(fill(256 * 1024), within(0.01));
        assertThat(window.atIdle()).isNull();
        assertThat(window.unboundedAtIdle()).isTrue();
        assertThat(window.how()).isEqualTo("held in a 256 KB buffer until it fills: about 29 ms at 38k events/s, unbounded at idle");
        assertThat(window.within(Duration.ofHours(1))).isFalse();
    }

    @Test
    void bufferDefaultsFollowEachWriter() {
        assertThat(millis(window("log4j2-file-buffered").atRate())).isCloseTo(fill(8 * 1024), within(0.01));
        assertThat(millis(window("log4j2-raf-buffered").atRate())).isCloseTo(fill(256 * 1024), within(0.01));
        assertThat(millis(window("logback-rolling-buffered").atRate())).isCloseTo(fill(256 * 1024), within(0.01));
        assertThat(window("log4j2-file-buffered").how()).startsWith("held in an 8 KB buffer");
        SetupSpec logbackDefault = SetupSpec.builder("t", Framework.LOGBACK).immediateFlush(false).build();
        assertThat(Durability.bufferBytes(logbackDefault)).isEqualTo(8 * 1024);
        SetupSpec raf1m = SetupSpec.builder("t", Framework.LOG4J2).sink(new RandomAccessFileSink())
                .immediateFlush(false).bufferSize(1024 * 1024).build();
        assertThat(Durability.window(raf1m, RATE, BYTES, CONSUMER).how()).startsWith("held in a 1 MB buffer");
    }

    @Test
    void aSiftingSetupFillsOneBufferPerFile() {
        SetupSpec sifting = SetupSpec.builder("t", Framework.LOGBACK).sink(new SiftingSink("tenant", 4, null))
                .immediateFlush(false).build();
        UnflushedWindow window = Durability.window(sifting, RATE, BYTES, CONSUMER);
        assertThat(millis(window.atRate())).isCloseTo(4 * fill(8 * 1024), within(0.01));
        assertThat(window.how()).contains("per file (4 files)");
    }

    @Test
    void withNoEventsComingABufferHoldsForEver() {
        UnflushedWindow buffered = Durability.window(Matrix.require("log4j2-raf-buffered"), 0, BYTES, CONSUMER);
        assertThat(buffered.atRate()).isNull();
        assertThat(buffered.atIdle()).isNull();
        assertThat(buffered.how()).endsWith("unbounded at idle");
        assertThat(Durability.window(Matrix.require("logback-file"), 0, BYTES, 0).atRate()).isEqualTo(Duration.ZERO);
    }

    @Test
    void logbackAsyncOverAFlushingFileWaitsForItsQueueOnly() {
        UnflushedWindow window = window("logback-async-q8192-t0");
        double queue = 8192 / CONSUMER * 1e3;
        assertThat(millis(window.atRate())).isCloseTo(queue, within(0.01));
        assertThat(millis(window.atIdle())).isCloseTo(queue, within(0.01));
        assertThat(window.how()).isEqualTo("queued up to 8,192 events, drained at ~900k/s: under 10 ms; then written with a flush per event");
        assertThat(window.within(Duration.ofMillis(10))).isTrue();
        assertThat(window.within(Duration.ofMillis(9))).isFalse();
    }

    @Test
    void logbackAsyncNeverFlushesABufferedFileAtTheEndOfABatch() {
        UnflushedWindow window = window("logback-async-q8192-t0-buffered");
        assertThat(millis(window.atRate())).isCloseTo(8192 / CONSUMER * 1e3 + fill(256 * 1024), within(0.01));
        assertThat(window.atIdle()).isNull();
        assertThat(window.how()).contains("queued up to 8,192 events").contains("held in a 256 KB buffer")
                .contains("never flushes at the end of a batch").endsWith("unbounded at idle");
    }

    @Test
    void log4j2AsyncLoggersFlushAtTheEndOfEachBatch() {
        for (String id : new String[] {"log4j2-async-raf", "log4j2-asyncroot-raf"}) {
            UnflushedWindow window = window(id);
            double queue = 4096 / CONSUMER * 1e3;
            assertThat(millis(window.atRate())).as(id).isCloseTo(queue, within(0.01));
            assertThat(millis(window.atIdle())).as(id).isCloseTo(queue, within(0.01));
            assertThat(window.how()).as(id).contains("queued up to 4,096 events").contains("flushed at the end of each batch");
        }
        assertThat(millis(window("log4j2-async-raf-rb262144").atIdle())).isCloseTo(262_144 / CONSUMER * 1e3, within(0.01));
    }

    @Test
    void log4j2AsyncAppenderFlushesWhenItsQueueRunsDry() {
        UnflushedWindow window = window("log4j2-asyncappender-1024");
        assertThat(millis(window.atIdle())).isCloseTo(1024 / CONSUMER * 1e3, within(0.01));
        assertThat(window.how()).contains("queued up to 1,024 events").contains("under 2 ms").contains("flushed at the end of each batch");
    }

    @Test
    void logbackConsoleGoesThroughSystemOutWhichFlushesEveryWrite() {
        assertThat(window("logback-console").atIdle()).isEqualTo(Duration.ZERO);
        SetupSpec lazy = SetupSpec.builder("t", Framework.LOGBACK).sink(new ConsoleSink()).immediateFlush(false).build();
        UnflushedWindow window = Durability.window(lazy, RATE, BYTES, CONSUMER);
        assertThat(window.atIdle()).isEqualTo(Duration.ZERO);
        assertThat(window.how()).contains("System.out");
    }

    @Test
    void log4j2ConsoleWithoutImmediateFlushHoldsItsEncoderBuffer() {
        SetupSpec lazy = SetupSpec.builder("t", Framework.LOG4J2).sink(new ConsoleSink()).immediateFlush(false).build();
        UnflushedWindow window = Durability.window(lazy, RATE, BYTES, CONSUMER);
        assertThat(millis(window.atRate())).isCloseTo(fill(8 * 1024), within(0.01));
        assertThat(window.atIdle()).isNull();
    }

    @Test
    void theDisruptorAppenderFlushesItsBufferedFileAtTheEndOfEachBatch() {
        SetupSpec spec = Matrix.require("logback-disruptor-q65536-buffered");
        UnflushedWindow window = Durability.window(spec, RATE, BYTES, CONSUMER);
        assertThat(window.unboundedAtIdle()).isFalse();
        assertThat(window.how()).contains("queued up to 65,536 events").contains("flushed at the end of each batch")
                .contains("disruptor appender");
        // Logback's own AsyncAppender over the same buffered file never flushes at a batch end: unbounded at idle.
        assertThat(Durability.window(Matrix.require("logback-async-q8192-t0-buffered"), RATE, BYTES, CONSUMER).unboundedAtIdle()).isTrue();
    }

    @Test
    void everyMatrixSetupHasAWindow() {
        for (SetupSpec spec : Matrix.all()) {
            UnflushedWindow window = Durability.window(spec, RATE, BYTES, CONSUMER);
            assertThat(window.how()).as(spec.id()).isNotBlank();
            // Only a buffer no batch end flushes can hold an event through a quiet spell.
            boolean logbackBuffer = spec.framework() == Framework.LOGBACK && !(spec.sink() instanceof ConsoleSink)
                    && !(spec.async() instanceof LogstashDisruptorAppender);
            boolean log4j2Buffer = spec.framework() == Framework.LOG4J2 && spec.async() instanceof NoAsync;
            boolean unbounded = !spec.writing().immediateFlush() && (logbackBuffer || log4j2Buffer);
            assertThat(window.unboundedAtIdle()).as(spec.id()).isEqualTo(unbounded);
        }
    }

    @Test
    void nonsenseInputIsRefused() {
        SetupSpec sync = Matrix.require("logback-file");
        SetupSpec async = Matrix.require("log4j2-async-raf");
        assertThatThrownBy(() -> Durability.window(sync, -1, BYTES, CONSUMER)).hasMessageContaining("event rate");
        assertThatThrownBy(() -> Durability.window(sync, Double.NaN, BYTES, CONSUMER)).hasMessageContaining("event rate");
        assertThatThrownBy(() -> Durability.window(sync, RATE, 0, CONSUMER)).hasMessageContaining("bytes per event");
        assertThatThrownBy(() -> Durability.window(async, RATE, BYTES, 0)).hasMessageContaining("consumer's rate");
    }

    @Test
    void withinNeedsBothBounds() {
        UnflushedWindow window = new UnflushedWindow(Duration.ofMillis(5), null, "x");
        assertThat(window.within(Duration.ofDays(1))).isFalse();
        assertThat(new UnflushedWindow(Duration.ofMillis(5), Duration.ofMillis(5), "x").within(Duration.ofMillis(5))).isTrue();
        assertThatThrownBy(() -> new UnflushedWindow(Duration.ofMillis(-1), null, "x")).isInstanceOf(IllegalArgumentException.class);
    }
}

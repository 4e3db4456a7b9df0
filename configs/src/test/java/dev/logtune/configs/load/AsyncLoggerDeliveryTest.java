package dev.logtune.configs.load;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.render.LogDirectory;
import dev.logtune.configs.render.RenderOptions;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.configs.render.SetupRenderer;
import org.apache.logging.log4j.Logger;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Log4j2's Disruptor-based async loggers must deliver their events when several threads keep the ring buffer
 * full. With LMAX Disruptor 4.0.0 and log4j-core 2.26.1 they did not: from 4 threads, 20 to 50% of events
 * reached the file, in long contiguous runs, with no status message. This guards the Disruptor pin in the pom.
 * With 3.4.4 a single event still goes missing in roughly one run in twelve (seen without logtune as well), so
 * this allows a handful; the loss audit of the benchmarks reports every one of them.
 */
class AsyncLoggerDeliveryTest {
    private static final int THREADS = 4;
    private static final int EVENTS_PER_THREAD = 100_000;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"log4j2-async-raf", "log4j2-asyncroot-raf"})
    void deliversEveryEventWhileTheRingBufferIsFull(String id) throws Exception {
        SetupSpec spec = Matrix.require(id);
        RenderedSetup rendered = SetupRenderer.renderAny(spec, RenderOptions.standard());
        Path xml = Files.writeString(dir.resolve(rendered.xmlFileName()), rendered.xml());
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Map<String, String> properties = new HashMap<>(rendered.systemProperties());
        properties.put(LogDirectory.VARIABLE, logs.toString());
        LoadedLog4j2 loaded = Log4j2Loader.loadPrivate(xml, properties);
        try {
            Logger logger = loaded.logger("orders.OrderRouter");
            Thread[] threads = new Thread[THREADS];
            for (int t = 0; t < THREADS; t++) {
                long base = (long) t * EVENTS_PER_THREAD;
                threads[t] = new Thread(() -> {
                    for (int i = 0; i < EVENTS_PER_THREAD; i++) {
                        logger.info("ORD-{} routed to {} in {} us: {}", base + i, "NSE-EQ-1", 180L + i % 800, "side=BUY qty=100");
                    }
                });
                threads[t].start();
            }
            for (Thread thread : threads) {
                thread.join();
            }
        } finally {
            loaded.stop(Duration.ofMinutes(1));
        }
        long lines;
        try (Stream<String> stream = Files.lines(logs.resolve("app.log"), StandardCharsets.UTF_8)) {
            lines = stream.filter(line -> line.contains("ORD-")).count();
        }
        long logged = (long) THREADS * EVENTS_PER_THREAD;
        assertThat(lines).as("events in the file").isBetween(logged - logged / 10_000, logged);
    }
}

package dev.logtune.configs.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.JsonLayout;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiftingSink;
import dev.logtune.configs.model.SiteSampler;
import dev.logtune.configs.model.VolumeReduction;
import dev.logtune.configs.render.LogDirectory;
import dev.logtune.configs.render.RenderOptions;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.configs.render.SetupRenderer;
import org.apache.logging.log4j.ThreadContext;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.slf4j.MDC;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Loads every matrix setup into its real framework, writes from several threads, and reads every line back. */
class MatrixLoadTest {
    private static final int THREADS = 4;
    private static final int EVENTS_PER_THREAD = 100;
    private static final String PAYLOAD = "x".repeat(40) + "#end";
    private static final Pattern MESSAGE = Pattern.compile("ORD-(\\d+) routed to gw-(\\d) in (\\d+) us payload=(\\S+)");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    static List<SetupSpec> matrix() {
        return Matrix.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matrix")
    void loadsWithoutErrorsAndWritesEveryEventWhole(SetupSpec spec) throws Exception {
        RenderedSetup rendered = SetupRenderer.renderAny(spec, RenderOptions.standard());
        Path xml = Files.writeString(dir.resolve(rendered.xmlFileName()), rendered.xml());
        Path logs = Files.createDirectories(dir.resolve("logs"));

        ByteArrayOutputStream console = new ByteArrayOutputStream();
        PrintStream realOut = System.out;
        boolean capture = spec.sink() instanceof ConsoleSink;
        if (capture) {
            System.setOut(new PrintStream(console, true, StandardCharsets.UTF_8));
        }
        try {
            write(spec, xml, rendered, logs);
        } finally {
            if (capture) {
                System.setOut(realOut);
            }
        }
        List<String> lines = capture
                ? console.toString(StandardCharsets.UTF_8).lines().toList()
                : readLines(logs);
        check(spec, lines);
        if (spec.sink() instanceof SiftingSink && spec.level() != LogLevel.OFF) {
            try (Stream<Path> files = Files.list(logs)) {
                assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
                        .as("one file per MDC value")
                        .containsExactly("app-tenant0.log", "app-tenant1.log", "app-tenant2.log", "app-tenant3.log");
            }
        }
    }

    private void write(SetupSpec spec, Path xml, RenderedSetup rendered, Path logs) throws Exception {
        Map<String, String> properties = new HashMap<>(rendered.systemProperties());
        properties.put(LogDirectory.VARIABLE, logs.toString());
        if (spec.framework() == Framework.LOGBACK) {
            try (LoadedLogback loaded = LogbackLoader.loadPrivate(xml, properties)) {
                org.slf4j.Logger logger = loaded.logger("dev.logtune.OrderRouter");
                run(spec, (id, thread) -> logger.info("ORD-{} routed to gw-{} in {} us payload={}", id, thread % 3, id % 997, PAYLOAD),
                        thread -> MDC.put("tenant", "tenant" + thread), MDC::clear);
            }
        } else {
            LoadedLog4j2 loaded = Log4j2Loader.loadPrivate(xml, properties);
            try {
                org.apache.logging.log4j.Logger logger = loaded.logger("dev.logtune.OrderRouter");
                run(spec, (id, thread) -> logger.info("ORD-{} routed to gw-{} in {} us payload={}", id, thread % 3, id % 997, PAYLOAD),
                        thread -> ThreadContext.put("tenant", "tenant" + thread), ThreadContext::clearMap);
            } finally {
                loaded.stop(Duration.ofSeconds(30));
            }
        }
    }

    private interface Call {
        void log(long id, int thread);
    }

    private static void run(SetupSpec spec, Call call, java.util.function.IntConsumer threadSetup, Runnable threadTeardown)
            throws InterruptedException {
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            Thread worker = new Thread(() -> {
                threadSetup.accept(thread);
                try {
                    start.await();
                    for (int i = 0; i < EVENTS_PER_THREAD; i++) {
                        call.log((long) thread * EVENTS_PER_THREAD + i, thread);
                        if (spec.mayDrop() && i % 8 == 0) {
                            // Setups that drop by design are paced so a small queue keeps up: this test is about loading and writing.
                            Thread.sleep(1);
                        }
                    }
                } catch (Throwable e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                } finally {
                    threadTeardown.run();
                }
            }, "writer-" + t);
            threads.add(worker);
            worker.start();
        }
        start.countDown();
        for (Thread worker : threads) {
            worker.join();
        }
        assertThat(failures).isEmpty();
    }

    private static List<String> readLines(Path logs) throws IOException {
        List<String> lines = new ArrayList<>();
        try (Stream<Path> files = Files.walk(logs)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                lines.addAll(Files.readAllLines(file, StandardCharsets.UTF_8));
            }
        }
        return lines;
    }

    private static void check(SetupSpec spec, List<String> lines) throws IOException {
        int expected = spec.level() == LogLevel.OFF ? 0 : THREADS * EVENTS_PER_THREAD;
        Set<Long> seen = new HashSet<>();
        for (String line : lines) {
            if (spec.reduction().sampler() != null && line.contains(SiteSampler.SUMMARY_LOGGER)) {
                continue;  // the sampler's count of what it dropped
            }
            String message = spec.layout() instanceof JsonLayout ? jsonMessage(line) : line;
            Matcher matcher = MESSAGE.matcher(message);
            assertThat(matcher.find()).as("a whole event in line: %s", line).isTrue();
            long id = Long.parseLong(matcher.group(1));
            assertThat(matcher.group(4)).as("payload of %s", id).isEqualTo(PAYLOAD);
            assertThat(Long.parseLong(matcher.group(3))).isEqualTo(id % 997);
            assertThat(seen.add(id)).as("event %s written once", id).isTrue();
        }
        VolumeReduction reduction = spec.reduction();
        if (reduction.duplicates() != null) {
            // One template: its first occurrence and the repetitions allowed, the rest dropped (ReductionLoadTest).
            assertThat(seen).hasSize(reduction.duplicates().allowedRepetitions() + 1);
        } else if (reduction.sampler() != null) {
            // One call site, over its share within a second: cut to its limit a window (ReductionLoadTest).
            assertThat(seen.size()).isBetween(Math.min(expected, reduction.sampler().perSiteLimit()), expected);
        } else if (spec.mayDrop()) {
            assertThat(seen.size()).isLessThanOrEqualTo(expected).isGreaterThan(expected / 2);
        } else {
            assertThat(seen).hasSize(expected);
        }
    }

    private static String jsonMessage(String line) throws IOException {
        JsonNode node = JSON.readTree(line);
        JsonNode message = node.has("formattedMessage") ? node.get("formattedMessage") : node.get("message");
        assertThat(message).as("message field in %s", line).isNotNull();
        return message.asText();
    }
}

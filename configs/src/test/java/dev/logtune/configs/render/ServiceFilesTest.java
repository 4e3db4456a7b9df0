package dev.logtune.configs.render;

import dev.logtune.configs.load.LoadedLog4j2;
import dev.logtune.configs.load.LoadedLogback;
import dev.logtune.configs.load.Log4j2Loader;
import dev.logtune.configs.load.LogbackLoader;
import dev.logtune.configs.model.FileSink;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.RandomAccessFileSink;
import dev.logtune.configs.model.RollPeriod;
import dev.logtune.configs.model.Rolling;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.Sink;
import org.apache.logging.log4j.ThreadContext;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.slf4j.MDC;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.IntConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The files logtune writes for services, loaded into the real frameworks: they roll by size, gzip what rolled,
 * keep every event, and print the service line (zone offset, MDC only when there is one).
 */
class ServiceFilesTest {
    private static final int BATCHES = 12;
    private static final int PER_BATCH = 40;
    // Small files so a dozen rolls happen in a second; the frameworks check size at most every few tens of ms.
    private static final Rolling SMALL = new Rolling(4 * 1024, RollPeriod.DAILY, 7, 1024 * 1024, true);
    private static final Pattern LINE = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}(Z|[+-]\\d{2}:\\d{2}) \\[[^\\]]+] INFO  rolling\\.test"
                    + "(?<mdc> \\[order=\\d+]| \\{order=\\d+})? - event (?<n>\\d+) " + "y".repeat(60));

    @TempDir
    Path dir;

    static Stream<Arguments> files() {
        List<Arguments> cases = new ArrayList<>();
        for (FileConventions conventions : FileConventions.values()) {
            cases.add(Arguments.of(Framework.LOGBACK, new FileSink(), conventions));
            cases.add(Arguments.of(Framework.LOG4J2, new FileSink(), conventions));
            cases.add(Arguments.of(Framework.LOG4J2, new RandomAccessFileSink(), conventions));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("files")
    void rollsGzipsAndKeepsEveryEventInTheServiceLine(Framework framework, Sink sink, FileConventions conventions) throws Exception {
        Path logs = logThroughRealFramework(framework, sink, conventions, SMALL);

        Path active = conventions == FileConventions.SPRING_BOOT ? logs.resolve("spring.log") : logs.resolve("app.log");
        assertThat(active).as("the active file where the conventions put it").exists();
        List<Path> rolled = waitForGzips(logs);
        assertThat(rolled).as("rolled and gzipped files beside " + active.getFileName()).hasSizeGreaterThanOrEqualTo(3);
        Set<Integer> seen = new HashSet<>();
        int withMdc = 0;
        List<String> lines = new ArrayList<>(Files.readAllLines(active));
        for (Path gz : rolled) {
            lines.addAll(gunzip(gz));
        }
        for (String line : lines) {
            Matcher matcher = LINE.matcher(line);
            assertThat(matcher.matches()).as("the service line: " + line).isTrue();
            int n = Integer.parseInt(matcher.group("n"));
            assertThat(seen.add(n)).as("event " + n + " once").isTrue();
            if (matcher.group("mdc") != null) {
                withMdc++;
                assertThat(n % 2).as("the MDC only where it was set: " + line).isZero();
            }
        }
        assertThat(seen).as("every event, across the active and the rolled files").hasSize(BATCHES * PER_BATCH);
        assertThat(withMdc).isEqualTo(BATCHES * PER_BATCH / 2);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("files")
    void deletesTheOldestRolledFilesBeyondTheSizeCap(Framework framework, Sink sink, FileConventions conventions) throws Exception {
        Rolling capped = new Rolling(4 * 1024, RollPeriod.DAILY, 7, 12 * 1024, false);
        Path logs = logThroughRealFramework(framework, sink, conventions, capped);
        Path active = conventions == FileConventions.SPRING_BOOT ? logs.resolve("spring.log") : logs.resolve("app.log");
        long rolledBytes;
        int rolledFiles;
        try (Stream<Path> files = Files.list(logs)) {
            List<Path> rolled = files.filter(p -> !p.equals(active)).toList();
            rolledFiles = rolled.size();
            rolledBytes = 0;
            for (Path file : rolled) {
                rolledBytes += Files.size(file);
            }
        }
        // About 60 KB were written in 4 KB files: without the cap some fifteen would be kept.
        assertThat(rolledFiles).as("rolled files kept").isBetween(1, 5);
        assertThat(rolledBytes).as("bytes kept in rolled files, against the 12 KB cap").isLessThanOrEqualTo(capped.totalSizeCapBytes() + capped.maxFileSizeBytes());
    }

    /** Renders a service file with {@code rolling}, loads it into the real framework, logs every batch, stops it. */
    private Path logThroughRealFramework(Framework framework, Sink sink, FileConventions conventions, Rolling rolling)
            throws Exception {
        SetupSpec spec = SetupSpec.builder("service-" + framework.name().toLowerCase(Locale.ROOT), framework)
                .sink(sink).level(LogLevel.INFO).layout(PatternLayout.forService(framework)).build();
        RenderedSetup rendered = SetupRenderer.renderAny(spec, RenderOptions.standard().forService(conventions, rolling));
        Path xml = Files.writeString(dir.resolve(framework == Framework.LOGBACK ? "logback.xml" : "log4j2.xml"), rendered.xml());
        Path logs = dir.resolve("logs");
        if (framework == Framework.LOGBACK) {
            LoadedLogback logback = LogbackLoader.loadPrivate(xml, FileConventions.variablesPointingAt(logs));
            org.slf4j.Logger logger = logback.logger("rolling.test");
            write(i -> logger.info("event {} {}", i, "y".repeat(60)), MDC::put, MDC::clear);
            logback.stop(Duration.ofSeconds(20));
        } else {
            LoadedLog4j2 log4j2 = Log4j2Loader.loadPrivate(xml, FileConventions.variablesPointingAt(logs));
            org.apache.logging.log4j.Logger logger = log4j2.logger("rolling.test");
            write(i -> logger.info("event {} {}", i, "y".repeat(60)), ThreadContext::put, ThreadContext::clearMap);
            log4j2.stop(Duration.ofSeconds(20));
        }
        return logs;
    }

    interface Put {
        void put(String key, String value);
    }

    /** Batches with pauses, so the size checks run; every even event carries an MDC value. */
    private static void write(IntConsumer log, Put put, Runnable clear) throws InterruptedException {
        int n = 0;
        for (int batch = 0; batch < BATCHES; batch++) {
            for (int i = 0; i < PER_BATCH; i++, n++) {
                if (n % 2 == 0) {
                    put.put("order", Integer.toString(n));
                }
                log.accept(n);
                clear.run();
            }
            Thread.sleep(120);
        }
    }

    /** Compression runs off the logging thread; give it a moment to finish the last file. */
    private static List<Path> waitForGzips(Path logs) throws IOException, InterruptedException {
        for (int i = 0; i < 100; i++) {
            try (Stream<Path> files = Files.list(logs)) {
                List<Path> all = files.toList();
                boolean compressing = all.stream().anyMatch(p -> !p.toString().endsWith(".gz") && !p.toString().endsWith(".log"));
                List<Path> gz = all.stream().filter(p -> p.toString().endsWith(".gz")).sorted().toList();
                if (!compressing && !gz.isEmpty()) {
                    return gz;
                }
            }
            Thread.sleep(100);
        }
        try (Stream<Path> files = Files.list(logs)) {
            return files.filter(p -> p.toString().endsWith(".gz")).sorted().toList();
        }
    }

    private static List<String> gunzip(Path gz) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.isEmpty() ? List.of() : List.of(text.split("\n"));
        }
    }
}

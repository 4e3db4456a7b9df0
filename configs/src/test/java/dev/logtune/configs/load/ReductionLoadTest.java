package dev.logtune.configs.load;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.BurstLimit;
import dev.logtune.configs.model.DuplicateSuppression;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.ReductionMean;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiteSampler;
import dev.logtune.configs.model.VolumeReduction;
import dev.logtune.configs.render.LogDirectory;
import dev.logtune.configs.render.RenderOptions;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.configs.render.SetupRenderer;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every matrix setup that reduces volume, loaded in its real framework with the workload the means are for: one noisy
 * call site, its warnings and errors, a rare site, and a chatty library. What reaches the file is what the means promise:
 * the sampler and BurstFilter keep every WARN and ERROR, only the sampler keeps the rare site, DuplicateMessageFilter
 * drops repeated ERRORs too, and a library's level drops its INFO and keeps its WARN.
 */
class ReductionLoadTest {
    private static final String APP = "dev.logtune.OrderRouter";
    private static final String AUDIT = "dev.logtune.Audit";
    private static final String LIBRARY = "org.hibernate.SQL";
    private static final Pattern LINE = Pattern.compile("(noisy-info|noisy-warn|noisy-error|rare-info|library-info|library-warn) n=(\\d+)");

    /** One call site: a logger, a level and a template logged {@code times} times, in this order. */
    private record Site(String tag, String logger, LogLevel level, int times) {
    }

    private static final List<Site> WORKLOAD = List.of(
            new Site("noisy-info", APP, LogLevel.INFO, 5000),
            new Site("noisy-warn", APP, LogLevel.WARN, 50),
            new Site("noisy-error", APP, LogLevel.ERROR, 50),
            new Site("rare-info", AUDIT, LogLevel.INFO, 3),
            new Site("library-info", LIBRARY, LogLevel.INFO, 10),
            new Site("library-warn", LIBRARY, LogLevel.WARN, 2));

    @TempDir
    Path dir;

    static List<SetupSpec> reduced() {
        return Matrix.all().stream().filter(SetupSpec::reducesVolume).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("reduced")
    void whatReachesTheFileIsWhatTheMeansPromise(SetupSpec spec) throws Exception {
        assertThat(spec.reduction().means()).as("one means a setup; combined ones need their own expectations").hasSize(1);
        RenderedSetup rendered = SetupRenderer.renderAny(spec, RenderOptions.standard());
        Path xml = Files.writeString(dir.resolve(rendered.xmlFileName()), rendered.xml());
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Map<String, String> properties = new HashMap<>(rendered.systemProperties());
        properties.put(LogDirectory.VARIABLE, logs.toString());
        if (spec.framework() == Framework.LOGBACK) {
            try (LoadedLogback loaded = LogbackLoader.loadPrivate(xml, properties)) {
                // Log4j2 reports the LOG_DIR default's nested lookup in every file, reduced or not.
                assertThat(loaded.warnings()).as("warnings loading %s", spec.id())
                        .filteredOn(warning -> !warning.startsWith("Infinite loop in property interpolation of LOG_DIR")).isEmpty();
                for (Site site : WORKLOAD) {
                    org.slf4j.Logger logger = loaded.logger(site.logger());
                    for (int i = 0; i < site.times(); i++) {
                        log(logger, site.level(), site.tag() + " n={}", i);
                    }
                }
            }
        } else {
            LoadedLog4j2 loaded = Log4j2Loader.loadPrivate(xml, properties);
            try {
                // Log4j2 reports the LOG_DIR default's nested lookup in every file, reduced or not.
                assertThat(loaded.warnings()).as("warnings loading %s", spec.id())
                        .filteredOn(warning -> !warning.startsWith("Infinite loop in property interpolation of LOG_DIR")).isEmpty();
                for (Site site : WORKLOAD) {
                    org.apache.logging.log4j.Logger logger = loaded.logger(site.logger());
                    org.apache.logging.log4j.Level level = org.apache.logging.log4j.Level.valueOf(site.level().name());
                    for (int i = 0; i < site.times(); i++) {
                        logger.log(level, site.tag() + " n={}", i);
                    }
                }
            } finally {
                loaded.stop(Duration.ofSeconds(30));
            }
        }
        Map<String, Integer> written = written(logs);
        VolumeReduction reduction = spec.reduction();
        ReductionMean mean = reduction.means().iterator().next();
        switch (mean) {
            case LOGGER_LEVELS -> {
                assertThat(reduction.levelOf(LIBRARY, spec.level())).isEqualTo(LogLevel.WARN);
                assertThat(written).isEqualTo(counts(5000, 50, 50, 3, 0, 2));
            }
            case SAMPLER -> {
                SiteSampler sampler = reduction.sampler();
                // Every warning and error, the rare site and the quiet library whole; the noisy site cut to its share.
                assertThat(written).containsEntry("noisy-warn", 50).containsEntry("noisy-error", 50).containsEntry("rare-info", 3)
                        .containsEntry("library-info", 10).containsEntry("library-warn", 2);
                assertThat(written.get("noisy-info")).isBetween(sampler.perSiteLimit(), 4999);
            }
            case BURST -> {
                BurstLimit burst = reduction.burst();
                // One budget for every INFO: the noisy site spends it, and the rare site and the library get nothing.
                assertThat(burst.maxBurst()).isLessThan(5000);
                assertThat(written).isEqualTo(counts((int) burst.maxBurst(), 50, 50, 0, 0, 2));
            }
            case DUPLICATES -> {
                DuplicateSuppression duplicates = reduction.duplicates();
                int passes = duplicates.allowedRepetitions() + 1;
                // It keys on the template, whatever the level: the 50 ERRORs are cut like the INFOs.
                assertThat(written).isEqualTo(counts(passes, passes, passes, 3, passes, 2));
            }
        }
    }

    /** Every means a framework has, together, in a file that loads: Log4j2's beside an AsyncRoot, wrapped in {@code <Filters>}. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("combined")
    void theMeansCombinedLoadAndKeepTheWarnings(SetupSpec spec) throws Exception {
        RenderedSetup rendered = SetupRenderer.renderAny(spec, RenderOptions.standard());
        Path xml = Files.writeString(dir.resolve(rendered.xmlFileName()), rendered.xml());
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Map<String, String> properties = new HashMap<>(rendered.systemProperties());
        properties.put(LogDirectory.VARIABLE, logs.toString());
        if (spec.framework() == Framework.LOGBACK) {
            try (LoadedLogback loaded = LogbackLoader.loadPrivate(xml, properties)) {
                assertThat(loaded.warnings()).isEmpty();
                loaded.logger(LIBRARY).info("library-info n={}", 0);
                loaded.logger(LIBRARY).warn("library-warn n={}", 0);
                loaded.logger(APP).info("noisy-info n={}", 0);
            }
        } else {
            assertThat(rendered.xml()).contains("<Filters>").contains("<AsyncLogger name=\"org.hibernate\"");
            LoadedLog4j2 loaded = Log4j2Loader.loadPrivate(xml, properties);
            try {
                assertThat(loaded.warnings()).filteredOn(warning -> !warning.startsWith("Infinite loop in property interpolation of LOG_DIR"))
                        .isEmpty();
                loaded.logger(LIBRARY).info("library-info n={}", 0);
                loaded.logger(LIBRARY).warn("library-warn n={}", 0);
                loaded.logger(APP).info("noisy-info n={}", 0);
            } finally {
                loaded.stop(Duration.ofSeconds(30));
            }
        }
        assertThat(written(logs)).isEqualTo(Map.of("library-warn", 1, "noisy-info", 1));
    }

    static List<SetupSpec> combined() {
        VolumeReduction both = VolumeReduction.levels(Map.of("org.hibernate", LogLevel.WARN)).withSampler(new SiteSampler(20, 400, 10));
        return List.of(
                Matrix.require("logback-disruptor-q8192-buffered-rolling-nogz").variant("logback-combined")
                        .reduction(both.withDuplicates(DuplicateSuppression.DEFAULTS)).build(),
                Matrix.require("log4j2-asyncroot-raf").variant("log4j2-combined").includeLocation(false)
                        .reduction(both.withBurst(new BurstLimit(LogLevel.INFO, 400, 4000))).build());
    }

    /** The plain call a service makes, so the turbo filters see it as they see any other. */
    private static void log(org.slf4j.Logger logger, LogLevel level, String template, int n) {
        switch (level) {
            case INFO -> logger.info(template, n);
            case WARN -> logger.warn(template, n);
            case ERROR -> logger.error(template, n);
            default -> throw new IllegalArgumentException("the workload logs INFO, WARN and ERROR, not " + level);
        }
    }

    private static Map<String, Integer> counts(int noisyInfo, int noisyWarn, int noisyError, int rareInfo, int libraryInfo,
                                               int libraryWarn) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        int[] values = {noisyInfo, noisyWarn, noisyError, rareInfo, libraryInfo, libraryWarn};
        for (int i = 0; i < WORKLOAD.size(); i++) {
            if (values[i] > 0) {
                counts.put(WORKLOAD.get(i).tag(), values[i]);
            }
        }
        return counts;
    }

    /** Lines written per site, each event once; the sampler's own summary lines aside. */
    private static Map<String, Integer> written(Path logs) throws IOException {
        Map<String, Integer> counts = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        List<String> lines = new ArrayList<>();
        try (Stream<Path> files = Files.walk(logs)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                lines.addAll(Files.readAllLines(file, StandardCharsets.UTF_8));
            }
        }
        for (String line : lines) {
            if (line.contains(SiteSampler.SUMMARY_LOGGER)) {
                continue;
            }
            Matcher matcher = LINE.matcher(line);
            assertThat(matcher.find()).as("an event of the workload: %s", line).isTrue();
            assertThat(seen.add(matcher.group())).as("written once: %s", line).isTrue();
            counts.merge(matcher.group(1), 1, Integer::sum);
        }
        return counts;
    }
}

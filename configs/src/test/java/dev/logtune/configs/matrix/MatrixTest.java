package dev.logtune.configs.matrix;

import dev.logtune.configs.model.BurstLimit;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.DuplicateSuppression;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.RandomAccessFileSink;
import dev.logtune.configs.model.ReductionMean;
import dev.logtune.configs.model.Rolling;
import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiteSampler;
import dev.logtune.configs.model.VolumeReduction;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

class MatrixTest {

    @Test
    void coversTheSetupsTheIssueNames() {
        assertThat(Matrix.all()).hasSizeGreaterThanOrEqualTo(28);
        assertThat(Matrix.all()).extracting(SetupSpec::id).contains(
                "logback-file", "logback-file-buffered", "logback-rolling-buffered", "logback-async-default",
                "logback-async-q500-t0", "logback-async-q1024-t0", "logback-async-q8192-t0", "logback-async-q65536-t0",
                "logback-async-q1000000-t0", "logback-async-q8192-t20", "logback-async-q8192-neverblock",
                "logback-prudent", "logback-sifting-4", "logback-console", "logback-file-buffered-caller",
                "logback-file-buffered-minimal", "logback-file-buffered-json", "logback-off",
                "log4j2-file", "log4j2-file-buffered", "log4j2-raf-buffered", "log4j2-async-raf", "log4j2-async-raf-rb262144",
                "log4j2-async-raf-wait-sleep", "log4j2-async-raf-wait-yield", "log4j2-async-raf-discard",
                "log4j2-asyncroot-raf", "log4j2-asyncappender-1024", "log4j2-asyncappender-65536",
                "log4j2-async-raf-location", "log4j2-raf-buffered-json", "log4j2-off");
        assertThat(Matrix.all()).allSatisfy(spec -> {
            assertThat(spec.description()).isNotBlank();
            assertThat(spec.id()).startsWith(spec.framework().id() + "-");
        });
    }

    @Test
    void eachRollingTwinIsItsPlainSetupOverAFileThatRolls() {
        List<SetupSpec> twins = Matrix.all().stream().filter(s -> Matrix.plainOf(s).isPresent()).toList();
        assertThat(twins).extracting(SetupSpec::id).contains("logback-rolling-boot", "logback-file-buffered-rolling",
                "logback-disruptor-q8192-buffered-rolling-nogz", "log4j2-rolling-boot", "log4j2-raf-buffered-rolling",
                "log4j2-async-raf-rolling", "log4j2-asyncappender-1024-rolling");
        assertThat(twins).allSatisfy(twin -> {
            SetupSpec plain = Matrix.plainOf(twin).orElseThrow();
            assertThat(twin.sink().rolls()).isTrue();
            assertThat(plain.sink().rolls()).isFalse();
            RollingFileSink sink = (RollingFileSink) twin.sink();
            assertThat(sink.randomAccess()).as(twin.id()).isEqualTo(plain.sink() instanceof RandomAccessFileSink);
            // Everything but the sink (and what names and describes it) is the plain setup's.
            assertThat(twin.variant(plain.id()).describedAs(plain.description()).sink(plain.sink()).build()).isEqualTo(plain);
        });
        assertThat(Matrix.rollingTwin(Matrix.require("logback-file-buffered"))).map(SetupSpec::id)
                .contains("logback-file-buffered-rolling");
        assertThat(Matrix.rollingTwin(Matrix.require("logback-prudent"))).isEmpty();
    }

    @Test
    void aFileOfPatternLinesHasTheDefaultRollingFileAsItsBarUnlessAPlainOneIsAsked() {
        assertThat(Matrix.defaults(Framework.LOGBACK).id()).isEqualTo("logback-rolling-boot");
        assertThat(Matrix.defaults(Framework.LOG4J2).id()).isEqualTo("log4j2-rolling-boot");
        assertThat(Matrix.defaults(Framework.LOGBACK, Destination.FILE, LineFormat.PATTERN, true).id()).isEqualTo("logback-file");
        assertThat(Matrix.defaults(Framework.LOG4J2, Destination.FILE, LineFormat.JSON).id()).isEqualTo("log4j2-rolling-boot-json");
        assertThat(Matrix.defaults(Framework.LOG4J2, Destination.FILE, LineFormat.JSON, true).id()).isEqualTo("log4j2-file-json");
        assertThat(Matrix.defaults(Framework.LOGBACK, Destination.STDOUT, LineFormat.PATTERN).id()).isEqualTo("logback-console");
        RollingFileSink boot = (RollingFileSink) Matrix.require("logback-rolling-boot").sink();
        assertThat(boot.rolling()).isEqualTo(Rolling.SPRING_BOOT);
        assertThat(Matrix.require("logback-rolling-boot").writing().immediateFlush()).isTrue();
    }

    @Test
    void theDroppingSetupsAreTheOnesConfiguredToDrop() {
        List<String> dropping = Matrix.all().stream().filter(SetupSpec::mayDrop).map(SetupSpec::id).toList();
        assertThat(dropping).containsExactlyInAnyOrder("logback-async-default", "logback-async-q8192-t20",
                "logback-async-q8192-neverblock", "logback-disruptor-defaults", "log4j2-async-raf-discard");
    }

    @Test
    void theMeansOfReducingVolumeAreMeasuredOverTheTwoHighRateWriters() {
        SetupSpec logback = Matrix.require("logback-disruptor-q8192-buffered-rolling-nogz");
        SetupSpec log4j2 = Matrix.require("log4j2-async-raf-rolling-nogz");
        assertThat(Matrix.reducedVariants(logback)).extracting(SetupSpec::id).containsExactly(
                "logback-disruptor-q8192-buffered-rolling-nogz-levels", "logback-disruptor-q8192-buffered-rolling-nogz-sampled",
                "logback-disruptor-q8192-buffered-rolling-nogz-dedup");
        assertThat(Matrix.reducedVariants(log4j2)).extracting(SetupSpec::id).containsExactly(
                "log4j2-async-raf-rolling-nogz-levels", "log4j2-async-raf-rolling-nogz-sampled", "log4j2-async-raf-rolling-nogz-burst");
        assertThat(Matrix.reducedVariants(Matrix.require("logback-disruptor-q8192-buffered-rolling"))).extracting(SetupSpec::id)
                .containsExactly("logback-disruptor-q8192-buffered-rolling-sampled");
        assertThat(Matrix.reducedVariants(Matrix.require("log4j2-async-raf-rolling"))).extracting(SetupSpec::id)
                .containsExactly("log4j2-async-raf-rolling-sampled");
        assertThat(Matrix.reducedVariants(Matrix.require("logback-file"))).isEmpty();
        assertThat(Matrix.reductionBases()).extracting(SetupSpec::id).containsExactly("logback-disruptor-q8192-buffered-rolling-nogz",
                "log4j2-async-raf-rolling-nogz", "logback-disruptor-q8192-buffered-rolling", "log4j2-async-raf-rolling");

        assertThat(Matrix.reducedVariant(log4j2, ReductionMean.SAMPLER)).map(SetupSpec::id).contains("log4j2-async-raf-rolling-nogz-sampled");
        assertThat(Matrix.reducedVariant(log4j2, ReductionMean.BURST)).map(SetupSpec::id).contains("log4j2-async-raf-rolling-nogz-burst");
        assertThat(Matrix.reducedVariant(logback, ReductionMean.DUPLICATES)).map(SetupSpec::id).contains("logback-disruptor-q8192-buffered-rolling-nogz-dedup");
        assertThat(Matrix.reducedVariant(log4j2, ReductionMean.DUPLICATES)).isEmpty();
        assertThat(Matrix.reducedVariant(log4j2, ReductionMean.SAMPLER, ReductionMean.LOGGER_LEVELS)).isEmpty();

        SetupSpec sampled = Matrix.require("log4j2-async-raf-rolling-nogz-sampled");
        assertThat(sampled.reduction().sampler()).isEqualTo(new SiteSampler(20, 400, 10));
        assertThat(Matrix.require("log4j2-async-raf-rolling-nogz-burst").reduction().burst()).isEqualTo(new BurstLimit(LogLevel.INFO, 400, 4000));
        assertThat(Matrix.require("logback-disruptor-q8192-buffered-rolling-nogz-dedup").reduction().duplicates())
                .isEqualTo(new DuplicateSuppression(5, 100));
        assertThat(Matrix.require("logback-disruptor-q8192-buffered-rolling-nogz-levels").reduction().loggerLevels()).containsExactly(
                entry("org.hibernate", LogLevel.WARN), entry("com.zaxxer.hikari", LogLevel.WARN), entry("io.netty", LogLevel.WARN),
                entry("org.apache.kafka", LogLevel.WARN));

        List<SetupSpec> reduced = Matrix.all().stream().filter(SetupSpec::reducesVolume).toList();
        assertThat(reduced).hasSize(8).allSatisfy(variant -> {
            SetupSpec base = Matrix.unreduced(variant);
            assertThat(base.reducesVolume()).isFalse();
            assertThat(variant.id()).startsWith(base.id() + "-");
            assertThat(variant.description()).startsWith(base.description() + "; volume reduced by ");
            assertThat(Matrix.superseded(variant)).isFalse();
            // Everything but the reduction (and what names and describes it) is the base's.
            assertThat(variant.variant(base.id()).describedAs(base.description()).reduction(VolumeReduction.NONE).build()).isEqualTo(base);
        });
        assertThat(Matrix.unreduced(logback)).isSameAs(logback);
        assertThat(Matrix.require("logback-disruptor-q8192-buffered-rolling-sampled").sink())
                .isEqualTo(Matrix.require("logback-disruptor-q8192-buffered-rolling").sink());
    }

    @Test
    void unknownIdsAreRefusedByName() {
        assertThatThrownBy(() -> Matrix.require("logback-nope"))
                .hasMessageStartingWith("unknown setup 'logback-nope'");
        assertThat(Matrix.of(Framework.LOG4J2)).isNotEmpty().allMatch(s -> s.framework() == Framework.LOG4J2);
    }

    @Test
    void committedFilesEqualTheRenderersOutput() {
        // Surefire runs in the module directory: configs/.
        List<String> differing = MatrixFiles.differences(Path.of("").toAbsolutePath());
        assertThat(differing)
                .as("re-render with: ./mvnw -q -pl configs compile exec:java")
                .isEmpty();
    }
}

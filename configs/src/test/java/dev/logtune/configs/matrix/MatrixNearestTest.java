package dev.logtune.configs.matrix;

import dev.logtune.configs.model.BurstLimit;
import dev.logtune.configs.model.DuplicateSuppression;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.JsonLayout;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.LogstashDisruptorAppender;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.RandomAccessFileSink;
import dev.logtune.configs.model.ReductionMean;
import dev.logtune.configs.model.Rolling;
import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupBuilder;
import dev.logtune.configs.model.SetupDistance;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SetupTraits;
import dev.logtune.configs.model.SiteSampler;
import dev.logtune.configs.model.VolumeReduction;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Which setup a set of traits resembles is derived from the matrix: every setup is found by its own traits. */
class MatrixNearestTest {

    @Test
    void everySetupIsTheNearestToItsOwnTraitsAndASupersededOneToItsTwin() {
        for (SetupSpec setup : Matrix.all()) {
            SetupSpec nearest = Matrix.nearest(SetupTraits.of(setup));
            if (Matrix.superseded(setup)) {
                assertThat(nearest.sink().rolls()).as(setup.id()).isTrue();
                assertThat(Matrix.plainOf(nearest)).as(setup.id() + " resembles a rolling twin").isPresent();
                assertThat(SetupDistance.between(SetupTraits.of(setup), SetupTraits.of(nearest))).as(setup.id())
                        .isEqualTo(SetupDistance.NONE);
            } else {
                assertThat(nearest.id()).isEqualTo(setup.id());
            }
        }
    }

    @Test
    void theTraitsTellEverySetupAFileCanResembleApart() {
        List<SetupSpec> comparable = Matrix.all().stream().filter(s -> !Matrix.superseded(s)).toList();
        for (SetupSpec a : comparable) {
            for (SetupSpec b : comparable) {
                if (a != b) {
                    assertThat(SetupTraits.of(a)).as(a.id() + " and " + b.id()).isNotEqualTo(SetupTraits.of(b));
                }
            }
        }
    }

    @Test
    void theSupersededSetupsAreTheOnesMeasuredAt100MbBeforeTheTwins() {
        assertThat(Matrix.all().stream().filter(Matrix::superseded).map(SetupSpec::id)).containsExactlyInAnyOrder(
                "logback-rolling", "logback-rolling-buffered", "logback-disruptor-q8192-rolling-buffered");
    }

    @Test
    void aStageOutweighsTheFlushAndTheFlushOutweighsTheLine() {
        // An AsyncAppender over a buffered file with JSON lines: the queue decides, then the buffer.
        assertThat(nearest(logback().logbackAsyncAppender().queueSize(8192).discardingThreshold(0).immediateFlush(false)
                .layout(new JsonLayout()))).isEqualTo("logback-async-q8192-t0-buffered");
        // A flush per event on a RandomAccessFile resembles Log4j2's flushing File more than its buffered RandomAccessFile.
        assertThat(nearest(log4j2().sink(new RandomAccessFileSink()))).isEqualTo("log4j2-file");
        // JSON lines on a buffered File: the line decides before the kind of file.
        assertThat(nearest(log4j2().immediateFlush(false).layout(new JsonLayout()))).isEqualTo("log4j2-raf-buffered-json");
    }

    @Test
    void queuesAreNearestBySizeAsARatio() {
        assertThat(nearest(logback().logbackAsyncAppender().queueSize(2048).discardingThreshold(0))).isEqualTo("logback-async-q1024-t0");
        assertThat(nearest(logback().logbackAsyncAppender().queueSize(20_000).discardingThreshold(0))).isEqualTo("logback-async-q8192-t0");
        assertThat(nearest(logback().logstashDisruptorAppender().disruptorRingSize(131_072).appendTimeout(LogstashDisruptorAppender.BLOCK)
                .immediateFlush(false))).isEqualTo("logback-disruptor-q65536-buffered");
        // 8,192 is as far from 1,024 as from 65,536: the larger queue.
        assertThat(nearest(log4j2().sink(new RandomAccessFileSink()).immediateFlush(false).asyncAppender().asyncBufferSize(8192)))
                .isEqualTo("log4j2-asyncappender-65536");
    }

    @Test
    void aFileThatRollsResemblesTheTwinOfWhatItOtherwiseMatchesAndThatSetupWhereThereIsNoTwin() {
        assertThat(nearest(logback().immediateFlush(false).sink(new RollingFileSink(Rolling.PRODUCTION))))
                .isEqualTo("logback-file-buffered-rolling");
        assertThat(nearest(logback().immediateFlush(false).sink(new RollingFileSink(Rolling.PRODUCTION.uncompressed()))))
                .isEqualTo("logback-file-buffered-rolling-nogz");
        assertThat(nearest(logback().immediateFlush(false).layout(PatternLayout.minimal()).sink(new RollingFileSink(Rolling.PRODUCTION))))
                .isEqualTo("logback-file-buffered-minimal");
        assertThat(nearest(logback().sink(new RollingFileSink(Rolling.PRODUCTION.uncompressed())))).isEqualTo("logback-rolling-boot");
    }

    @Test
    void aReducedSetupIsNearestItsReducedTwinAndAnUnreducedOneWhereItWas() {
        SetupBuilder disruptor = logback().logstashDisruptorAppender().appendTimeout(LogstashDisruptorAppender.BLOCK)
                .immediateFlush(false).sink(new RollingFileSink(Rolling.PRODUCTION.uncompressed()));
        SetupBuilder async = log4j2().allAsyncLoggers().immediateFlush(false).sink(new RollingFileSink(Rolling.PRODUCTION, true));
        SiteSampler sampler = new SiteSampler(50, 1000, 60);
        assertThat(nearest(disruptor)).isEqualTo("logback-disruptor-q8192-buffered-rolling-nogz");
        assertThat(nearest(disruptor.reduction(VolumeReduction.sampled(sampler))))
                .isEqualTo("logback-disruptor-q8192-buffered-rolling-nogz-sampled");
        assertThat(nearest(disruptor.reduction(VolumeReduction.duplicates(new DuplicateSuppression(2, 10)))))
                .isEqualTo("logback-disruptor-q8192-buffered-rolling-nogz-dedup");
        assertThat(nearest(disruptor.reduction(VolumeReduction.levels(Map.of("com.example", LogLevel.ERROR)))))
                .isEqualTo("logback-disruptor-q8192-buffered-rolling-nogz-levels");
        assertThat(nearest(async)).isEqualTo("log4j2-async-raf-rolling");
        assertThat(nearest(async.reduction(VolumeReduction.sampled(sampler)))).isEqualTo("log4j2-async-raf-rolling-sampled");
        // Compression outweighs the reduction: where the matrix has no gzipped twin of that reduction, the gzipped roll.
        assertThat(nearest(async.reduction(VolumeReduction.burst(new BurstLimit(LogLevel.DEBUG, 100))))).isEqualTo("log4j2-async-raf-rolling");
        assertThat(nearest(async.sink(new RollingFileSink(Rolling.PRODUCTION.uncompressed(), true))))
                .isEqualTo("log4j2-async-raf-rolling-nogz-burst");
        // The reduction is the last tier: a stage or a flush outweighs it.
        assertThat(nearest(logback().immediateFlush(false).reduction(VolumeReduction.sampled(sampler)))).isEqualTo("logback-file-buffered");
        // Traits read without the means (what lint knows of a file) are those of a setup that reduces nothing.
        SetupTraits reduced = SetupTraits.of(Matrix.require("log4j2-async-raf-rolling-nogz-sampled"));
        SetupTraits unread = new SetupTraits(reduced.framework(), reduced.destination(), reduced.silent(), reduced.stage(),
                reduced.sink(), reduced.line());
        assertThat(Matrix.nearest(unread).id()).isEqualTo("log4j2-async-raf-rolling-nogz");
        assertThat(Matrix.nearest(unread.withReduction(Set.of(ReductionMean.SAMPLER))).id()).isEqualTo("log4j2-async-raf-rolling-nogz-sampled");
        SetupDistance distance = SetupDistance.between(reduced, unread);
        assertThat(distance.reduction()).isEqualTo(1);
        assertThat(distance.compareTo(SetupDistance.NONE)).isPositive();
        assertThat(SetupDistance.between(reduced, unread.withReduction(Set.of(ReductionMean.BURST, ReductionMean.LOGGER_LEVELS))).reduction())
                .isEqualTo(3);
    }

    private static String nearest(SetupBuilder described) {
        return Matrix.nearest(SetupTraits.of(described.build())).id();
    }

    private static SetupBuilder logback() {
        return SetupSpec.builder("described", Framework.LOGBACK);
    }

    private static SetupBuilder log4j2() {
        return SetupSpec.builder("described", Framework.LOG4J2);
    }
}

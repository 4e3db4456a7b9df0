package dev.logtune.configs.model;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.function.Executable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SetupRulesTest {

    private static SetupBuilder logback() {
        return SetupSpec.builder("t", Framework.LOGBACK);
    }

    private static SetupBuilder log4j2() {
        return SetupSpec.builder("t", Framework.LOG4J2);
    }

    private static void rejects(Knob knob, String rule, Executable build) {
        InvalidSetupException e = assertThrows(InvalidSetupException.class, build);
        assertThat(e.knob()).isEqualTo(knob);
        assertThat(e.getMessage()).startsWith(knob.key() + ": ").contains(rule);
    }

    @Test
    void discardingThresholdAboveQueueSize() {
        rejects(Knob.DISCARDING_THRESHOLD, "between 0 and queueSize (512)",
                () -> logback().logbackAsyncAppender().queueSize(512).discardingThreshold(513).build());
    }

    @Test
    void aDisruptorRingThatIsNotAPowerOfTwo() {
        rejects(Knob.DISRUPTOR_RING_SIZE, "power of two", () -> logback().logstashDisruptorAppender().disruptorRingSize(10_000).build());
        rejects(Knob.APPEND_TIMEOUT, "-1 (block)", () -> logback().logstashDisruptorAppender().appendTimeout(-2).build());
        rejects(Knob.DISRUPTOR_RING_SIZE, "logstash-logback-encoder's disruptor appender",
                () -> logback().logbackAsyncAppender().disruptorRingSize(8192).build());
    }

    @Test
    void theDisruptorAppendersDefaultDropsAnyLevel() {
        LogstashDisruptorAppender defaults = (LogstashDisruptorAppender) logback().logstashDisruptorAppender().build().async();
        assertThat(defaults.appendTimeoutMs()).isZero();
        assertThat(defaults.drops()).isTrue();
        assertThat(defaults.highestDroppedLevel()).isEqualTo(LogLevel.ERROR);
        assertThat(defaults.dropRule()).contains("at once").contains("ERROR included");
        assertThat(logback().logstashDisruptorAppender().appendTimeout(LogstashDisruptorAppender.BLOCK).build().async().drops()).isFalse();
    }

    @Test
    void theDisruptorsShutdownGraceFitsItsRingOnASlowDisk() {
        // 8,192 lines of up to 256 bytes is 2 MB: a second at 2 MB/s; 65,536 is 8 s.
        assertThat(new LogstashDisruptorAppender(8192, LogstashDisruptorAppender.BLOCK).shutdownGraceSeconds()).isEqualTo(1);
        assertThat(new LogstashDisruptorAppender(65536, LogstashDisruptorAppender.BLOCK).shutdownGraceSeconds()).isEqualTo(8);
    }

    @Test
    void negativeDiscardingThreshold() {
        rejects(Knob.DISCARDING_THRESHOLD, "between 0 and queueSize",
                () -> logback().logbackAsyncAppender().discardingThreshold(-1).build());
    }

    @Test
    void queueSizeBelowOne() {
        rejects(Knob.QUEUE_SIZE, "at least 1", () -> logback().logbackAsyncAppender().queueSize(0).build());
    }

    @Test
    void negativeMaxFlushTime() {
        rejects(Knob.MAX_FLUSH_TIME, "0 (wait forever)", () -> logback().logbackAsyncAppender().maxFlushTime(-5).build());
    }

    @Test
    void ringBufferNotPowerOfTwo() {
        rejects(Knob.RING_BUFFER_SIZE, "power of two", () -> log4j2().allAsyncLoggers().ringBufferSize(100_000).build());
    }

    @Test
    void ringBufferBelowMinimum() {
        rejects(Knob.RING_BUFFER_SIZE, "at least 128", () -> log4j2().allAsyncLoggers().ringBufferSize(64).build());
    }

    @Test
    void allAsyncWithAsyncRoot() {
        rejects(Knob.ASYNC_ROOT, "two ring buffers", () -> log4j2().allAsyncLoggers().asyncRoot().build());
    }

    @Test
    void chainedAsyncStages() {
        rejects(Knob.ASYNC_STAGE, "queues every event twice", () -> log4j2().allAsyncLoggers().asyncAppender().build());
    }

    @Test
    void neverBlockWithoutAsyncStage() {
        rejects(Knob.NEVER_BLOCK, "this setup has no async stage", () -> logback().neverBlock(true).build());
    }

    @Test
    void knobOfAnotherStage() {
        rejects(Knob.RING_BUFFER_SIZE, "this setup's async stage is a Logback AsyncAppender",
                () -> logback().logbackAsyncAppender().ringBufferSize(4096).build());
        rejects(Knob.BLOCKING, "belongs to a Log4j2 <Async> appender", () -> log4j2().allAsyncLoggers().blocking(false).build());
    }

    @Test
    void asyncStageOfTheOtherFramework() {
        rejects(Knob.ASYNC_STAGE, "is a Logback stage; this is a Log4j2 setup", () -> log4j2().logbackAsyncAppender().build());
        rejects(Knob.ASYNC_STAGE, "is a Log4j2 stage; this is a Logback setup", () -> logback().allAsyncLoggers().build());
    }

    @Test
    void discardLevelNeedsDiscardPolicy() {
        rejects(Knob.DISCARD_LEVEL, "only applies with asyncQueueFullPolicy=Discard",
                () -> log4j2().allAsyncLoggers().discardLevel(LogLevel.DEBUG).build());
        assertThatCode(() -> log4j2().allAsyncLoggers().queueFullPolicy(QueueFullPolicy.DISCARD)
                .discardLevel(LogLevel.DEBUG).build()).doesNotThrowAnyException();
    }

    @Test
    void asyncBufferSizeBelowOne() {
        rejects(Knob.ASYNC_BUFFER_SIZE, "at least 1", () -> log4j2().asyncAppender().asyncBufferSize(0).build());
    }

    @Test
    void randomAccessFileIsLog4j2Only() {
        rejects(Knob.SINK, "Logback has none", () -> logback().sink(new RandomAccessFileSink()).build());
    }

    @Test
    void prudentOnlyOnPlainFile() {
        rejects(Knob.PRUDENT, "sink is rolling-file",
                () -> logback().sink(new RollingFileSink(1 << 20, RollPeriod.DAILY, 3)).lockFile(true).build());
    }

    @Test
    void prudentNeedsImmediateFlush() {
        rejects(Knob.PRUDENT, "needs immediateFlush=true", () -> logback().lockFile(true).immediateFlush(false).build());
    }

    @Test
    void prudentNeedsAppend() {
        rejects(Knob.PRUDENT, "needs append=true", () -> logback().lockFile(true).append(false).build());
    }

    @Test
    void log4j2LockingIgnoresBufferSize() {
        rejects(Knob.BUFFER_SIZE, "disables buffering when locking=true", () -> log4j2().lockFile(true).bufferSize(65536).build());
        rejects(Knob.LOCKING, "sink is random-access-file", () -> log4j2().sink(new RandomAccessFileSink()).lockFile(true).build());
    }

    @Test
    void includeLocationIsLog4j2Only() {
        rejects(Knob.INCLUDE_LOCATION, "Log4j2 logger attribute", () -> logback().includeLocation(true).build());
    }

    @Test
    void maxAppenderCountIsLogbackOnly() {
        rejects(Knob.MAX_APPENDER_COUNT, "Logback SiftingAppender setting",
                () -> log4j2().sink(new SiftingSink("tenant", 4, 10)).build());
    }

    @Test
    void consoleHasNoBufferSize() {
        rejects(Knob.BUFFER_SIZE, "no file buffer", () -> logback().sink(new ConsoleSink()).bufferSize(8192).build());
    }

    @Test
    void bufferSizeMustBePositive() {
        rejects(Knob.BUFFER_SIZE, "positive number of bytes", () -> logback().bufferSize(0).build());
    }

    @Test
    void rollingFileLimits() {
        rejects(Knob.MAX_FILE_SIZE, "at least 1 KB", () -> new RollingFileSink(100, RollPeriod.DAILY, 7));
        rejects(Knob.MAX_HISTORY, "at least one", () -> new RollingFileSink(1 << 20, RollPeriod.DAILY, 0));
    }

    @Test
    void siftingLimits() {
        rejects(Knob.MDC_KEY, "plain name", () -> new SiftingSink("a b", 4, null));
        rejects(Knob.SIFT_KEYS, "at least 1", () -> new SiftingSink("tenant", 0, null));
        rejects(Knob.MAX_APPENDER_COUNT, "at least 1", () -> new SiftingSink("tenant", 4, 0));
    }

    @Test
    void idMustBeLowerCaseWords() {
        rejects(Knob.ID, "lower-case letters", () -> SetupSpec.builder("Bad Id", Framework.LOGBACK).build());
    }

    @Test
    void logbackDefaultThresholdIsOneFifthOfTheQueue() {
        SetupSpec spec = logback().logbackAsyncAppender().build();
        LogbackAsyncAppender async = (LogbackAsyncAppender) spec.async();
        assertThat(async.queueSize()).isEqualTo(256);
        assertThat(async.effectiveDiscardingThreshold()).isEqualTo(51);
        assertThat(spec.mayDrop()).isTrue();
        assertThat(async.highestDroppedLevel()).isEqualTo(LogLevel.INFO);
        assertThat(logback().logbackAsyncAppender().discardingThreshold(0).build().mayDrop()).isFalse();
        assertThat(logback().logbackAsyncAppender().discardingThreshold(0).neverBlock(true).build().async().highestDroppedLevel())
                .isEqualTo(LogLevel.ERROR);
    }

    @Test
    void log4j2DefaultRingBufferIs4096() {
        Log4j2AsyncLoggers async = (Log4j2AsyncLoggers) log4j2().allAsyncLoggers().build().async();
        assertThat(async.effectiveRingBufferSize()).isEqualTo(4096);
        assertThat(async.queueFullPolicy()).isEqualTo(QueueFullPolicy.BLOCK);
        assertThat(async.drops()).isFalse();
    }

    @Test
    void toBuilderRoundTrips() {
        SetupSpec spec = log4j2().allAsyncLoggers().ringBufferSize(1024).waitStrategy(WaitStrategy.SLEEP)
                .queueFullPolicy(QueueFullPolicy.DISCARD).discardLevel(LogLevel.DEBUG).includeLocation(true)
                .sink(new RandomAccessFileSink()).immediateFlush(false).because(Knob.RING_BUFFER_SIZE, "why").build();
        assertThat(spec.toBuilder().build()).isEqualTo(spec);
        SetupSpec logback = logback().logbackAsyncAppender().queueSize(9000).discardingThreshold(0).neverBlock(true)
                .includeCallerData(true).maxFlushTime(0).sink(new SiftingSink("tenant", 3, 5)).build();
        assertThat(logback.toBuilder().build()).isEqualTo(logback);
    }

    @Test
    void callerDataIsFoundInEitherSyntax() {
        assertThat(PatternLayout.asksForCallerData("%d %-5level %logger - %msg%n")).isFalse();
        assertThat(PatternLayout.asksForCallerData("%d %C{1}.%M:%L - %msg%n")).isTrue();
        assertThat(PatternLayout.asksForCallerData("%d %class - %msg%n")).isTrue();
        assertThat(PatternLayout.asksForCallerData("%d %-20.30line")).isTrue();
        assertThat(PatternLayout.asksForCallerData("%d %l %m%n")).isTrue();
        assertThat(PatternLayout.asksForCallerData("%d %le %lo %m%n")).isFalse();
        assertThat(PatternLayout.asksForCallerData("%caller{2}")).isTrue();
    }

    @Test
    void eachMeansOfReducingVolumeBelongsToItsFramework() {
        rejects(Knob.BURST_FILTER, "Log4j2's BurstFilter; Logback has none",
                () -> logback().reduction(VolumeReduction.burst(new BurstLimit(LogLevel.INFO, 400))).build());
        rejects(Knob.DUPLICATE_FILTER, "Logback's DuplicateMessageFilter; Log4j2 has none",
                () -> log4j2().reduction(VolumeReduction.duplicates(DuplicateSuppression.DEFAULTS)).build());
        SiteSampler sampler = new SiteSampler(20, 400, 10);
        assertThat(logback().reduction(VolumeReduction.sampled(sampler)).build().reduction().sampler()).isEqualTo(sampler);
        assertThat(log4j2().reduction(VolumeReduction.sampled(sampler)).build().reduction().sampler()).isEqualTo(sampler);
    }

    @Test
    void theSamplersLimitsArePositiveAndOneSiteGetsNoMoreThanAll() {
        rejects(Knob.SAMPLER, "perSiteLimit must be at least 1", () -> new SiteSampler(0, 400, 10));
        rejects(Knob.SAMPLER, "totalLimit must be at least 1", () -> new SiteSampler(1, -5, 10));
        rejects(Knob.SAMPLER, "perSiteLimit (500) cannot exceed totalLimit (400)", () -> new SiteSampler(500, 400, 10));
        rejects(Knob.SAMPLER, "summaryIntervalSeconds must be at least 1", () -> new SiteSampler(20, 400, 0));
        assertThatCode(() -> new SiteSampler(400, 400, 1)).doesNotThrowAnyException();
    }

    @Test
    void aBurstLimitNeedsALevelARateAndABurst() {
        rejects(Knob.BURST_FILTER, "level must be", () -> new BurstLimit(LogLevel.OFF, 10, 100));
        rejects(Knob.BURST_FILTER, "level must be", () -> new BurstLimit(null, 10, 100));
        rejects(Knob.BURST_FILTER, "rate must be a positive number", () -> new BurstLimit(LogLevel.INFO, 0, 100));
        rejects(Knob.BURST_FILTER, "rate must be a positive number", () -> new BurstLimit(LogLevel.INFO, Double.NaN, 100));
        rejects(Knob.BURST_FILTER, "maxBurst must be at least 1", () -> new BurstLimit(LogLevel.INFO, 10, 0));
        // Log4j2 2.26: maxBurst unset is 100 x the rate.
        assertThat(new BurstLimit(LogLevel.INFO, 400).maxBurst()).isEqualTo(40_000);
        assertThat(new BurstLimit(LogLevel.INFO, 400).keepsEveryWarning()).isTrue();
        assertThat(new BurstLimit(LogLevel.WARN, 400).keepsEveryWarning()).isFalse();
    }

    @Test
    void duplicateSuppressionAndLoggerLevelsAreChecked() {
        rejects(Knob.DUPLICATE_FILTER, "allowedRepetitions must be 0 or more", () -> new DuplicateSuppression(-1, 100));
        rejects(Knob.DUPLICATE_FILTER, "cacheSize must be at least 1", () -> new DuplicateSuppression(5, 0));
        rejects(Knob.LOGGER_LEVELS, "names the root logger", () -> VolumeReduction.levels(Map.of("ROOT", LogLevel.WARN)));
        rejects(Knob.LOGGER_LEVELS, "a logger name must be non-empty", () -> VolumeReduction.levels(Map.of("org hibernate", LogLevel.WARN)));
        rejects(Knob.LOGGER_LEVELS, "a logger name must be non-empty", () -> VolumeReduction.levels(Map.of("", LogLevel.WARN)));
        Map<String, LogLevel> noLevel = new HashMap<>();
        noLevel.put("org.hibernate", null);
        rejects(Knob.LOGGER_LEVELS, "the logger 'org.hibernate' needs a level", () -> VolumeReduction.levels(noLevel));
    }

    @Test
    void aReaderOfAFileNamesTheMeansByItsFilter() {
        assertThat(ReductionMean.ofLogbackTurboFilter("dev.logtune.sampler.logback.SiteBudgetTurboFilter")).contains(ReductionMean.SAMPLER);
        assertThat(ReductionMean.ofLogbackTurboFilter("ch.qos.logback.classic.turbo.DuplicateMessageFilter")).contains(ReductionMean.DUPLICATES);
        assertThat(ReductionMean.ofLogbackTurboFilter("ch.qos.logback.classic.turbo.MarkerFilter")).isEmpty();
        assertThat(ReductionMean.ofLog4j2Filter("SiteBudgetFilter")).contains(ReductionMean.SAMPLER);
        assertThat(ReductionMean.ofLog4j2Filter("burstFilter")).contains(ReductionMean.BURST);
        assertThat(ReductionMean.ofLog4j2Filter("ThresholdFilter")).isEmpty();
    }

    @Test
    void aReductionKeepsItsLoggersInOrderAndSaysWhatItDrops() {
        Map<String, LogLevel> levels = new LinkedHashMap<>();
        levels.put("io.netty", LogLevel.WARN);
        levels.put("com.zaxxer.hikari", LogLevel.WARN);
        levels.put("org.hibernate", LogLevel.ERROR);
        VolumeReduction reduction = VolumeReduction.levels(levels);
        assertThat(reduction.loggerLevels().keySet()).containsExactly("io.netty", "com.zaxxer.hikari", "org.hibernate");
        assertThat(reduction.levelOf("org.hibernate.SQL", LogLevel.INFO)).isEqualTo(LogLevel.ERROR);
        assertThat(reduction.levelOf("org.hibernatex", LogLevel.INFO)).isEqualTo(LogLevel.INFO);
        assertThat(reduction.means()).containsExactly(ReductionMean.LOGGER_LEVELS);
        // A logger at ERROR loses its warnings.
        assertThat(reduction.keepsEveryWarning()).isFalse();
        assertThat(VolumeReduction.sampled(new SiteSampler(20, 400, 10)).keepsEveryWarning()).isTrue();
        assertThat(VolumeReduction.duplicates(DuplicateSuppression.DEFAULTS).keepsEveryWarning()).isFalse();
        assertThat(VolumeReduction.NONE.isNone()).isTrue();

        SetupSpec plain = logback().logstashDisruptorAppender().appendTimeout(-1).build();
        assertThat(plain.reduction()).isEqualTo(VolumeReduction.NONE);
        assertThat(plain.reducesVolume()).isFalse();
        SetupSpec reduced = plain.toBuilder().reduction(VolumeReduction.duplicates(DuplicateSuppression.DEFAULTS)).build();
        assertThat(reduced.reducesVolume()).isTrue();
        // What a full queue drops is another matter.
        assertThat(reduced.mayDrop()).isFalse();
        assertThat(reduced.variant("u").build().reduction()).isEqualTo(reduced.reduction());
    }
}

package dev.logtune.tuner.model;

import dev.logtune.benchmarks.audit.LossAudit;
import dev.logtune.benchmarks.results.BenchResults;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.LogbackAsyncAppender;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RecommenderTest {

    /** Four setups at 32 and 64 threads, measured open-loop at 38k/s over 60 threads. */
    private static SyntheticResults base() {
        SyntheticResults results = new SyntheticResults();
        for (int threads : new int[] {32, 64}) {
            results.throughput("logback-file", threads, 200_000, 2400)
                    .throughput("logback-async-q8192-t0", threads, 300_000, 2300)
                    .throughput("logback-async-q65536-t0", threads, 300_000, 2300)
                    .throughput("log4j2-async-raf", threads, 900_000, 50)
                    .throughput("log4j2-async-raf-rb262144", threads, 900_000, 50)
                    .trial("logback-async-default", threads, 5_000_000, 200, LossAudit.of(60_000_000, 60_000_000, 1_200_000, 58_800_000, true));
        }
        return results.rate("logback-file", 38_000, 60, 140, true)
                .rate("logback-async-q8192-t0", 38_000, 60, 90, true)
                .rate("logback-async-q65536-t0", 38_000, 60, 95, true)
                .rate("log4j2-async-raf", 38_000, 60, 70, true)
                .rate("log4j2-async-raf-rb262144", 38_000, 60, 72, true)
                .rate("logback-async-default", 38_000, 60, 10, true);
    }

    private static Recommendation recommend(SyntheticResults results, Target target) {
        BenchResults built = results.build();
        return new Recommender(built).recommend(target, new DataSource(built, "test", true, built.machine()));
    }

    @Test
    void ranksByPredictedP99AndNamesTheRunnerUpOfEachFramework() {
        Recommendation answer = recommend(base(), Target.of(38_000, 60));
        assertThat(answer.found()).isTrue();
        assertThat(answer.chosen().setup()).isEqualTo("log4j2-async-raf");
        assertThat(answer.runnersUp()).extracting(Candidate::setup).containsExactly("logback-async-q8192-t0", "log4j2-async-raf-rb262144");
        assertThat(answer.chosen().rate().exact()).isTrue();
        assertThat(answer.chosen().capacity().note()).contains("interpolated between 32 threads").contains("64");
    }

    @Test
    void aSetupThatDropsIsNeverChosenUnlessDropsAreAllowed() {
        Recommendation strict = recommend(base(), Target.of(38_000, 60));
        assertThat(strict.ranked()).extracting(Candidate::setup).doesNotContain("logback-async-default");
        assertThat(strict.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-async-default");
            assertThat(e.reason()).startsWith("loses events by design").contains("--allow-drop INFO");
        });
        Recommendation lenient = recommend(base(), new Target(38_000, 60, null, LogLevel.INFO, null, 1, null, null));
        assertThat(lenient.chosen().setup()).isEqualTo("logback-async-default");
    }

    @Test
    void aSetupThatLostEventsInMeasurementIsExcluded() {
        SyntheticResults results = base().lossy("log4j2-async-raf", 64, 900_000, 1);
        Recommendation answer = recommend(results, Target.of(38_000, 60));
        assertThat(answer.chosen().setup()).isNotEqualTo("log4j2-async-raf");
        assertThat(answer.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("log4j2-async-raf");
            assertThat(e.reason()).contains("lost events in measurement");
        });
    }

    @Test
    void aStallExcludesSynchronousSetupsAndQueuesTooSmallAndDeepensTheRest() {
        Target stall = new Target(38_000, 60, null, null, Duration.ofSeconds(2), 1, null, null);
        Recommendation answer = recommend(base(), stall);
        assertThat(answer.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-file");
            assertThat(e.reason()).startsWith("synchronous: every producer waits out the whole stall");
        });
        // 38,000/s for 2 s is 76,000 events: 8,192 and Log4j2's default 4,096 slots would need more than 8x.
        assertThat(answer.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-async-q8192-t0");
            assertThat(e.reason()).contains("holds 8,192 events").contains("needs 76,000");
        });
        assertThat(answer.excluded()).extracting(Exclusion::setup).contains("log4j2-async-raf");
        Candidate logback = answer.ranked().stream().filter(c -> c.setup().equals("logback-async-q65536-t0")).findFirst().orElseThrow();
        assertThat(((LogbackAsyncAppender) logback.tuned().async()).queueSize()).isEqualTo(76_000);
        assertThat(logback.tuning()).anyMatch(t -> t.contains("queueSize 65536 -> 76000"));
        assertThat(logback.tuned().reasonFor(dev.logtune.configs.model.Knob.QUEUE_SIZE)).hasValueSatisfying(r -> r.contains("2 s disk stall"));
        Candidate log4j2 = answer.ranked().stream().filter(c -> c.setup().equals("log4j2-async-raf-rb262144")).findFirst().orElseThrow();
        assertThat(((Log4j2AsyncLoggers) log4j2.tuned().async()).effectiveRingBufferSize()).isEqualTo(262_144);
    }

    @Test
    void anImpossibleRateNamesTheBestAchievableAndWhatWouldHelp() {
        Recommendation answer = recommend(base(), Target.of(2_000_000, 60));
        assertThat(answer.found()).isFalse();
        assertThat(answer.bestAchievable()).startsWith("log4j2-async-raf").contains("900k events/s");
        assertThat(answer.helps()).anyMatch(h -> h.startsWith("log fewer events")).anyMatch(h -> h.contains("--allow-drop INFO"))
                .anyMatch(h -> h.startsWith("more cores"));
        assertThat(answer.excluded()).anyMatch(e -> e.reason().contains("past the 85% knee"));
    }

    @Test
    void aP99LimitExcludesWhatItCannotMeet() {
        Recommendation answer = recommend(base(), new Target(38_000, 60, Framework.LOGBACK, null, null, 1, null, Duration.ofNanos(92_000)));
        assertThat(answer.chosen().setup()).isEqualTo("logback-async-q8192-t0");
        assertThat(answer.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-file");
            assertThat(e.reason()).contains("predicted response p99 140 us").contains("above your 92 us limit");
        });
    }

    @Test
    void p99WithinFivePercentIsATieBrokenByAllocation() {
        SyntheticResults results = new SyntheticResults()
                .throughput("logback-file-buffered", 64, 600_000, 1200)
                .throughput("log4j2-raf-buffered", 64, 600_000, 40)
                .rate("logback-file-buffered", 38_000, 64, 100, true)
                .rate("log4j2-raf-buffered", 38_000, 64, 104, true);
        Recommendation answer = recommend(results, Target.of(38_000, 64));
        assertThat(answer.chosen().setup()).isEqualTo("log4j2-raf-buffered");
    }

    @Test
    void p99sCloserThanTheBaselineResolvesAreLevelAndAnotherLayoutIsNeverChosen() {
        // Synthetic baseline p99 is 50 us: 166 and 189 cannot be told apart, 3.0k and 2.4k bytes per event can.
        SyntheticResults results = new SyntheticResults()
                .throughput("logback-async-q1000000-t0", 64, 500_000, 3000)
                .throughput("logback-async-q65536-t0", 64, 500_000, 2400)
                .throughput("logback-file-buffered-minimal", 64, 2_000_000, 1600)
                .throughput("logback-file", 64, 300_000, 2400)
                .rate("logback-async-q1000000-t0", 38_000, 64, 166, true)
                .rate("logback-async-q65536-t0", 38_000, 64, 189, true)
                .rate("logback-file-buffered-minimal", 38_000, 64, 150, true)
                .rate("logback-file", 38_000, 64, 400, true);
        Recommendation answer = recommend(results, Target.of(38_000, 64));
        assertThat(answer.ranked()).extracting(Candidate::setup)
                .containsExactly("logback-async-q65536-t0", "logback-async-q1000000-t0", "logback-file");
        assertThat(answer.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-file-buffered-minimal");
            assertThat(e.reason()).startsWith("writes a different line (pattern %level %msg%n)");
        });
    }

    @Test
    void aClosedLoopScoreAboveWhatTheForksWroteIsCappedByTheAudit() {
        // 64 producers blocked on a deep queue: JMH reads 6.7M/s +- 13M/s, the forks wrote 600k/s.
        long written = (long) (600_000 * SyntheticResults.FORK_SECONDS);
        BenchResults results = new SyntheticResults()
                .trial("logback-async-q1000000-t0", 64, 6_700_000, 300, LossAudit.of(written, written, written, 0, false))
                .scoreError(13_000_000)
                .throughput("logback-file", 64, 300_000, 100)
                .rate("logback-async-q1000000-t0", 10_000, 60, 80, true).rate("logback-file", 10_000, 60, 90, true).build();
        Capacity capacity = new Figures(results).capacity("logback-async-q1000000-t0", 64).orElseThrow();
        assertThat(capacity.eventsPerSecond()).isCloseTo(600_000, org.assertj.core.data.Offset.offset(1.0));
        assertThat(capacity.note()).contains("the forks wrote").contains("cannot be what happened");
        assertThat(new Figures(results).capacity("logback-file", 64).orElseThrow().eventsPerSecond()).isEqualTo(300_000);
    }

    @Test
    void beyondTheLargestMeasuredThreadCountItSaysSo() {
        Recommendation answer = recommend(base(), Target.of(38_000, 200));
        assertThat(answer.chosen().capacity().extrapolated()).isTrue();
        assertThat(answer.chosen().warnings()).anyMatch(w -> w.contains("beyond the largest measured count"));
        assertThat(answer.chosen().rate().nearness()).contains("the nearest thread count");
    }

    @Test
    void aRateAboveEveryMeasuredPointIsAFloorNotAPrediction() {
        Recommendation answer = recommend(base(), Target.of(100_000, 60));
        assertThat(answer.chosen().rate().atLeastTarget()).isFalse();
        assertThat(answer.chosen().rate().nearness()).contains("yours is above every measured point");
        assertThat(List.of(answer.chosen().setup())).isNotEmpty();
    }
}

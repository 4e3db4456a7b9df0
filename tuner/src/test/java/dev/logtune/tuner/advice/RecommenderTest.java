package dev.logtune.tuner.advice;

import dev.logtune.lab.audit.LossAudit;
import dev.logtune.lab.reading.Standing;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.Knob;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.LogbackAsyncAppender;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class RecommenderTest {
    private static final Duration ONE_SECOND = Target.DEFAULT_MAX_UNFLUSHED;

    /** Capacity at 32 and 64 threads for the setups the tests use. */
    private static SyntheticResults capacities() {
        SyntheticResults results = new SyntheticResults();
        for (int threads : new int[] {32, 64}) {
            results.throughput("logback-file", threads, 200_000, 2400)
                    .throughput("logback-file-buffered", threads, 600_000, 2400)
                    .throughput("logback-async-q8192-t0", threads, 300_000, 2300)
                    .throughput("logback-async-q8192-t20", threads, 300_000, 2300)
                    .throughput("logback-async-q65536-t0", threads, 300_000, 2300)
                    .throughput("log4j2-async-raf", threads, 900_000, 50)
                    .throughput("log4j2-async-raf-rb262144", threads, 900_000, 50)
                    .trial("logback-async-default", threads, 5_000_000, 200, LossAudit.of(60_000_000, 60_000_000, 1_200_000, 58_800_000, true));
        }
        return results;
    }

    private static SyntheticResults raced(SyntheticResults results, String setup, double rate, double dropShare, double micros,
                                          double noise) {
        return results.raced(setup, rate, 60, dropShare, micros, noise);
    }

    private static SyntheticResults raced(SyntheticResults results, String setup, double micros) {
        return results.raced(setup, micros);
    }

    /** Ten blocks at 38k/s over 60 threads: the Log4j2 pair separates from the Logback ones. */
    private static SyntheticResults base() {
        SyntheticResults results = capacities();
        raced(results, "logback-file", 1100);
        raced(results, "logback-async-q8192-t0", 440);
        raced(results, "logback-async-q65536-t0", 450);
        raced(results, "log4j2-async-raf", 110);
        raced(results, "log4j2-async-raf-rb262144", 220);
        return raced(results, "logback-async-default", 38_000, 0.5, 62, 1);
    }

    /** The synthetic results measure plain files; the ranking's rules are the same for rolling ones. */
    private static Target target(double rate, int threads) {
        return Target.builder().rate(rate).threads(threads).maxUnflushed(ONE_SECOND).plainFile(true).build();
    }

    private static Target allowing(LogLevel drop, Duration maxUnflushed) {
        return plain().allowDrop(drop).maxUnflushed(maxUnflushed).build();
    }

    /** The synthetic results' load into a plain file, a second of events for a crash. */
    private static TargetBuilder plain() {
        return Target.builder().rate(38_000).threads(60).maxUnflushed(ONE_SECOND).plainFile(true);
    }

    private static Recommendation recommend(SyntheticResults results, Target target) {
        BenchResults built = results.build();
        return new Recommender(new DataSource(built, "test", true, built.machine())).recommend(target);
    }

    @Test
    void aSetupFasterThanEveryOtherInTheSameBlocksIsPickedAndSaidSo() {
        Recommendation answer = recommend(base(), target(38_000, 60));
        assertThat(answer.chosen().setup()).isEqualTo("log4j2-async-raf");
        assertThat(answer.level()).extracting(Candidate::setup).containsExactly("log4j2-async-raf");
        assertThat(answer.why()).startsWith("faster than every other contender");
        assertThat(answer.comparison().blocks()).isEqualTo(10);
        assertThat(answer.comparison().ratios()).allSatisfy(r -> assertThat(r.standing()).isEqualTo(Standing.FASTER));
        // Logback's defaults are a contender here, and the ratio to them is stated.
        assertThat(answer.comparison().against("logback-file").ratio()).isCloseTo(0.1, org.assertj.core.data.Offset.offset(0.01));
        assertThat(answer.runnersUp()).extracting(Candidate::setup).containsExactly("logback-async-q8192-t0", "log4j2-async-raf-rb262144");
        assertThat(answer.extrapolated()).isFalse();
    }

    @Test
    void onVirtualThreadsOnlySetupsMeasuredSoThatKeptTheServiceGoingArePicked() {
        var virtual = dev.logtune.lab.run.Callers.VIRTUAL;
        var platform = dev.logtune.lab.run.Callers.PLATFORM;
        SyntheticResults results = base()
                .threadKind("log4j2-async-raf", virtual, 150, 0.99).threadKind("log4j2-async-raf", platform, 120, 0.99)
                .threadKind("logback-async-q8192-t0", virtual, 500, 0.98)
                .threadKind("logback-file", virtual, 1500, 0.02).threadKind("logback-file", platform, 1200, 0.99);
        Recommendation answer = recommend(results, target(38_000, 60).onVirtualThreads(true));

        assertThat(answer.chosen().setup()).isEqualTo("log4j2-async-raf");
        assertThat(answer.chosen().warnings()).anySatisfy(w -> assertThat(w)
                .startsWith("on virtual threads (JDK Test 17 at 38k/s over 60 virtual callers): callers' p99 150 us steady"
                        + " (120 us on platform threads); through a 2 s disk stall the threads beside them that never log ran 99%"));
        assertThat(answer.excluded()).filteredOn(e -> e.setup().equals("logback-file")).singleElement()
                .satisfies(e -> {
                    assertThat(e.cause()).isEqualTo(ExclusionCause.VIRTUAL_THREADS);
                    assertThat(e.reason()).startsWith("stops a virtual-thread service with it").contains("ran 2% of their ticks")
                            .contains("(99% on platform threads)");
                });
        assertThat(answer.excluded()).filteredOn(e -> e.setup().equals("log4j2-async-raf-rb262144")).extracting(Exclusion::reason)
                .containsExactly("not measured with virtual-thread callers (measured: log4j2-async-raf, logback-async-q8192-t0,"
                        + " logback-file)");
        // Without the option, the thread kinds' runs change nothing.
        assertThat(recommend(results, target(38_000, 60)).chosen().setup()).isEqualTo("log4j2-async-raf");
        assertThat(recommend(results, target(38_000, 60)).chosen().warnings()).noneMatch(w -> w.contains("virtual"));
    }

    @Test
    void aServiceFileRollsSoPlainFilesAreOutUnlessAPlainFileIsAsked() {
        Recommendation rolling = recommend(base(), Target.of(38_000, 60));
        assertThat(rolling.found()).isFalse();
        assertThat(rolling.excluded()).filteredOn(e -> e.setup().equals("log4j2-async-raf")).extracting(Exclusion::reason)
                .containsExactly("writes one plain file that never rolls; a service's file rolls with bounded history"
                        + " (--plain-file admits it, for a host that rotates the file)");
        assertThat(Target.of(38_000, 60).defaults(Framework.LOGBACK).id()).isEqualTo("logback-rolling-boot");
        assertThat(target(38_000, 60).defaults(Framework.LOGBACK).id()).isEqualTo("logback-file");
        assertThat(recommend(base(), target(38_000, 60)).chosen().setup()).isEqualTo("log4j2-async-raf");
    }

    @Test
    void setupsWithinTheMarginAreLevelAndTheHouseOrderPicks() {
        SyntheticResults results = capacities();
        raced(results, "logback-async-q8192-t0", 440);
        raced(results, "log4j2-async-raf", 430);
        Recommendation answer = recommend(results, target(38_000, 60));
        assertThat(answer.level()).extracting(Candidate::setup).containsExactly("logback-async-q8192-t0", "log4j2-async-raf");
        assertThat(answer.comparison().against("log4j2-async-raf").standing()).isEqualTo(Standing.LEVEL);
        // Level: the house order decides, and the Logback AsyncAppender has fewer moving parts than all-async Log4j2.
        assertThat(answer.chosen().setup()).isEqualTo("logback-async-q8192-t0");
        assertThat(answer.why()).contains("level with log4j2-async-raf").contains("fewer moving parts").doesNotContain("lowest");
    }

    @Test
    void theHouseOrderPrefersNoDropPolicyThenNoRetuningThenFewerPartsThenLessAllocation() {
        SyntheticResults results = capacities();
        raced(results, "logback-file", 340);
        raced(results, "logback-async-q8192-t0", 330);
        raced(results, "logback-async-q8192-t20", 320);
        raced(results, "log4j2-async-raf", 325);
        Recommendation answer = recommend(results, allowing(LogLevel.INFO, ONE_SECOND));
        assertThat(answer.level()).extracting(Candidate::setup)
                .containsExactly("logback-file", "logback-async-q8192-t0", "log4j2-async-raf", "logback-async-q8192-t20");
        assertThat(answer.why()).contains("no moving parts");

        Candidate logbackAsync = answer.level().get(1);
        Candidate log4j2 = answer.level().get(2);
        assertThat(Ranking.decidingRule(logbackAsync, log4j2)).contains("fewer moving parts");
        assertThat(Ranking.decidingRule(log4j2, answer.level().get(3))).isEqualTo("it has no drop policy");
    }

    @Test
    void levelWithNoLoggingIsTheSameTestAgainstTheControlOfTheSameBlocks() {
        SyntheticResults results = capacities();
        raced(results, "log4j2-async-raf", 52);
        Recommendation answer = recommend(results, target(38_000, 60));
        assertThat(answer.comparison().control().standing().notWorse()).isTrue();
        assertThat(answer.why()).contains("against no logging at all in the same blocks");

        // Eight times the control in every block is never level with it, however its runs spread.
        SyntheticResults slow = capacities();
        raced(slow, "log4j2-async-raf", 400);
        Recommendation slowAnswer = recommend(slow, target(38_000, 60));
        assertThat(slowAnswer.comparison().control().standing()).isEqualTo(Standing.WORSE);
        assertThat(slowAnswer.why()).doesNotContain("no logging");
    }

    @Test
    void aSingleRunScreensButIsNeverLevelOrPicked() {
        // One run at 60 us would be the fastest; it was never raced in the blocks, so it cannot be called level.
        SyntheticResults results = capacities().rate("log4j2-async-raf", 38_000, 60, 60, true);
        raced(results, "logback-async-q8192-t0", 440);
        raced(results, "logback-file", 1100);
        Recommendation answer = recommend(results, target(38_000, 60));
        assertThat(answer.chosen().setup()).isEqualTo("logback-async-q8192-t0");
        assertThat(answer.level()).extracting(Candidate::setup).containsExactly("logback-async-q8192-t0");
        assertThat(answer.comparison().screened()).containsExactly("log4j2-async-raf");

        // With only single runs there is nothing to compare: undecided, never level.
        SyntheticResults singles = capacities().rate("logback-async-q8192-t0", 38_000, 60, 300, true)
                .rate("log4j2-async-raf", 38_000, 60, 150, true);
        Recommendation undecided = recommend(singles, target(38_000, 60));
        assertThat(undecided.undecided()).isTrue();
        assertThat(undecided.chosen()).isNull();
        assertThat(undecided.level()).isEmpty();
        assertThat(undecided.why()).startsWith("undecided");
    }

    @Test
    void aNearlyIdleTargetIsDecidedByTheHouseOrderAndSaysWhy() {
        // Single runs at 1,000/s: nothing to pair, but each setup is under 1% busy, so speed cannot separate them.
        SyntheticResults singles = capacities().rate("logback-async-q8192-t0", 1_000, 8, 90, true)
                .rate("log4j2-async-raf", 1_000, 8, 60, true);
        Recommendation answer = recommend(singles, target(1_000, 8));
        assertThat(answer.found()).isTrue();
        assertThat(answer.undecided()).isFalse();
        assertThat(answer.chosen().setup()).isEqualTo("logback-async-q8192-t0");
        assertThat(answer.level()).extracting(Candidate::setup).containsExactly("logback-async-q8192-t0");
        assertThat(answer.why()).startsWith("a framework's defaults where they meet the target, then the house order")
                .contains("which decide here: at 1.0k/s every setup that meets the target is at most 10% busy",
                        "the busiest, logback-async-q8192-t0");

        // Where a framework's defaults meet the target too, they are the answer at such a load.
        SyntheticResults withDefaults = capacities().rate("logback-async-q8192-t0", 1_000, 8, 90, true)
                .rate("logback-file", 1_000, 8, 95, true);
        Recommendation defaults = recommend(withDefaults, target(1_000, 8));
        assertThat(defaults.chosen().setup()).isEqualTo("logback-file");
        assertThat(defaults.why()).contains("nothing is gained there by leaving a framework's defaults");

        // The same single runs at a rate that keeps a setup over 10% busy stay undecided.
        SyntheticResults busier = capacities().rate("logback-async-q8192-t0", 38_000, 60, 300, true)
                .rate("log4j2-async-raf", 38_000, 60, 150, true);
        assertThat(recommend(busier, target(38_000, 60)).undecided()).isTrue();
    }

    @Test
    void theWhyLineNamesAHouseRuleOnlyForWhatThePickComesBefore() {
        Candidate plain = candidate("logback-file", java.util.List.of());
        Candidate queued = candidate("logback-async-q8192-t0", java.util.List.of("a background writer thread"));
        assertThat(Ranking.decidingRule(plain, queued)).startsWith("it has no moving parts");
        // The other way round no rule speaks for the queued one: it was not put ahead by having fewer parts.
        assertThat(Ranking.decidingRule(queued, plain)).isNull();
    }

    private static Candidate candidate(String id, java.util.List<String> parts) {
        return new Candidate(id, "", "Logback", dev.logtune.configs.matrix.Matrix.require(id), null, null, null, null, 100, 100,
                0, null, parts, java.util.List.of(), java.util.List.of());
    }

    @Test
    void whatTheBlocksCannotDecideIsUndecidedWithTheBlocksItWouldTake() {
        SyntheticResults results = capacities();
        raced(results, "logback-async-q8192-t0", 38_000, 0, 600, 40);
        raced(results, "log4j2-async-raf", 38_000, 0, 400, -40);
        Recommendation answer = recommend(results, target(38_000, 60));
        assertThat(answer.undecided()).isTrue();
        assertThat(answer.found()).isFalse();
        assertThat(answer.comparison().blocksNeeded()).isGreaterThan(10);
        assertThat(answer.why()).startsWith("undecided between ").contains("logback-async-q8192-t0", "log4j2-async-raf", ": at no margin up to 3x").contains("blocks would likely decide it at 2x");
    }

    @Test
    void aPickIsNeverWorseThanItsFrameworksDefaults() {
        // A stall rules the synchronous defaults out, yet at the steady point they are three times faster than the one
        // queue deep enough: that queue is not recommended over them.
        SyntheticResults results = capacities();
        raced(results, "logback-file", 150);
        raced(results, "logback-async-q65536-t0", 450);
        Target stall = plain().framework(Framework.LOGBACK).stall(Duration.ofSeconds(2)).build();
        Recommendation answer = recommend(results, stall);
        assertThat(answer.found()).isFalse();
        assertThat(answer.comparison().against("logback-file").standing()).isEqualTo(Standing.WORSE);
    }

    @Test
    void aTargetBetweenMeasuredRatesIsJudgedAtTheNextRateAbove() {
        SyntheticResults results = raced(base(), "log4j2-async-raf", 100_000, 0, 1000, 1);
        Recommendation answer = recommend(results, target(50_000, 60));
        assertThat(answer.chosen().rate().point().rate()).isEqualTo(100_000);
        assertThat(answer.chosen().rate().nearness()).contains("the next measured rate above yours");
        assertThat(answer.extrapolated()).isFalse();
    }

    @Test
    void aTargetBeyondEveryMeasuredRateOrThreadCountIsAnExtrapolation() {
        Recommendation faster = recommend(base(), target(100_000, 60));
        assertThat(faster.extrapolated()).isTrue();
        assertThat(faster.chosen().rate().nearness()).contains("yours is above every measured point");

        Recommendation wider = recommend(base(), target(38_000, 200));
        assertThat(wider.extrapolated()).isTrue();
        assertThat(wider.chosen().rate().nearness()).contains("200 threads is outside the measured 60 to 60");
        assertThat(wider.chosen().warnings()).anyMatch(w -> w.contains("beyond the largest measured count"));
    }

    @Test
    void droppingNeverBuysAPlaceAndADroppingPickPrintsItsShare() {
        // logback-async-default reads 60 us because it dropped half the events; allowed, it still ranks last.
        Recommendation answer = recommend(base(), allowing(LogLevel.INFO, ONE_SECOND));
        assertThat(answer.chosen().setup()).isEqualTo("log4j2-async-raf");
        assertThat(answer.ranked().get(answer.ranked().size() - 1).setup()).isEqualTo("logback-async-default");

        SyntheticResults onlyDropping = raced(capacities(), "logback-async-default", 38_000, 0.84, 62, 1);
        Recommendation dropping = recommend(onlyDropping, allowing(LogLevel.INFO, ONE_SECOND));
        assertThat(dropping.chosen().setup()).isEqualTo("logback-async-default");
        assertThat(dropping.chosen().dropShare()).isCloseTo(0.84, org.assertj.core.data.Offset.offset(0.001));
        assertThat(dropping.why()).contains("it dropped 84.0% of events at that point");
    }

    @Test
    void aSetupThatDropsIsNeverChosenUnlessDropsAreAllowed() {
        Recommendation strict = recommend(base(), target(38_000, 60));
        assertThat(strict.ranked()).extracting(Candidate::setup).doesNotContain("logback-async-default");
        assertThat(strict.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-async-default");
            assertThat(e.cause()).isEqualTo(ExclusionCause.DROPS_BY_DESIGN);
            assertThat(e.reason()).startsWith("loses events by design").contains("--allow-drop INFO");
        });
    }

    @Test
    void whatACrashLosesIsAConstraintBackedByTheCrashTest() {
        SyntheticResults results = raced(base(), "logback-file-buffered", 54)
                .crash("logback-file-buffered", 0, false);
        Recommendation strict = recommend(results, target(38_000, 60));
        assertThat(strict.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-file-buffered");
            assertThat(e.cause()).isEqualTo(ExclusionCause.CRASH_WINDOW);
            assertThat(e.reason()).startsWith("a crash loses what it holds").contains("unbounded at idle")
                    .contains("crash test: JVM halted 2 s after the last event, 0 of 201 events on disk, the last missing");
        });
        assertThat(strict.chosen().unflushedText()).isNotBlank();

        Recommendation optedOut = recommend(results, allowing(null, null));
        assertThat(optedOut.chosen().setup()).isEqualTo("logback-file-buffered");
    }

    @Test
    void aPointThatDidNotHoldHasNoResponseTimeAndIsExcluded() {
        SyntheticResults results = capacities().record("logback-file", "steady", "", 38_000, 60, 300, false, 0);
        raced(results, "log4j2-async-raf", 110);
        Recommendation answer = recommend(results, target(38_000, 60));
        assertThat(answer.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-file");
            assertThat(e.cause()).isEqualTo(ExclusionCause.FELL_BEHIND);
            assertThat(e.reason()).startsWith("fell behind at 38k/s over 60 threads in 1 of 1 runs");
        });
    }

    @Test
    void aSetupThatLostEventsInMeasurementIsExcluded() {
        SyntheticResults results = base().lossy("log4j2-async-raf", 64, 900_000, 1);
        Recommendation answer = recommend(results, target(38_000, 60));
        assertThat(answer.chosen().setup()).isNotEqualTo("log4j2-async-raf");
        assertThat(answer.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("log4j2-async-raf");
            assertThat(e.cause()).isEqualTo(ExclusionCause.LOST_EVENTS);
            assertThat(e.reason()).contains("lost events in measurement");
        });
    }

    @Test
    void aStallIsSizedForItsOverrunAndTheRecoveryNotJustRateTimesStall() {
        Target stall = plain().stall(Duration.ofSeconds(2)).build();
        Recommendation answer = recommend(base(), stall);
        assertThat(answer.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-file");
            assertThat(e.reason()).startsWith("synchronous: every producer waits out the whole stall");
        });
        // 38,000/s x (2 s x 1.25 + 0.5 s) = 114,000 events: 8,192 would need more than 8x.
        assertThat(answer.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-async-q8192-t0");
            assertThat(e.reason()).contains("holds 8,192 events").contains("needs 114,000");
        });
        Candidate logback = answer.ranked().stream().filter(c -> c.setup().equals("logback-async-q65536-t0")).findFirst().orElseThrow();
        assertThat(((LogbackAsyncAppender) logback.tuned().async()).queueSize()).isEqualTo(114_000);
        assertThat(logback.tuned().reasonFor(Knob.QUEUE_SIZE)).hasValueSatisfying(r ->
                assertThat(r).contains("2 s disk stall sized 1.25x plus 0.5 s to recover").contains("empties in"));
        Candidate log4j2 = answer.ranked().stream().filter(c -> c.setup().equals("log4j2-async-raf-rb262144")).findFirst().orElseThrow();
        assertThat(((Log4j2AsyncLoggers) log4j2.tuned().async()).effectiveRingBufferSize()).isEqualTo(262_144);
        assertThat(log4j2.retuned()).isFalse();
    }

    @Test
    void anImpossibleRateNamesTheBestAchievableAndWhatWouldHelp() {
        Recommendation answer = recommend(base(), target(2_000_000, 60));
        assertThat(answer.found()).isFalse();
        assertThat(answer.bestAchievable()).startsWith("log4j2-async-raf").contains("900k events/s");
        assertThat(answer.helps()).anyMatch(h -> h.startsWith("log fewer events")).anyMatch(h -> h.contains("--allow-drop INFO"))
                .anyMatch(h -> h.startsWith("more cores"));
        assertThat(answer.excluded()).anyMatch(e -> e.reason().contains("past the 85% knee"));
    }

    @Test
    void aP99LimitExcludesWhatItCannotMeet() {
        Target limited = plain().framework(Framework.LOGBACK).p99(Duration.ofNanos(600_000)).build();
        Recommendation answer = recommend(base(), limited);
        assertThat(answer.chosen().setup()).isEqualTo("logback-async-q8192-t0");
        assertThat(answer.excluded()).anySatisfy(e -> {
            assertThat(e.setup()).isEqualTo("logback-file");
            assertThat(e.reason()).contains("(median of 10 runs").contains("above your 600 us limit");
        });
    }

    @Test
    void whatWouldHelpFollowsTheCausesOfTheExclusions() {
        SyntheticResults results = raced(base(), "logback-file-buffered", 54).crash("logback-file-buffered", 0, false);
        Target impossible = plain().framework(Framework.LOGBACK).p99(Duration.ofNanos(1)).build();
        Recommendation answer = recommend(results, impossible);
        assertThat(answer.found()).isFalse();
        assertThat(answer.excluded()).anyMatch(e -> e.cause() == ExclusionCause.P99)
                .anyMatch(e -> e.cause() == ExclusionCause.CRASH_WINDOW);
        assertThat(answer.helps()).anyMatch(h -> h.startsWith("accept losing more on a crash"))
                .anyMatch(h -> h.startsWith("a looser --p99"));
    }
}

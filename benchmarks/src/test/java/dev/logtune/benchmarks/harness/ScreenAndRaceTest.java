package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.Heap;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The reference's screen stops a setup where it no longer holds, and spends its repeats on the contenders. */
class ScreenAndRaceTest {
    @TempDir
    Path dir;

    private static final RatePoint LOW = new RatePoint(10_000, 4, Scenario.steady());
    private static final RatePoint MID = new RatePoint(38_000, 4, Scenario.steady());
    private static final RatePoint HIGH = new RatePoint(100_000, 4, Scenario.steady());

    /** p99 in microseconds per setup; "logback-file" stops holding at 38k. */
    private static final Map<String, Double> P99 = Map.of("logback-file", 400.0, "logback-file-buffered", 100.0,
            "log4j2-async-raf", 120.0, "logback-async-q8192-t0", 250.0, "logback-prudent", 5_000.0);

    private final List<String> ran = new ArrayList<>();

    private RateRecord fake(String setup, RatePoint point) {
        String name = setup == null ? HarnessLabels.CONTROL : setup;
        ran.add(name + "@" + Math.round(point.rate()));
        boolean held = !(name.equals("logback-file") && point.rate() >= 38_000);
        double p99 = setup == null ? 50 : P99.get(setup);
        Latency latency = new Latency(1000, p99 / 4, p99 / 2, p99, p99 * 2, p99 * 3);
        return new RateRecord(name, point.scenario().name(), point.scenario().detail(), point.threads(), point.rate(), 3,
                point.rate(), held, latency, latency, null, null, 0, -1, 0, 1000, 1000, 0, 0, null, null, 0, null, null);
    }

    private List<RateRecord> sweep(RatePlan plan, ByteArrayOutputStream progress) throws Exception {
        return new RateSweep(plan, dir, new PrintStream(progress, true, StandardCharsets.UTF_8), records -> { },
                () -> new DiskStall.Support(true, ""), List.of(), (setup, point, stalls, runDir) -> fake(setup, point)).run();
    }

    @Test
    void aSetupThatDidNotHoldARateIsNotRunAtHigherOnesAndSaysSo() throws Exception {
        RatePlan plan = new RatePlan(List.copyOf(P99.keySet()), List.of(LOW, MID, HIGH), List.of(), 1, 3, 1, Heap.DEFAULT,
                10, true, null);
        ByteArrayOutputStream progress = new ByteArrayOutputStream();

        List<RateRecord> records = sweep(plan, progress);

        assertThat(ran).contains("logback-file@10000", "logback-file@38000").doesNotContain("logback-file@100000");
        assertThat(records).filteredOn(r -> r.setup().equals("logback-file") && r.targetRate() == 100_000)
                .singleElement().satisfies(r -> {
                    assertThat(r.response()).isNull();
                    assertThat(r.held()).isFalse();
                    assertThat(r.note()).isEqualTo("skipped: it did not hold a lower rate at 4 threads");
                });
        assertThat(progress.toString(StandardCharsets.UTF_8)).contains("logback-file @ 100k/s x4: not run, it did not hold a lower rate");
        // The others, and the control, still run at every rate.
        assertThat(ran).filteredOn(r -> r.endsWith("@100000")).hasSize(P99.size());
    }

    @Test
    void withoutTheStopRuleEverySetupRunsEverywhere() throws Exception {
        RatePlan plan = new RatePlan(List.copyOf(P99.keySet()), List.of(LOW, MID, HIGH), List.of(), 1, 3, 1, Heap.DEFAULT);

        sweep(plan, new ByteArrayOutputStream());

        assertThat(ran).contains("logback-file@100000").hasSize(3 * (P99.size() + 1));
    }

    @Test
    void theRaceRepeatsOnlyTheSetupsWithinItsFactorOfTheBest() throws Exception {
        RatePlan plan = new RatePlan(List.copyOf(P99.keySet()), List.of(LOW, MID), List.of(), 1, 3, 1, Heap.DEFAULT, 10, true,
                new Race(List.of(MID), 5, 3, 12));
        ByteArrayOutputStream progress = new ByteArrayOutputStream();

        List<RateRecord> records = sweep(plan, progress);

        // Best at 38k is 100 us: 120 and 250 are within 3x, 400 did not hold, 5000 is decided.
        assertThat(records).filteredOn(r -> r.targetRate() == 38_000 && r.block() == 5).extracting(RateRecord::setup)
                .containsExactlyInAnyOrder("logback-file-buffered", "log4j2-async-raf", "logback-async-q8192-t0", HarnessLabels.CONTROL);
        assertThat(records).filteredOn(r -> r.setup().equals("logback-prudent")).hasSize(2);
        assertThat(records).filteredOn(r -> r.setup().equals("log4j2-async-raf") && r.targetRate() == 38_000)
                .extracting(RateRecord::block).containsExactly(1, 2, 3, 4, 5);
        assertThat(records).filteredOn(r -> r.setup().equals("log4j2-async-raf") && r.block() == 3)
                .isNotEmpty().allSatisfy(r -> assertThat(r.baseline()).isNotNull());
        assertThat(progress.toString(StandardCharsets.UTF_8))
                .contains("race @ 38k/s x4: 3 contenders within 3x of the best p99: logback-file-buffered, log4j2-async-raf, logback-async-q8192-t0");
    }

    @Test
    void contendersAreCappedFastestFirstAndExcludeAnyRunThatLostOrDropped() {
        Race race = new Race(List.of(MID), 5, 3, 2);
        List<RateRecord> records = screenAtMid();
        records.add(heldAtMid("log4j2-async-raf", fake("log4j2-async-raf", MID).response(), 990, 10, 2));

        assertThat(race.contenders(records, MID)).containsExactly("logback-file-buffered", "logback-async-q8192-t0");
    }

    @Test
    void aFloorThatWritesNothingIsNeverTheBestNorAContender() {
        Race race = new Race(List.of(MID), 5, 3, 12);
        List<RateRecord> records = screenAtMid();
        // Logging off: every call returns at the level check, 10 us at the p99, nothing written.
        records.add(heldAtMid("logback-off", new Latency(1000, 2, 5, 10, 20, 30), 0, 0, 1));

        assertThat(race.contenders(records, MID))
                .containsExactly("logback-file-buffered", "log4j2-async-raf", "logback-async-q8192-t0");
    }

    /** One screen block at 38k: every setup of {@link #P99} once. */
    private List<RateRecord> screenAtMid() {
        List<RateRecord> records = new ArrayList<>();
        P99.keySet().forEach(setup -> records.add(fake(setup, MID)));
        return records;
    }

    /** A run that held 38k over 4 threads: 1,000 calls, of which {@code written} reached the file. */
    private static RateRecord heldAtMid(String setup, Latency response, long written, long discarded, int block) {
        return new RateRecord(setup, MID.scenario().name(), MID.scenario().detail(), 4, 38_000, 3, 38_000, true, response,
                response, null, null, 0, -1, 0, 1000, written, discarded, 0, null, null, block, null, null);
    }
}

package dev.logtune.benchmarks.sweep;

import dev.logtune.benchmarks.harness.RatePoint;
import dev.logtune.lab.run.Scenario;
import dev.logtune.benchmarks.jmh.RawWriteBenchmark;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.SetupSpec;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The published reference: what its parts cover together, and that each fits a sitting. */
class ReferenceProfileTest {
    private static final List<Profile> PARTS = IntStream.rangeClosed(1, Profile.REFERENCE_PARTS).mapToObj(Profile::reference).toList();
    // The setups that log less are measured on the service workload (--workload service), not in these orders parts.
    private static final List<String> ALL = Matrix.all().stream().filter(s -> !s.reducesVolume()).map(SetupSpec::id).toList();
    private static final List<String> FILES = Matrix.all().stream()
            .filter(s -> s.destination() == Destination.FILE && Matrix.plainOf(s).isEmpty() && !s.reducesVolume())
            .map(SetupSpec::id).toList();
    private static final List<String> TWINS = Matrix.all().stream().filter(s -> Matrix.plainOf(s).isPresent() && !s.reducesVolume())
            .map(SetupSpec::id).toList();
    private static final List<String> REDUCED = Matrix.all().stream().filter(SetupSpec::reducesVolume).map(SetupSpec::id).toList();
    private static final List<String> STDOUT = Matrix.all().stream().filter(s -> s.destination() == Destination.STDOUT).map(SetupSpec::id).toList();

    private static List<Trial> trials() {
        List<Trial> trials = new ArrayList<>();
        PARTS.forEach(p -> trials.addAll(p.trials()));
        return trials;
    }

    @Test
    void thrptCoversEverySetupAndTheCeilingAtEveryThreadCountOnce() {
        List<String> measured = new ArrayList<>(FILES);
        measured.add(RawWriteBenchmark.SETUP_ID);
        for (String setup : measured) {
            assertThat(trials()).filteredOn(t -> t.setup().equals(setup) && t.mode().equals("thrpt") && t.message().equals("order"))
                    .extracting(Trial::threads).as(setup).containsExactlyInAnyOrderElementsOf(Profile.ALL_THREADS);
        }
        // Standard output is its own part: a pipe's reader, not the thread count, is what moves it.
        for (String setup : STDOUT) {
            assertThat(trials()).filteredOn(t -> t.setup().equals(setup) && t.mode().equals("thrpt"))
                    .extracting(Trial::threads).as(setup).containsExactlyInAnyOrder(4, 64);
        }
        // The rolling twins are raced where services run; their capacity is measured at 64 threads.
        for (String setup : TWINS) {
            assertThat(trials()).filteredOn(t -> t.setup().equals(setup) && t.mode().equals("thrpt"))
                    .extracting(Trial::threads).as(setup).containsExactly(64);
        }
    }

    @Test
    void theRollingTwinsAreRacedBesideTheirPlainSetupsAt38kAnd230kOver60() {
        Profile rolling = Profile.reference(7);
        assertThat(rolling.rates().setups()).containsAll(TWINS).contains("logback-file", "logback-disruptor-q8192-buffered",
                "log4j2-async-raf").doesNotContain("logback-prudent");
        assertThat(rolling.rates().points()).extracting(p -> p.threads() + "@" + Math.round(p.rate()))
                .containsExactly("60@38000", "60@230000");
        assertThat(rolling.rates().repeats()).isEqualTo(12);
    }

    @Test
    void standardOutputIsRacedAt38kOver60WithASlowAndAStoppedReader() {
        Profile stdout = Profile.reference(6);
        assertThat(stdout.rates().setups()).containsExactlyElementsOf(STDOUT);
        assertThat(stdout.rates().cells()).extracting(c -> c.point().scenario().name())
                .containsExactly("steady", "slow-reader", "reader-pause");
        assertThat(stdout.rates().race().repeats()).isEqualTo(12);
    }

    @Test
    void sampleModeIsForTheContendersTheFloorsAndTheCeilingAt1To64() {
        assertThat(trials()).filteredOn(t -> t.mode().equals("sample")).extracting(Trial::setup).isSubsetOf(
                concat(Profile.CONTENDERS, Profile.FLOORS, List.of(RawWriteBenchmark.SETUP_ID)));
        assertThat(trials()).filteredOn(t -> t.mode().equals("sample") && t.setup().equals("log4j2-async-raf"))
                .extracting(Trial::threads).containsExactly(1, 4, 16, 64);
    }

    @Test
    void theSetupsThatLogLessAreLeftToTheServiceWorkload() {
        assertThat(REDUCED).isNotEmpty();
        PARTS.forEach(p -> {
            assertThat(p.setups()).as(p.name()).doesNotContainAnyElementsOf(REDUCED);
            assertThat(p.crashSetups()).as(p.name()).doesNotContainAnyElementsOf(REDUCED);
            if (p.rates() != null) {
                assertThat(p.rates().setups()).as(p.name()).doesNotContainAnyElementsOf(REDUCED);
            }
        });
    }

    @Test
    void everySetupIsCrashTestedOnce() {
        List<String> crashed = new ArrayList<>();
        PARTS.forEach(p -> crashed.addAll(p.crashSetups()));
        assertThat(crashed).containsExactlyInAnyOrderElementsOf(ALL);
    }

    @Test
    void theOpenLoopScreensEverySetupAtThreeThreadCountsAndSixRatesThenRacesAt38kAnd230k() {
        List<RatePoint> points = new ArrayList<>();
        PARTS.stream().filter(p -> p.rates() != null && !p.name().equals("reference-6") && !p.name().equals("reference-7")).forEach(p -> {
            assertThat(p.rates().setups()).containsExactlyElementsOf(FILES);
            assertThat(p.rates().stopWhereNotHeld()).isTrue();
            points.addAll(p.rates().points());
        });
        assertThat(points).filteredOn(p -> p.scenario().kind() == Scenario.Kind.STEADY)
                .extracting(p -> p.threads() + "@" + Math.round(p.rate())).hasSize(18)
                .contains("4@1000", "16@500000", "60@38000", "60@230000");
        assertThat(points).filteredOn(p -> p.scenario().kind() != Scenario.Kind.STEADY)
                .extracting(p -> p.scenario().name()).containsExactlyInAnyOrder("stall", "burst");
        Profile last = Profile.reference(5);
        // Prudent mode, the case it exists for: two JVMs appending to one file, and only the setups that lock their file.
        assertThat(last.rates().cells()).filteredOn(c -> c.point().scenario().kind() == Scenario.Kind.SHARED_FILE)
                .hasSize(2).allSatisfy(c -> assertThat(c.setups()).containsExactly("logback-prudent"));
        assertThat(last.rates().race().points()).extracting(RatePoint::rate).containsExactly(38_000.0, 230_000.0);
        assertThat(last.rates().race().repeats()).isGreaterThanOrEqualTo(5);
    }

    @Test
    void eachPartFitsTwoHoursAndAllOfThemFitTheBudget() {
        // A part may take at most 2 hours, so that one cut off loses little; all of them at most 10 (8 before the rolling
        // twins took a part of their own, 9 before JSON files had their queued setups and twins).
        PARTS.forEach(p -> assertThat(p.estimatedSeconds()).as(p.name()).isLessThan(2 * 3600));
        assertThat(PARTS.stream().mapToDouble(Profile::estimatedSeconds).sum()).isLessThan(10 * 3600);
        assertThat(PARTS).extracting(Profile::name).containsExactly("reference-1", "reference-2", "reference-3", "reference-4", "reference-5", "reference-6",
                "reference-7");
    }

    @Test
    void theReferenceNeedsItsPartAndOnlyItTakesOne() {
        assertThatThrownBy(() -> Profile.named("reference")).hasMessageContaining("--part 1 to --part 7");
        assertThatThrownBy(() -> Profile.named("reference", 8)).hasMessageContaining("parts 1 to 7");
        assertThatThrownBy(() -> Profile.named("full", 2)).hasMessageContaining("only the reference profile");
        assertThat(Profile.named("Reference", 3).name()).isEqualTo("reference-3");
    }

    @SafeVarargs
    private static List<String> concat(List<String>... lists) {
        List<String> all = new ArrayList<>();
        for (List<String> list : lists) {
            all.addAll(list);
        }
        return all;
    }
}

package dev.logtune.tuner.measure;

import dev.logtune.benchmarks.harness.HarnessRequest;
import dev.logtune.lab.run.Scenario;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.advice.Target;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The one service builds the run each caller built for itself before it: the same request, field by field, so what
 * verify and recommend --measure measure did not move when they came to measure through it.
 */
class MeasuringTest {
    private static final Path WORK = Path.of("/tmp/logtune-verify-1/work");
    private static final Path MOUNT = Path.of("/tmp/logtune-verify-1/stall");

    /** verify's run of a config (or of its baseline), as VerifyRun built it before the service. */
    private static HarnessRequest asVerifyBuiltIt(LoggingTarget target, double rate, int threads, Duration warmup, Duration duration,
                                                  Scenario scenario, Path mount, Path work) {
        return new HarnessRequest(target, rate, threads, warmup.toNanos() / 1e9, duration.toNanos() / 1e9,
                scenario, mount == null ? null : mount.toString(), work.toString(), HarnessRequest.spinFor(rate), null);
    }

    /** recommend --measure's run of a setup (or of the control), as Measurement built it before the service. */
    private static HarnessRequest asTheRaceBuiltIt(SetupSpec spec, Target target, Duration warmup, double window, Scenario scenario,
                                                   Path work) {
        return new HarnessRequest(spec == null ? null : LoggingTarget.of(spec, true), target.rate(), target.threads(),
                warmup.toNanos() / 1e9, window, scenario, null, work.resolve("work").toString(),
                HarnessRequest.spinFor(target.rate()), null);
    }

    private static void sameFieldByField(HarnessRequest built, HarnessRequest before) {
        assertThat(built.target()).isEqualTo(before.target());
        assertThat(built.rate()).isEqualTo(before.rate());
        assertThat(built.threads()).isEqualTo(before.threads());
        assertThat(built.warmupSeconds()).isEqualTo(before.warmupSeconds());
        assertThat(built.durationSeconds()).isEqualTo(before.durationSeconds());
        assertThat(built.scenario()).isEqualTo(before.scenario());
        assertThat(built.stallMount()).isEqualTo(before.stallMount());
        assertThat(built.workDir()).isEqualTo(before.workDir());
        assertThat(built.pacerSpinNanos()).isEqualTo(before.pacerSpinNanos());
        assertThat(built.heap()).isEqualTo(before.heap());
        assertThat(built.firstThread()).isEqualTo(before.firstThread());
        assertThat(built.startAtEpochMillis()).isEqualTo(before.startAtEpochMillis());
        assertThat(built).isEqualTo(before);
    }

    @Test
    void verifysRunIsTheRequestVerifyBuilt() {
        LoggingTarget config = LoggingTarget.of(Matrix.require("logback-async-default"), true);
        for (double rate : new double[] {38_000, 230_000, 1_234.5, 5}) {
            for (int threads : new int[] {1, 60}) {
                for (Duration duration : List.of(Duration.ofSeconds(10), Duration.ofMillis(2500), Duration.ofNanos(333_333_333))) {
                    Duration warmup = Duration.ofSeconds(2);
                    Target target = Target.of(rate, threads);
                    RunLength length = RunLength.of(warmup, duration);
                    for (Scenario scenario : List.of(Scenario.steady(), Scenario.burst(5, 1), Scenario.stall(2),
                            Scenario.diskFull(0.1))) {
                        Path mount = scenario.needsMount() ? MOUNT : null;
                        sameFieldByField(Measuring.request(config, target, length, scenario, mount, WORK),
                                asVerifyBuiltIt(config, rate, threads, warmup, duration, scenario, mount, WORK));
                    }
                    // the baseline beside it: no config, steady, in its own directory
                    Path baseline = WORK.resolveSibling("baseline");
                    sameFieldByField(Measuring.request(null, target, length, Scenario.steady(), null, baseline),
                            asVerifyBuiltIt(null, rate, threads, warmup, duration, Scenario.steady(), null, baseline));
                }
            }
        }
    }

    @Test
    void theRacesRunIsTheRequestRecommendBuilt() {
        Path dir = Path.of("/tmp/logtune-measure-1/logback-async-q8192-t0");
        Duration warmup = Duration.ofSeconds(2);
        for (SetupSpec setup : new SetupSpec[] {Matrix.require("logback-async-q8192-t0"), Matrix.require("log4j2-async-raf"), null}) {
            for (Target target : List.of(Target.of(38_000, 60), Target.of(230_000, 4), Target.of(1_500.5, 8))) {
                for (double window : new double[] {3, 7.5, 10.0 / 3}) {
                    for (Scenario scenario : List.of(Scenario.steady(), Scenario.burst(5, 1))) {
                        sameFieldByField(Measuring.setupRequest(setup, target, new RunLength(warmup.toNanos() / 1e9, window),
                                scenario, dir), asTheRaceBuiltIt(setup, target, warmup, window, scenario, dir));
                    }
                }
            }
        }
    }

    @Test
    void aRunLengthIsInSecondsAsTheHarnessTakesThem() {
        assertThat(RunLength.of(Duration.ofSeconds(2), Duration.ofMillis(1500))).isEqualTo(new RunLength(2.0, 1.5));
    }
}

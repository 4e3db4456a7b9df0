package dev.logtune.tuner.measure;

import dev.logtune.support.files.FileTrees;
import dev.logtune.benchmarks.harness.DiskStall;
import dev.logtune.benchmarks.harness.HarnessLauncher;
import dev.logtune.benchmarks.harness.HarnessException;
import dev.logtune.benchmarks.harness.HarnessRequest;
import dev.logtune.benchmarks.harness.RateSweep;
import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.support.input.InputProblem;
import dev.logtune.tuner.advice.Target;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * The one way the tuner measures on this machine: a run in a JVM of its own through the open-loop harness, at a
 * target's rate and threads, of a matrix setup, of the copy of a user's config file, or of the no-logging control.
 * recommend's race, verify and tune's side by side all measure here, and every run's {@link HarnessRequest} is built
 * by {@link #request}, so what one measures is what the others measure.
 */
public final class Measuring {
    private Measuring() {
    }

    /** A config's own run failed: the framework refused it. The message names the file and the harness's reason. */
    public static final class DidNotRun extends Exception implements InputProblem {
        DidNotRun(Path config, String reason) {
            super(config.getFileName() + " did not run: " + reason);
        }
    }

    /**
     * The request for one run at the target's rate and threads.
     *
     * @param subject what to load; null for the no-logging control
     * @param stallMount the filesystem a stall freezes or a full disk fills, or null
     * @param workDir the run's own files (its logs too where nothing stalls)
     */
    public static HarnessRequest request(LoggingTarget subject, Target target, RunLength length, Scenario scenario,
                                         Path stallMount, Path workDir) {
        return new HarnessRequest(subject, target.rate(), target.threads(), length.warmupSeconds(), length.measuredSeconds(),
                scenario, stallMount == null ? null : stallMount.toString(), workDir.toString(),
                HarnessRequest.spinFor(target.rate()), null);
    }

    /**
     * One run of a block, as the sweep runs one: a matrix setup as the matrix renders it, drop paths counted, or the
     * no-logging control, in a directory of its own under {@code scratch} (its work directory is deleted after, whatever
     * happened). A setup that fails is a record saying why; a control that fails ends the block.
     *
     * @param setup the setup, or null for the control
     * @throws IOException the control run failed; the message says why
     */
    public static RateRecord inBlock(SetupSpec setup, Target target, RunLength length, Scenario scenario, Path scratch)
            throws IOException, InterruptedException {
        String name = setup == null ? HarnessRequest.BASELINE : setup.id();
        try {
            return setup(setup, target, length, scenario, scratch.resolve(name));
        } catch (HarnessException e) {
            if (setup == null) {
                throw new IOException("the control run failed: " + e.getMessage(), e);
            }
            return RateRecord.unmeasured(name, scenario.name(), scenario.detail(), target.threads(), target.rate(),
                    "failed: " + e.getMessage());
        }
    }

    /** How a run reads on a progress line, in the sweep's words, so a race here reads as a sweep does. */
    public static String summary(RateRecord record) {
        return RateSweep.summary(record);
    }

    private static RateRecord setup(SetupSpec setup, Target target, RunLength length, Scenario scenario, Path dir)
            throws IOException, InterruptedException, HarnessException {
        HarnessRequest request = setupRequest(setup, target, length, scenario, dir);
        try {
            return launch(request, null, dir, line -> { });
        } finally {
            FileTrees.delete(Path.of(request.workDir()));
        }
    }

    /** A setup's run in {@code dir}: its own files in {@code dir/work}, the JVM's beside them. */
    static HarnessRequest setupRequest(SetupSpec setup, Target target, RunLength length, Scenario scenario, Path dir) {
        return request(setup == null ? null : LoggingTarget.of(setup, true), target, length, scenario, null, dir.resolve("work"));
    }

    /**
     * The copy of a user's config at the target beside a no-logging baseline, judged: lost or dropped events, a rate not
     * held, a p99 over the limit. A stall or full disk this machine cannot make is skipped, and the run is incomplete.
     *
     * @param scenario steady, or the one disruption asked for: a burst, a stall or a full disk
     * @param p99 the most response p99 may be, or null for no limit (a stall or full disk then has a default)
     * @param progress where the run says how far it has got
     * @throws DidNotRun the framework refused the config
     * @throws HarnessException the no-logging baseline itself failed
     */
    public static ConfigRun config(ConfigUnderTest config, Target target, RunLength length, Scenario scenario, Duration p99,
                                   PrintWriter progress) throws DidNotRun, IOException, InterruptedException, HarnessException {
        return new ConfigRunner(config, target, length, p99).run(scenario, progress);
    }

    static RateRecord launch(HarnessRequest request, DiskStall disk, Path runDir, Consumer<String> progress)
            throws IOException, InterruptedException, HarnessException {
        return HarnessLauncher.run(request, disk, runDir, progress);
    }
}

package dev.logtune.tuner.measure;

import dev.logtune.support.files.FileTrees;
import dev.logtune.benchmarks.harness.DiskStall;
import dev.logtune.benchmarks.harness.HarnessException;
import dev.logtune.benchmarks.harness.HarnessRequest;
import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.configfile.VerifyCopy;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One config's run: the config run as a scratch copy at the load, open loop, beside a no-logging baseline, then
 * judged: lost or dropped events, a rate not held, a p99 over the limit.
 */
final class ConfigRunner {
    private final ConfigUnderTest config;
    private final Target target;
    private final RunLength length;
    private final Duration p99;

    /** @param p99 the most response p99 may be, or null for no limit (a stall or full disk then has a default) */
    ConfigRunner(ConfigUnderTest config, Target target, RunLength length, Duration p99) {
        this.config = config;
        this.target = target;
        this.length = length;
        this.p99 = p99;
    }

    /**
     * Runs it in {@code asked}: steady, or with a disk stall, a full disk or a burst mid-run; a stall or full disk this
     * machine cannot make is skipped and the run is incomplete.
     */
    ConfigRun run(Scenario asked, PrintWriter progress)
            throws Measuring.DidNotRun, IOException, InterruptedException, HarnessException {
        List<String> notes = new ArrayList<>(config.file().unresolved().stream().map(u -> "not read: " + u.words()).toList());
        Scenario scenario = asked;
        boolean incomplete = false;
        DiskStall.Support support = !scenario.needsMount() ? new DiskStall.Support(true, "") : DiskStall.probe();
        if (!support.available()) {
            notes.add(scenario.name() + " skipped: " + support.reason());
            scenario = Scenario.steady();
            incomplete = true;
        }

        Path scratch = Files.createTempDirectory("logtune-verify-");
        try (DiskStall disk = scenario.kind() == Scenario.Kind.STALL ? DiskStall.mount(scratch.resolve("stall"), 2L << 30)
                : scenario.kind() == Scenario.Kind.DISK_FULL ? DiskStall.mountForFilling(scratch.resolve("full"), 2L << 30)
                : null) {
            // Only the copy's log files go on the stalled filesystem; the run's own files stay in the scratch directory.
            Path work = scratch.resolve("work");
            if (disk != null) {
                notes.addAll(disk.leftovers());
            }
            LoggingTarget copy = VerifyCopy.prepare(config.file(),
                    HarnessRequest.logDir(disk == null ? null : disk.mountPoint(), work), config.profiles(), notes);
            ServiceVersionNote.of(config.path(), config.file().framework()).ifPresent(notes::add);
            progress.printf(Locale.ROOT, "verify %s (%s) at %,.0f events/s over %d threads for %s%s%n",
                    config.path().getFileName(), config.file().framework().displayName(), target.rate(), target.threads(),
                    seconds(length.measuredSeconds()),
                    scenario.kind() == Scenario.Kind.STEADY ? "" : ", " + scenario.name() + " " + scenario.detail());
            Scenario baselineScenario = scenario.kind() == Scenario.Kind.BURST ? scenario : Scenario.steady();
            RateRecord baseline = run(null, baselineScenario, null, scratch.resolve("baseline"), progress);
            RateRecord result;
            try {
                result = run(copy, scenario, disk, work, progress);
            } catch (HarnessException e) {
                throw new Measuring.DidNotRun(config.path(), e.getMessage().replaceFirst("^[^:]*: ", ""));
            }
            return verdict(scenario, baseline, result, notes, incomplete);
        } finally {
            FileTrees.delete(scratch);
        }
    }

    private RateRecord run(LoggingTarget subject, Scenario scenario, DiskStall disk, Path work, PrintWriter progress)
            throws IOException, InterruptedException, HarnessException {
        HarnessRequest request = Measuring.request(subject, target, length, scenario, disk == null ? null : disk.mountPoint(), work);
        RateRecord record = Measuring.launch(request, disk, work.resolveSibling(work.getFileName() + "-run"), line -> {
            progress.println("  " + line);
            progress.flush();
        });
        FileTrees.delete(work);
        return record;
    }

    private ConfigRun verdict(Scenario scenario, RateRecord baseline, RateRecord result, List<String> notes, boolean incomplete) {
        if (result.diskFull() != null) {
            return diskFullVerdict(scenario, baseline, result, notes);
        }
        RunVerdict judged = RunVerdict.of(result, P99Limit.of(p99, scenario.kind()), incomplete);
        RateRecord withBaseline = result.withBaseline(baseline.response(), baseline.pacerLateness());
        return new ConfigRun(config.path().toString(), config.file().framework().displayName(), target.rate(), target.threads(),
                length.measuredSeconds(), scenario.name() + (scenario.detail().isEmpty() ? "" : " " + scenario.detail()),
                baseline, withBaseline, judged.verdict(), judged.reasons(), notes);
    }

    /**
     * A full disk loses events in every setup; what is held to account is whether callers blocked beyond the limit,
     * whether anything said so, and whether logging came back.
     */
    private ConfigRun diskFullVerdict(Scenario scenario, RateRecord baseline, RateRecord result, List<String> notes) {
        DiskFullVerdict judged = DiskFullVerdict.of(result, P99Limit.of(p99, Scenario.Kind.DISK_FULL));
        RateRecord withBaseline = result.withBaseline(baseline.response(), baseline.pacerLateness());
        return new ConfigRun(config.path().toString(), config.file().framework().displayName(), target.rate(), target.threads(),
                length.measuredSeconds(), scenario.name() + " " + scenario.detail(), baseline, withBaseline,
                judged.verdict(), judged.reasons(), notes);
    }

    private static String seconds(double seconds) {
        return String.format(Locale.ROOT, "%.1f s", seconds);
    }
}

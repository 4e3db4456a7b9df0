package dev.logtune.tuner.verify;

import dev.logtune.benchmarks.files.FileTrees;
import dev.logtune.benchmarks.harness.DiskStall;
import dev.logtune.benchmarks.harness.HarnessLauncher;
import dev.logtune.benchmarks.harness.HarnessRequest;
import dev.logtune.benchmarks.harness.Scenario;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.tuner.cli.Burst;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.VerifyCopy;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One verify: the config run as a scratch copy at the load, open loop, beside a no-logging baseline, then judged: lost
 * or dropped events, a rate not held, a p99 over the limit.
 */
final class VerifyRun {
    private final Path config;
    private final ConfigFile configFile;
    private final double rate;
    private final int threads;
    private final Duration warmup;
    private final Duration duration;
    private final Duration p99;
    private final Set<String> profiles;

    /**
     * @param p99 the most response p99 may be, or null for no limit (a stall or full disk then has a default)
     * @param profiles the Spring profiles to run as active; null runs every springProfile block
     */
    VerifyRun(Path config, ConfigFile configFile, double rate, int threads, Duration warmup, Duration duration, Duration p99,
              Set<String> profiles) {
        this.profiles = profiles;
        this.config = config;
        this.configFile = configFile;
        this.rate = rate;
        this.threads = threads;
        this.warmup = warmup;
        this.duration = duration;
        this.p99 = p99;
    }

    /** The config's own run failed (the framework refused it); the message is the harness's, without its prefix. */
    static final class DidNotRun extends Exception {
        DidNotRun(String message) {
            super(message);
        }
    }

    /**
     * Runs it, with a disk {@code stall}, a {@code diskFull} or a {@code burst} mid-run when given (at most one); a
     * stall or full disk this machine cannot make is skipped and the report is incomplete.
     */
    VerifyReport run(Duration stall, Burst burst, Duration diskFull, PrintWriter progress) throws Exception {
        List<String> notes = new ArrayList<>(configFile.unresolved().stream().map(u -> "not read: " + u).toList());
        Scenario scenario = stall != null ? Scenario.stall(stall.toNanos() / 1e9)
                : diskFull != null ? Scenario.diskFull(diskFull.toNanos() / 1e9)
                : burst != null ? Scenario.burst(burst.factor(), burst.seconds()) : Scenario.steady();
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
            LoggingTarget target = VerifyCopy.prepare(configFile,
                    HarnessRequest.logDir(disk == null ? null : disk.mountPoint(), work), profiles, notes);
            ServiceVersionNote.of(config, configFile.framework()).ifPresent(notes::add);
            progress.printf(Locale.ROOT, "verify %s (%s) at %,.0f events/s over %d threads for %s%s%n", config.getFileName(),
                    configFile.framework().displayName(), rate, threads, seconds(duration),
                    scenario.kind() == Scenario.Kind.STEADY ? "" : ", " + scenario.name() + " " + scenario.detail());
            Scenario baselineScenario = scenario.kind() == Scenario.Kind.BURST ? scenario : Scenario.steady();
            RateRecord baseline = run(null, baselineScenario, null, scratch.resolve("baseline"), progress);
            RateRecord result;
            try {
                result = run(target, scenario, disk, work, progress);
            } catch (HarnessLauncher.HarnessException e) {
                throw new DidNotRun(e.getMessage().replaceFirst("^[^:]*: ", ""));
            }
            return verdict(scenario, baseline, result, notes, incomplete);
        } finally {
            FileTrees.delete(scratch);
        }
    }

    private RateRecord run(LoggingTarget target, Scenario scenario, DiskStall disk, Path work, PrintWriter progress)
            throws Exception {
        HarnessRequest request = new HarnessRequest(target, rate, threads, warmup.toNanos() / 1e9, duration.toNanos() / 1e9,
                scenario, disk == null ? null : disk.mountPoint().toString(), work.toString(), HarnessRequest.spinFor(rate), null);
        RateRecord record = HarnessLauncher.run(request, disk, work.resolveSibling(work.getFileName() + "-run"), line -> {
            progress.println("  " + line);
            progress.flush();
        });
        FileTrees.delete(work);
        return record;
    }

    private VerifyReport verdict(Scenario scenario, RateRecord baseline, RateRecord result, List<String> notes,
                                 boolean incomplete) {
        if (result.diskFull() != null) {
            return diskFullVerdict(scenario, baseline, result, notes);
        }
        RunVerdict judged = RunVerdict.of(result, P99Limit.of(p99, scenario.kind()), incomplete);
        RateRecord withBaseline = result.withBaseline(baseline.response(), baseline.pacerLateness());
        return new VerifyReport(config.toString(), configFile.framework().displayName(), rate, threads,
                duration.toNanos() / 1e9, scenario.name() + (scenario.detail().isEmpty() ? "" : " " + scenario.detail()),
                baseline, withBaseline, judged.verdict(), judged.reasons(), notes);
    }

    /**
     * A full disk loses events in every setup; what is held to account is whether callers blocked beyond the limit,
     * whether anything said so, and whether logging came back.
     */
    private VerifyReport diskFullVerdict(Scenario scenario, RateRecord baseline, RateRecord result, List<String> notes) {
        DiskFullVerdict judged = DiskFullVerdict.of(result, P99Limit.of(p99, Scenario.Kind.DISK_FULL));
        RateRecord withBaseline = result.withBaseline(baseline.response(), baseline.pacerLateness());
        return new VerifyReport(config.toString(), configFile.framework().displayName(), rate, threads,
                duration.toNanos() / 1e9, scenario.name() + " " + scenario.detail(), baseline, withBaseline,
                judged.verdict(), judged.reasons(), notes);
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.1f s", duration.toNanos() / 1e9);
    }
}

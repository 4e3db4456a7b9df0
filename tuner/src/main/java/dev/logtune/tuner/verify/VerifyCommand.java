package dev.logtune.tuner.verify;

import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.benchmarks.files.FileTrees;
import dev.logtune.benchmarks.harness.DiskStall;
import dev.logtune.benchmarks.harness.HarnessLauncher;
import dev.logtune.benchmarks.harness.HarnessRequest;
import dev.logtune.benchmarks.harness.Scenario;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.results.ResultsFile;
import dev.logtune.tuner.cli.Burst;
import dev.logtune.tuner.cli.BurstConverter;
import dev.logtune.tuner.cli.DurationConverter;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.RateConverter;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.cli.OptionChecks;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.ProgressOutput;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

@Command(name = "verify", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Hold a logback.xml or log4j2.xml to a rate on this machine: open-loop response time beside a"
                + " no-logging baseline, every lost event counted.",
                "The config runs as a copy whose log files go to a scratch directory; your real log files are never"
                        + " touched, and appenders that send events off this machine are left out."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {ExitCode.OK + ":pass: no event lost, the rate held, and the p99 limit (if given) met",
                ExitCode.NEGATIVE + ":fail: events lost or dropped, the rate not held, or p99 over the limit",
                ExitCode.BAD_INPUT + ":bad input, or the framework refused the config (its own message is shown)",
                VerifyCommand.INCOMPLETE + ":incomplete: a --stall was asked for and cannot be made here (the rest was measured)"})
public final class VerifyCommand implements Callable<Integer> {
    static final int INCOMPLETE = 3;

    @Option(names = "--config", required = true, description = "The logback.xml or log4j2.xml (a log4j2.component.properties beside it is read).")
    Path config;

    @Option(names = "--rate", required = true, converter = RateConverter.class,
            description = "Total events per second over all threads (38000, 38k).")
    double rate;

    @Option(names = "--threads", required = true, description = "Threads logging concurrently.")
    int threads;

    @Option(names = "--duration", defaultValue = "10s", converter = DurationConverter.class,
            description = "How long to measure (default: ${DEFAULT-VALUE}).")
    Duration duration;

    @Option(names = "--warmup", defaultValue = "2s", converter = DurationConverter.class,
            description = "Warm-up before measuring, not recorded (default: ${DEFAULT-VALUE}).")
    Duration warmup;

    @Option(names = "--stall", converter = DurationConverter.class,
            description = "Freeze the log filesystem this long mid-run (needs Linux and root; e.g. 2s).")
    Duration stall;

    @Option(names = "--burst", converter = BurstConverter.class, description = "Multiply the rate for a while mid-run, e.g. 5x1s.")
    Burst burst;

    @Option(names = "--p99", converter = DurationConverter.class, description = "Fail when response p99 is above this (e.g. 1ms).")
    Duration p99;

    @Option(names = "--format", defaultValue = "text", converter = OutputFormat.Converter.class,
            description = "text or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "-D", mapFallbackValue = "", description = "A property for $${...} in the config and for Log4j2 (repeatable): -DLOG_DIR=/var/log/app")
    Map<String, String> defines = new LinkedHashMap<>();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        OptionChecks.threads(spec, threads);
        OptionChecks.oneOf(spec, "--format", format, OutputFormat.TEXT, OutputFormat.JSON);
        if (stall != null && burst != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "give --stall or --burst, not both");
        }
        PrintWriter err = spec.commandLine().getErr();
        ConfigFile configFile;
        try {
            configFile = ConfigFile.read(config, defines);
        } catch (ConfigException e) {
            err.println("tuner: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        List<String> notes = new ArrayList<>(configFile.unresolved().stream().map(u -> "not read: " + u).toList());
        Scenario scenario = stall != null ? Scenario.stall(stall.toNanos() / 1e9)
                : burst != null ? Scenario.burst(burst.factor(), burst.seconds()) : Scenario.steady();
        boolean incomplete = false;
        DiskStall.Support support = stall == null ? new DiskStall.Support(true, "") : DiskStall.probe();
        if (!support.available()) {
            notes.add("stall skipped: " + support.reason());
            scenario = Scenario.steady();
            incomplete = true;
        }

        Path scratch = Files.createTempDirectory("logtune-verify-");
        try (DiskStall disk = scenario.kind() == Scenario.Kind.STALL ? DiskStall.mount(scratch.resolve("stall"), 2L << 30) : null) {
            // Only the copy's log files go on the stalled filesystem; the run's own files stay in the scratch directory.
            Path work = scratch.resolve("work");
            if (disk != null) {
                notes.addAll(disk.leftovers());
            }
            LoggingTarget target = VerifyCopy.prepare(configFile,
                    HarnessRequest.logDir(disk == null ? null : disk.mountPoint(), work), notes);
            PrintWriter progress = ProgressOutput.detect().writer(err);
            progress.printf(Locale.ROOT, "verify %s (%s) at %,.0f events/s over %d threads for %s%s%n", config.getFileName(),
                    configFile.framework().displayName(), rate, threads, seconds(duration),
                    scenario.kind() == Scenario.Kind.STEADY ? "" : ", " + scenario.name() + " " + scenario.detail());
            Scenario baselineScenario = scenario.kind() == Scenario.Kind.BURST ? scenario : Scenario.steady();
            RateRecord baseline = run(null, baselineScenario, null, scratch.resolve("baseline"), progress);
            RateRecord result;
            try {
                result = run(target, scenario, disk, work, progress);
            } catch (HarnessLauncher.HarnessException e) {
                err.println("tuner: " + config.getFileName() + " did not run: " + e.getMessage().replaceFirst("^[^:]*: ", ""));
                return ExitCode.BAD_INPUT;
            }
            VerifyReport report = verdict(configFile, scenario, baseline, result, notes, incomplete);
            PrintWriter out = spec.commandLine().getOut();
            if (format == OutputFormat.JSON) {
                out.println(ResultsFile.mapper().writeValueAsString(report));
            } else {
                VerifyText.print(report, out);
            }
            out.flush();
            return switch (report.verdict()) {
                case "PASS" -> 0;
                case "INCOMPLETE" -> INCOMPLETE;
                default -> ExitCode.NEGATIVE;
            };
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

    private VerifyReport verdict(ConfigFile configFile, Scenario scenario, RateRecord baseline, RateRecord result,
                                 List<String> notes, boolean incomplete) {
        List<String> reasons = new ArrayList<>();
        if (result.lost() > 0) {
            reasons.add(String.format(Locale.ROOT, "%,d events lost that no drop policy accounts for", result.lost()));
        }
        if (result.discarded() > 0) {
            reasons.add(String.format(Locale.ROOT, "%,d events dropped by the configured policy", result.discarded()));
        }
        if (!result.held()) {
            reasons.add("the rate was not held: producers fell behind schedule");
        }
        if (p99 != null && result.response().p99() * 1000 > p99.toNanos()) {
            reasons.add(String.format(Locale.ROOT, "response p99 %.1f us is over the %.1f us limit", result.response().p99(), p99.toNanos() / 1e3));
        }
        String verdict = !reasons.isEmpty() ? "FAIL" : incomplete ? "INCOMPLETE" : "PASS";
        if (reasons.isEmpty()) {
            reasons.add("no event lost" + (result.held() ? ", the rate held" : "")
                    + (p99 == null ? "" : String.format(Locale.ROOT, ", response p99 %.1f us within %.1f us", result.response().p99(), p99.toNanos() / 1e3)));
        }
        RateRecord withBaseline = result.withBaseline(baseline.response(), baseline.pacerLateness());
        return new VerifyReport(config.toString(), configFile.framework().displayName(), rate, threads,
                duration.toNanos() / 1e9, scenario.name() + (scenario.detail().isEmpty() ? "" : " " + scenario.detail()),
                baseline, withBaseline, verdict, reasons, notes);
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.1f s", duration.toNanos() / 1e9);
    }
}

package dev.logtune.tuner.bench;

import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.ProgressOutput;
import dev.logtune.tuner.cli.ProjectPaths;
import dev.logtune.tuner.cli.RateConverter;
import dev.logtune.benchmarks.harness.RatePlan;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.Heap;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.lab.run.Scenario;
import dev.logtune.benchmarks.sweep.Profile;
import dev.logtune.benchmarks.sweep.SweepRunner;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measure the setup matrix on this machine with JMH; every trial audits lost events.",
                "quick: a few setups at 1, 4 and 16 threads, a few minutes. full: every setup at 1 to 64 threads,"
                        + " 5 iterations of 2 s in 2 forks, several hours. reference: what is"
                        + " published, in " + Profile.REFERENCE_PARTS + " parts (--part 1 to " + Profile.REFERENCE_PARTS + ") of under 80 minutes"
                        + " each.",
                "Results land in reports/runs/<time>-<profile>/ (results.json, jmh.json, summary.md); recommend prefers them."},
        exitCodeList = {ExitCode.OK + ":every trial ran",
                ExitCode.NEGATIVE + ":some trials failed; they are listed, and the results of the others kept",
                ExitCode.BAD_INPUT + ":bad input: an unknown profile or setup, an invalid value"})
public final class BenchCommand implements Callable<Integer> {
    /** How a run's results name the command that made it; --resume parses the rest. */
    static final String COMMAND_PREFIX = "tuner bench ";

    @Option(names = "--profile", defaultValue = "quick", description = "quick, full, reference or virtual-threads"
            + " (the last needs Java 21 or newer: set JAVA_HOME) (default: ${DEFAULT-VALUE}).")
    String profile;

    @Option(names = "--part", paramLabel = "N", description = "Which part of the reference profile: it is measured in"
            + " parts of under 80 minutes each (1-2 JMH thrpt, 3 JMH sample and crash, 4-5 open loop, 6 standard output,"
            + " 7 rolling files beside the plain ones they roll); see reports/reference/MACHINE.md.")
    Integer part;

    @Option(names = "--setups", split = ",", description = "Only these matrix setups (see `tuner setups`).")
    List<String> setups;

    @Option(names = "--no-ceiling", description = "Leave out the raw-write ceiling.")
    boolean noCeiling;

    @Option(names = "--threads", split = ",", description = "Thread counts, e.g. 1,16,64.")
    List<Integer> threads;

    @Option(names = "--rate-threads", split = ",", description = "Open-loop points only at these thread counts, e.g. 60.")
    List<Integer> rateThreads;

    @Option(names = "--modes", split = ",", description = "JMH modes: thrpt, sample.")
    List<String> modes;

    @Option(names = "--rates", split = ",", converter = RateConverter.class,
            description = "Open-loop steady points only at these total rates, e.g. 38k,230k.")
    List<Double> rates;

    @Option(names = "--scenarios", split = ",", description = "Open-loop points only of these scenarios: steady, burst,"
            + " stall, slow-reader, reader-pause, shared-file (--rates narrows the steady ones).")
    List<String> scenarios;

    @Option(names = "--workload", paramLabel = "orders|service", description = "What each open-loop call logs: orders, the"
            + " order router's one INFO line (default, what the reference measures); or service, a service's "
            + dev.logtune.benchmarks.workload.ServiceWorkload.SITE_COUNT + " call sites over its own and its libraries' loggers"
            + " (a fifth DEBUG/TRACE, INFO 99.6%%, WARN 0.35%%, ERROR 0.05%% of what INFO enables), audited per site: written,"
            + " dropped by design (counted or silently) and lost. Its points are other points than the orders workload's.")
    String workload;

    @Option(names = "--repeats", description = "Open-loop blocks per point: each runs every setup and the no-logging control once, shuffled (default: the profile's).")
    Integer repeats;

    @Option(names = "--disk-full", converter = dev.logtune.tuner.cli.DurationConverter.class,
            description = "Only full-disk runs: the log filesystem fills a quarter into each window and stays full this long"
                    + " (e.g. 3s), at each of --rates over --rate-threads (default 10k over 16); no JMH, no crash test."
                    + " Needs Linux and root, as a stall does.")
    java.time.Duration diskFull;

    @Option(names = "--heap", defaultValue = "2g", description = "Heap of every measuring JVM, as a service would run it: 512m, 2g, or default (default: ${DEFAULT-VALUE}).")
    String heap;

    @Option(names = "--forks", description = "JMH forks per trial.")
    Integer forks;

    @Option(names = "--no-rates", description = "Only the JMH trials, not the open-loop rate sweep.")
    boolean noRates;

    @Option(names = "--no-jmh", description = "Only the open-loop rate sweep, not the JMH trials.")
    boolean noJmh;

    @Option(names = "--no-crash", description = "Leave out the crash test (log, wait 2 s, halt the JVM with no hooks, count what reached the disk).")
    boolean noCrash;

    @Option(names = "--out", description = "Directory for the results (default: reports/runs/<time>-<profile>).")
    Path out;

    @Option(names = "--resume", paramLabel = "RUN_DIR", description = "Continue a run that was cut off, with the options it was"
            + " started with: what it measured is kept, the rest runs. Its results stay marked partial until it completes.")
    Path resume;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (resume != null) {
            return resume();
        }
        return run(null);
    }

    /** Re-reads the cut-off run's own command, so the profile is exactly the one it started with. */
    private Integer resume() throws Exception {
        Path file = resume.resolve(ResultsFile.NAME);
        BenchResults earlier;
        try {
            earlier = ResultsFile.read(file);
        } catch (ResultsFile.ResultsException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--resume: " + e.getMessage());
        }
        if (!earlier.partial()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--resume: " + resume + " is a complete run; nothing to resume");
        }
        String command = earlier.settings() == null ? "" : earlier.settings().command();
        if (!command.startsWith(COMMAND_PREFIX)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--resume: " + file + " does not say how it was started");
        }
        BenchCommand original = new BenchCommand();
        new CommandLine(original).parseArgs(command.substring(COMMAND_PREFIX.length()).strip().split("\\s+"));
        original.spec = spec;
        original.out = resume;
        return original.run(earlier);
    }

    private Integer run(BenchResults earlier) throws Exception {
        Profile chosen;
        try {
            chosen = Profile.named(profile, part);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (setups != null) {
            chosen = chosen.withSetups(setups, !noCeiling);
        } else if (noCeiling) {
            chosen = chosen.withSetups(chosen.setups(), false);
        }
        if (threads != null) {
            chosen = chosen.withThreads(threads);
        }
        if (rateThreads != null) {
            chosen = chosen.withRateThreads(rateThreads);
        }
        if (modes != null) {
            chosen = chosen.withModes(modes);
        }
        if (scenarios != null) {
            List<String> known = java.util.Arrays.stream(Scenario.Kind.values())
                    .map(k -> k.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')).toList();
            scenarios.stream().filter(s -> !known.contains(s)).findFirst().ifPresent(s -> {
                throw new CommandLine.ParameterException(spec.commandLine(), "--scenarios: unknown scenario '" + s
                        + "' (expected " + String.join(", ", known) + ")");
            });
            chosen = chosen.withRatePlan(plan -> plan.withScenarios(scenarios));
        }
        if (diskFull != null) {
            if (diskFull.isZero() || diskFull.isNegative() || diskFull.toSeconds() > 60) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--disk-full: give a duration above 0 and at most 60s");
            }
            double fullSeconds = diskFull.toNanos() / 1e9;
            List<Double> fullRates = rates == null ? List.of(10_000.0) : rates;
            List<Integer> fullThreads = rateThreads == null ? List.of(16) : rateThreads;
            int blocks = repeats == null ? 3 : repeats;
            List<String> ids = chosen.setups();
            chosen = chosen.withoutJmh().withoutCrash().withRatePlanReplaced(
                    dev.logtune.benchmarks.harness.RatePlan.diskFull(ids, fullRates, fullThreads, fullSeconds, blocks));
        } else if (rates != null || repeats != null) {
            chosen = chosen.withRatePlan(plan -> {
                RatePlan narrowed = rates == null ? plan : plan.withRates(rates);
                return repeats == null ? narrowed : narrowed.withRepeats(repeats);
            });
        }
        if (workload != null) {
            dev.logtune.lab.run.Workload kind;
            try {
                kind = dev.logtune.lab.run.Workload.fromId(workload.strip().toLowerCase(java.util.Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--workload: " + e.getMessage());
            }
            if (noRates || chosen.rates() == null) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--workload: only the open-loop runs log a"
                        + " workload; this run has none");
            }
            chosen = chosen.withRatePlan(plan -> plan.withWorkload(kind));
        }
        Heap runHeap;
        if (heap.strip().matches("[0-9]+")) {
            // -Xmx512 is 512 bytes: a number alone is almost certainly megabytes or gigabytes meant
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--heap: '" + heap.strip() + "' has no unit; write " + heap.strip() + "m or " + heap.strip() + "g");
        }
        try {
            runHeap = Heap.parse(heap);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--heap: " + e.getMessage());
        }
        if (forks != null) {
            chosen = chosen.withForks(forks);
        }
        if (noRates) {
            chosen = chosen.withoutRates();
        }
        if (noJmh) {
            chosen = chosen.withoutJmh();
        }
        if (noCrash) {
            chosen = chosen.withoutCrash();
        }
        String noVirtual = dev.logtune.lab.run.Callers.VIRTUAL.unavailableReason();
        if (noVirtual != null && chosen.rates() != null && chosen.rates().virtualCallers()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--profile " + profile + ": " + noVirtual);
        }
        Path dir = out != null ? out : ProjectPaths.runs().resolve(
                LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-" + chosen.name().replace('+', '-'));
        String command = COMMAND_PREFIX + "--profile " + profile + (part == null ? "" : " --part " + part) + (setups == null ? "" : " --setups " + String.join(",", setups))
                + (threads == null ? "" : " --threads " + threads.stream().map(String::valueOf).reduce((a, b) -> a + "," + b).orElse(""))
                + (modes == null ? "" : " --modes " + String.join(",", modes))
                + (rateThreads == null ? "" : " --rate-threads " + rateThreads.stream().map(String::valueOf).reduce((a, b) -> a + "," + b).orElse(""))
                + (rates == null ? "" : " --rates " + rates.stream().map(r -> String.valueOf(Math.round(r))).reduce((a, b) -> a + "," + b).orElse(""))
                + (scenarios == null ? "" : " --scenarios " + String.join(",", scenarios))
                + (workload == null ? "" : " --workload " + workload.strip())
                + (repeats == null ? "" : " --repeats " + repeats) + " --heap " + heap + (noCrash ? " --no-crash" : "")
                + (noJmh ? " --no-jmh" : "") + (noRates ? " --no-rates" : "") + (noCeiling ? " --no-ceiling" : "")
                + (forks == null ? "" : " --forks " + forks)
                + (diskFull == null ? "" : " --disk-full " + dev.logtune.support.format.Durations.brief(diskFull).replace(" ", ""));
        BenchResults results = new SweepRunner(chosen, runHeap, dir, command, ProgressOutput.detect().stream(System.err),
                earlier).run();
        // the progress lines may have been quiet (a pipe, CI): where the results are is an answer, so it always shows
        spec.commandLine().getOut().println("results in " + dir);
        spec.commandLine().getOut().flush();
        return results.failures().isEmpty() ? ExitCode.OK : ExitCode.NEGATIVE;
    }
}

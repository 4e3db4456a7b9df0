package dev.logtune.benchmarks.sweep;

import dev.logtune.support.files.AtomicFiles;
import dev.logtune.support.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.benchmarks.crash.CrashSweep;
import dev.logtune.benchmarks.crash.CrashTest;
import dev.logtune.support.files.FileTrees;
import dev.logtune.benchmarks.harness.RateSweep;
import dev.logtune.benchmarks.jmh.ForkFiles;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.CrashRecord;
import dev.logtune.lab.results.Heap;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.lab.results.RunSettings;
import dev.logtune.benchmarks.summary.SummaryMarkdown;
import dev.logtune.lab.results.TrialAudit;
import dev.logtune.configs.matrix.Matrix;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Runs a profile's JMH trials one at a time, each fork started with its setup's JVM flags from the renderer,
 * collects every fork's loss audit, and rewrites the results after each trial so an interrupted run keeps what
 * it measured.
 */
public final class SweepRunner {

    private final Profile profile;
    private final Heap heap;
    private final Path outputDir;
    private final String command;
    private final PrintStream progressOut;
    private final Progress progress;
    private final List<RunResult> runResults = new ArrayList<>();
    /** JMH's entries from the run this one continues, and what else it had measured. */
    private final BenchResults earlier;
    private final List<TrialAudit> audits = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private List<RateRecord> rates = List.of();
    private List<CrashRecord> crashes = List.of();
    private MachineInfo machine;
    private RunSettings settings;
    private String started;

    public SweepRunner(Profile profile, Path outputDir, String command, PrintStream progressOut) {
        this(profile, Heap.DEFAULT, outputDir, command, progressOut);
    }

    /** @param heap the heap of every JMH fork and open-loop JVM: part of what is measured, recorded with the results */
    public SweepRunner(Profile profile, Heap heap, Path outputDir, String command, PrintStream progressOut) {
        this(profile, heap, outputDir, command, progressOut, null);
    }

    /**
     * Continues the run {@code earlier} (same profile and command, same directory): trials with JMH results are kept
     * and not run again, as are complete open-loop blocks and crash tests; the rest runs. The results stay marked
     * partial until the whole profile has run.
     */
    public SweepRunner(Profile profile, Heap heap, Path outputDir, String command, PrintStream progressOut, BenchResults earlier) {
        this.earlier = earlier;
        this.heap = heap;
        this.profile = profile;
        this.outputDir = outputDir;
        this.command = command;
        this.progressOut = progressOut;
        this.progress = new Progress(progressOut, profile.trials().size(), profile.secondsPerTrial());
    }

    /** Runs the JMH trials, then the profile's open-loop plan, saving the results after every trial and run. */
    public BenchResults run() throws IOException, InterruptedException {
        Files.createDirectories(outputDir);
        Path logRoot = Files.createDirectories(outputDir.resolve("trial-logs"));
        Path auditDir = Files.createDirectories(outputDir.resolve("audits"));
        Path jmhLogs = Files.createDirectories(outputDir.resolve("jmh-logs"));
        machine = MachineInfo.describe(logRoot);
        settings = new RunSettings(profile.name(), command, profile.warmupIterations(), profile.warmupSeconds(),
                profile.measurementIterations(), profile.measurementSeconds(), profile.forks(), heap.jvmArgs());
        started = earlier == null ? Instant.now().toString() : earlier.started();
        List<Trial> trials = profile.trials();
        List<Trial> done = earlier == null ? List.of() : trials.stream().filter(this::measuredEarlier).toList();
        if (earlier != null) {
            audits.addAll(earlier.audits().stream().filter(a -> done.stream().anyMatch(t -> sameTrial(t, a))).toList());
            // Failures of trials that run again are dropped: they get a fresh chance and a fresh record.
            failures.addAll(earlier.failures().stream()
                    .filter(f -> trials.stream().filter(t -> !done.contains(t)).noneMatch(t -> f.startsWith(t.label() + ": ")))
                    .toList());
            progressOut.printf(Locale.ROOT, "resuming %s: %d of %d trials already measured%n", outputDir, done.size(), trials.size());
        }
        if (!trials.isEmpty()) {
            progress.begin(machine, settings);
        }
        for (int i = 0; i < trials.size(); i++) {
            Trial trial = trials.get(i);
            if (done.contains(trial)) {
                continue;
            }
            progress.starting(i, trial);
            Path auditFile = auditDir.resolve(String.format(Locale.ROOT, "%04d-%s.jsonl", i + 1, trial.fileStem()));
            Path jmhLog = jmhLogs.resolve(String.format(Locale.ROOT, "%04d-%s.log", i + 1, trial.fileStem()));
            Collection<RunResult> trialResults = List.of();
            String failure = null;
            // A trial cut off in an earlier attempt may have left its forks' audit lines: start it afresh.
            Files.deleteIfExists(auditFile);
            try {
                trialResults = new Runner(options(trial, logRoot, auditFile, jmhLog)).run();
                runResults.addAll(trialResults);
            } catch (RunnerException | RuntimeException e) {
                failure = trial.label() + ": " + e.getMessage() + " (see " + outputDir.relativize(jmhLog) + ")";
                failures.add(failure);
            }
            List<TrialAudit> trialAudits = readAudits(auditFile);
            audits.addAll(trialAudits);
            cleanDirectory(logRoot);
            save();
            progress.finished(i, trial, trialResults, trialAudits, failure);
        }
        if (profile.rates() != null) {
            List<RateRecord> records = new RateSweep(profile.rates().withHeap(heap), outputDir, progressOut, sofar -> {
                rates = List.copyOf(sofar);
                try {
                    save();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }, earlier == null ? List.of() : earlier.rates()).run();
            rates = records;
            records.stream().filter(r -> r.note() != null && r.note().startsWith("failed: "))
                    .forEach(r -> failures.add(r.setup() + " open loop @ " + r.targetRate() + "/s x" + r.threads() + ": " + r.note()));
        }
        if (profile.crash()) {
            Path crashDir = outputDir.resolve("crash-tests");
            crashes = new CrashSweep(profile.crashSetups(), CrashTest.DEFAULT_EVENTS, CrashTest.DEFAULT_WAIT, crashDir,
                    progressOut, sofar -> {
                        crashes = sofar;
                        try {
                            save();
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }, earlier == null ? List.of() : earlier.crashes()).run();
            FileTrees.delete(crashDir);
            crashes.stream().filter(CrashRecord::isFailure).forEach(c -> failures.add(c.setup() + " crash test: " + c.note()));
        }
        BenchResults results = save(false);
        AtomicFiles.write(outputDir.resolve("jmh.json"), Json.mapper().writeValueAsString(results.jmh()));
        AtomicFiles.write(outputDir.resolve("summary.md"), SummaryMarkdown.render(results));
        progress.end(outputDir);
        return results;
    }

    /** Saves what is measured so far, marked partial: a run cut off now is never read as complete. */
    private BenchResults save() throws IOException {
        return save(true);
    }

    private BenchResults save(boolean partial) throws IOException {
        JsonNode jmh = jmhJson(runResults);
        if (earlier != null && earlier.jmh() != null && jmh.isArray()) {
            ArrayNode all = Json.mapper().createArrayNode();
            earlier.jmh().forEach(entry -> {
                if (profile.trials().stream().anyMatch(t -> sameTrial(t, entry))) {
                    all.add(entry);
                }
            });
            jmh.forEach(all::add);
            jmh = all;
        }
        BenchResults results = new BenchResults(BenchResults.FORMAT, started, Instant.now().toString(), machine, settings,
                jmh, audits, rates, failures, crashes, partial);
        ResultsFile.write(results, outputDir.resolve(ResultsFile.NAME));
        return results;
    }

    /** Whether the run this one continues has JMH's result for {@code trial}. */
    private boolean measuredEarlier(Trial trial) {
        if (earlier.jmh() == null) {
            return false;
        }
        for (JsonNode entry : earlier.jmh()) {
            if (sameTrial(trial, entry)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a JMH result entry is {@code trial}'s: its method, mode, threads and parameters. */
    static boolean sameTrial(Trial trial, JsonNode entry) {
        String benchmark = entry.path("benchmark").asText();
        boolean method = trial.isCeiling() ? benchmark.endsWith("RawWriteBenchmark.write") : benchmark.endsWith("LoggingBenchmark.log");
        String mode = entry.path("mode").asText();
        return method && mode.equals(trial.mode()) && entry.path("threads").asInt() == trial.threads()
                && (trial.isCeiling() || trial.setup().equals(entry.path("params").path("setup").asText())
                && trial.message().equals(entry.path("params").path("message").asText()));
    }

    private static boolean sameTrial(Trial trial, TrialAudit audit) {
        return trial.setup().equals(audit.setup()) && trial.threads() == audit.threads() && trial.mode().equals(audit.mode())
                && (trial.isCeiling() || trial.message().equals(audit.message()));
    }

    private org.openjdk.jmh.runner.options.Options options(Trial trial, Path logRoot, Path auditFile, Path jmhLog) {
        List<String> jvmArgs = new ArrayList<>(heap.jvmArgs());
        jvmArgs.add("-D" + ForkFiles.LOG_ROOT + "=" + logRoot.toAbsolutePath());
        jvmArgs.add("-D" + ForkFiles.AUDIT_FILE + "=" + auditFile.toAbsolutePath());
        if (!trial.isCeiling()) {
            jvmArgs.addAll(LoggingTarget.render(Matrix.require(trial.setup()), true).jvmFlags());
        }
        boolean throughput = trial.mode().equals("thrpt");
        ChainedOptionsBuilder builder = new OptionsBuilder()
                .include(trial.benchmarkPattern())
                .threads(trial.threads())
                .mode(throughput ? Mode.Throughput : Mode.SampleTime)
                .timeUnit(throughput ? TimeUnit.SECONDS : TimeUnit.MICROSECONDS)
                .warmupIterations(profile.warmupIterations())
                .warmupTime(TimeValue.milliseconds(Math.round(profile.warmupSeconds() * 1000)))
                .measurementIterations(profile.measurementIterations())
                .measurementTime(TimeValue.milliseconds(Math.round(profile.measurementSeconds() * 1000)))
                .forks(profile.forks())
                .jvmArgsAppend(jvmArgs.toArray(String[]::new))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.NORMAL)
                .output(jmhLog.toAbsolutePath().toString());
        if (!trial.isCeiling()) {
            builder.param("setup", trial.setup()).param("message", trial.message());
        }
        if (throughput) {
            builder.addProfiler(GCProfiler.class);
        }
        return builder.build();
    }

    private static List<TrialAudit> readAudits(Path auditFile) throws IOException {
        List<TrialAudit> audits = new ArrayList<>();
        if (!Files.exists(auditFile)) {
            return audits;
        }
        int fork = 1;
        for (String line : Files.readAllLines(auditFile, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                audits.add(Json.mapper().readValue(line, TrialAudit.class).withFork(fork++));
            }
        }
        return audits;
    }

    static JsonNode jmhJson(Collection<RunResult> results) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(results);
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        return Json.mapper().readTree(text.isBlank() ? "[]" : text);
    }

    private static void cleanDirectory(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            try (var children = Files.list(dir)) {
                children.forEach(FileTrees::delete);
            }
        }
    }
}

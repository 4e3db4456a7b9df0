package dev.logtune.benchmarks.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import dev.logtune.benchmarks.audit.LoggingUnderTest;
import dev.logtune.benchmarks.jmh.ForkFiles;
import dev.logtune.benchmarks.results.BenchResults;
import dev.logtune.benchmarks.results.MachineInfo;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.results.ResultsFile;
import dev.logtune.benchmarks.results.RunSettings;
import dev.logtune.benchmarks.results.SummaryMarkdown;
import dev.logtune.benchmarks.results.TrialAudit;
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
import java.util.concurrent.TimeUnit;

/**
 * Runs a profile's JMH trials one at a time, each fork started with its setup's JVM flags from the renderer,
 * collects every fork's loss audit, and rewrites the results after each trial so an interrupted run keeps what
 * it measured.
 */
public final class SweepRunner {
    /** The heap each fork gets: room for a 1,000,000-event queue without the GC becoming the measurement. */
    static final List<String> FORK_JVM_ARGS = List.of("-Xms4g", "-Xmx4g");

    private final Profile profile;
    private final Path outputDir;
    private final String command;
    private final Progress progress;

    public SweepRunner(Profile profile, Path outputDir, String command, PrintStream progressOut) {
        this.profile = profile;
        this.outputDir = outputDir;
        this.command = command;
        this.progress = new Progress(progressOut, profile.trials().size(), profile.secondsPerTrial());
    }

    public BenchResults run() throws IOException {
        return run(List.of());
    }

    /** Runs the trials; {@code rates} (from the open-loop sweep, if any) are written into the same results. */
    public BenchResults run(List<RateRecord> rates) throws IOException {
        Files.createDirectories(outputDir);
        Path logRoot = Files.createDirectories(outputDir.resolve("trial-logs"));
        Path auditDir = Files.createDirectories(outputDir.resolve("audits"));
        Path jmhLogs = Files.createDirectories(outputDir.resolve("jmh-logs"));
        MachineInfo machine = MachineInfo.describe(logRoot);
        RunSettings settings = new RunSettings(profile.name(), command, profile.warmupIterations(), profile.warmupSeconds(),
                profile.measurementIterations(), profile.measurementSeconds(), profile.forks(), FORK_JVM_ARGS);
        String started = Instant.now().toString();
        progress.begin(machine, settings);

        List<RunResult> runResults = new ArrayList<>();
        List<TrialAudit> audits = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        List<Trial> trials = profile.trials();
        BenchResults results = null;
        for (int i = 0; i < trials.size(); i++) {
            Trial trial = trials.get(i);
            progress.starting(i, trial);
            Path auditFile = auditDir.resolve(String.format("%04d-%s.jsonl", i + 1, trial.fileStem()));
            Path jmhLog = jmhLogs.resolve(String.format("%04d-%s.log", i + 1, trial.fileStem()));
            Collection<RunResult> trialResults = List.of();
            String failure = null;
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
            results = new BenchResults(BenchResults.FORMAT, started, Instant.now().toString(), machine, settings,
                    jmhJson(runResults), audits, rates, failures);
            ResultsFile.write(results, outputDir.resolve(ResultsFile.NAME));
            progress.finished(i, trial, trialResults, trialAudits, failure);
        }
        if (results == null) {
            results = new BenchResults(BenchResults.FORMAT, started, Instant.now().toString(), machine, settings,
                    jmhJson(runResults), audits, rates, failures);
            ResultsFile.write(results, outputDir.resolve(ResultsFile.NAME));
        }
        ResultsFile.writeAtomically(outputDir.resolve("jmh.json"), ResultsFile.mapper().writeValueAsString(results.jmh()));
        ResultsFile.writeAtomically(outputDir.resolve("summary.md"), SummaryMarkdown.render(results));
        progress.end(outputDir);
        return results;
    }

    private org.openjdk.jmh.runner.options.Options options(Trial trial, Path logRoot, Path auditFile, Path jmhLog) {
        List<String> jvmArgs = new ArrayList<>(FORK_JVM_ARGS);
        jvmArgs.add("-D" + ForkFiles.LOG_ROOT + "=" + logRoot.toAbsolutePath());
        jvmArgs.add("-D" + ForkFiles.AUDIT_FILE + "=" + auditFile.toAbsolutePath());
        if (!trial.isCeiling()) {
            jvmArgs.addAll(LoggingUnderTest.render(Matrix.require(trial.setup()), true).jvmFlags());
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
                audits.add(ResultsFile.mapper().readValue(line, TrialAudit.class).withFork(fork++));
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
        return ResultsFile.mapper().readTree(text.isBlank() ? "[]" : text);
    }

    private static void cleanDirectory(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            try (var children = Files.list(dir)) {
                children.forEach(ForkFiles::deleteTree);
            }
        }
    }
}

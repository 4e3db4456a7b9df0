package dev.logtune.tuner.lint;

import dev.logtune.benchmarks.results.ResultsFile;
import dev.logtune.benchmarks.results.ResultsFile.ResultsException;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.cli.ProjectPaths;
import dev.logtune.tuner.cli.RateConverter;
import dev.logtune.tuner.config.ConfigException;
import dev.logtune.tuner.config.ConfigFile;
import dev.logtune.tuner.model.DataSource;
import dev.logtune.tuner.model.Figures;
import dev.logtune.tuner.model.Recommendation;
import dev.logtune.tuner.model.Recommender;
import dev.logtune.tuner.model.Target;
import dev.logtune.tuner.cli.OptionChecks;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.UnflushedOption;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

@Command(name = "lint", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Find what is slow or lossy in a logback.xml or log4j2.xml, with measured figures where there are results.",
                "The XML is read safely (no DTD, no external entities); Logback includes beside the file are read,"
                        + " a log4j2.component.properties beside it too, and what cannot be resolved is said."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no finding at or above --fail-on", "1:findings at or above --fail-on",
                "2:bad input: a missing or malformed file, a bad option"})
public final class LintCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The logback.xml or log4j2.xml.")
    Path file;

    @Option(names = "--rate", converter = RateConverter.class, description = "Total events/s over all threads, to judge against measured capacity.")
    Double rate;

    @Option(names = "--threads", description = "Threads that log concurrently.")
    Integer threads;

    @Option(names = "--results", description = "Results to quote (default: your newest full run on this machine, else the reference results).")
    Path results;

    @Option(names = "--format", defaultValue = "text", converter = OutputFormat.Converter.class,
            description = "text, json or sarif (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--fail-on", defaultValue = "error", converter = FailOn.Converter.class,
            description = "error, warning or never: which findings make the exit code 1 (default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Mixin
    UnflushedOption unflushedOption;

    @Option(names = "-D", mapFallbackValue = "", description = "A value for $${...} in the file (repeatable): -DLOG_DIR=/var/log/app")
    Map<String, String> defines = new LinkedHashMap<>();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        OptionChecks.oneOf(spec, "--format", format, OutputFormat.TEXT, OutputFormat.JSON, OutputFormat.SARIF);
        if (threads != null) {
            OptionChecks.threads(spec, threads);
        }
        PrintWriter err = spec.commandLine().getErr();
        ConfigFile config;
        try {
            config = ConfigFile.read(file, defines);
        } catch (ConfigException e) {
            err.println("tuner: " + e.getMessage());
            return TunerMain.BAD_INPUT;
        }
        Figures figures = null;
        String source = "no measured results";
        DataSource data = null;
        try {
            data = DataSource.choose(results, ProjectPaths.runs());
            figures = new Figures(data.results());
            source = data.describe();
        } catch (ResultsException e) {
            if (results != null) {
                err.println("tuner: " + e.getMessage());
                return TunerMain.BAD_INPUT;
            }
        }
        Recommendation recommendation = null;
        Duration unflushed = unflushedOption.limit(spec);
        if (data != null && rate != null && threads != null) {
            recommendation = new Recommender(data.results()).recommend(
                    new Target(rate, threads, config.framework(), null, null, 1, null, null, unflushed), data);
        }
        List<Finding> findings = Linter.lint(config, rate, threads, figures, recommendation);
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case JSON -> out.println(ResultsFile.mapper().writeValueAsString(findings));
            case SARIF -> out.println(ResultsFile.mapper().writeValueAsString(
                    SarifReport.of(findings, Path.of("").toAbsolutePath(), ResultsFile.mapper())));
            default -> LintText.print(config, findings, Linter.closestSetup(config), rate, threads, source, out);
        }
        out.flush();
        return failOn.fails(findings) ? TunerMain.NEGATIVE : 0;
    }
}

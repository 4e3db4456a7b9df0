package dev.logtune.tuner.lint;

import dev.logtune.lab.results.ResultsFile.ResultsException;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.DefinesOption;
import dev.logtune.tuner.cli.FormatOption;
import dev.logtune.tuner.cli.FrameworkVersionOption;
import dev.logtune.tuner.cli.LoadOptions;
import dev.logtune.tuner.cli.VolumeOptions;
import dev.logtune.tuner.cli.ResultsOption;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.LoggingDiscovery;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.Renderers;
import dev.logtune.tuner.cli.WritesFormats;
import dev.logtune.tuner.cli.UnflushedOption;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;


import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "lint", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Find what is slow or lossy in a logback.xml or log4j2.xml, with measured figures where there are results.",
                "The XML is read safely (no DTD, no external entities); Logback includes beside the file are read,"
                        + " a log4j2.component.properties beside it too, and what cannot be resolved is said.",
                "--format json prints {\"schema\": \"logtune-lint/1\", \"file\", \"framework\", \"closestSetup\", \"summary\","
                        + " \"findings\": [{rule, severity, file, line, element, message, why, fix, locations}]}, or"
                        + " {\"schema\", \"file\", \"error\"} for a file it cannot read; --format sarif prints SARIF 2.1.0, one"
                        + " result per rule and place, paths relative to %%SRCROOT%% (the working directory), and a run with the"
                        + " error as a tool notification for a file it cannot read.",
                "Rules that depend on the framework's version judge the file for the version the service's build resolves"
                        + " (or --framework-version, or else the version logtune ships), and rules about virtual threads"
                        + " (spring.threads.virtual.enabled) judge for the Java release the build compiles for; text says both as"
                        + " 'judged for:', JSON as \"judgedFor\" (its \"java\" the release), SARIF as the run's properties.judgedFor."},
        exitCodeList = {ExitCode.OK + ":no finding at or above --fail-on", ExitCode.NEGATIVE + ":findings at or above --fail-on",
                ExitCode.BAD_INPUT + ":bad input: a missing or malformed file, a bad option"})
public final class LintCommand implements Callable<Integer>, WritesFormats {
    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "The logback.xml or log4j2.xml; a Spring Boot"
            + " application.properties or application.yml (the configuration Spring Boot builds from its logging.* keys, or the"
            + " file its logging.config names); or a directory (default: the current one), where the service's configuration is"
            + " found as Spring Boot would find it, each service's in a multi-module repository.")
    Path file;

    /** With both, findings quote the measured figures at that load; neither, none. */
    @ArgGroup(exclusive = false)
    LoadOptions load;

    @Mixin
    ResultsOption results;

    @Mixin
    FormatOption formatOption;

    @Option(names = "--fail-on", defaultValue = "error", converter = FailOn.Converter.class,
            description = "error, warning, note or never: the least severe finding that makes the exit code 1 (default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Mixin
    UnflushedOption unflushedOption;

    @Mixin
    VolumeOptions volume;

    @Mixin
    DefinesOption defines;

    @Mixin
    FrameworkVersionOption frameworkVersion;

    @Option(names = "--load", description = "Also load the file into the real framework (the version logtune ships) in a"
            + " sandbox that writes only to a scratch directory and leaves out appenders that send events off the machine;"
            + " print each logger with the appenders attached to it and the framework's WARN/ERROR statuses, and report where"
            + " lint's model and that load disagree (rule framework-load).")
    boolean realLoad;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Lints the file at the load given (if any) and prints the findings; a file it cannot read still gets a document. */
    @Override
    public Integer call() throws Exception {
        OutputFormat format = LintRenderers.ALL.choose(formatOption, spec);
        Double rate = load == null ? null : load.rate();
        Integer threads = load == null ? null : load.threads(spec);
        PrintWriter out = spec.commandLine().getOut();
        String version = frameworkVersion.version(spec);
        Path target = file == null ? Path.of(".") : file;
        List<LintRun> runs = new ArrayList<>();
        try {
            if (Files.isDirectory(target)) {
                for (LoggingDiscovery.Found found : LoggingDiscovery.find(target)) {
                    runs.add(LintRun.of(found.file(), defines.values(), rate, threads, results.file(), unflushedOption.limit(spec),
                            version, realLoad, volume.target()).readFirst(found.read()));
                }
            } else {
                runs.add(LintRun.of(target, defines.values(), rate, threads, results.file(), unflushedOption.limit(spec), version, realLoad,
                        volume.target()));
            }
        } catch (ConfigException | ResultsException e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("tuner: " + e.getMessage());
            err.flush();
            LintRenderers.ALL.render(format, new LintOutcome.Unreadable(target, e.getMessage()), out);
            return ExitCode.BAD_INPUT;
        }
        LintRenderers.ALL.render(format, runs.size() == 1 ? new LintOutcome.Linted(runs.get(0), rate, threads)
                : new LintOutcome.Several(runs.stream().map(run -> new LintOutcome.Linted(run, rate, threads)).toList()), out);
        return runs.stream().anyMatch(run -> failOn.fails(run.findings())) ? ExitCode.NEGATIVE : ExitCode.OK;
    }

    @Override
    public Renderers<?> renderers() {
        return LintRenderers.ALL;
    }
}

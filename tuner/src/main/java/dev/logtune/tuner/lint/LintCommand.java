package dev.logtune.tuner.lint;

import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.benchmarks.results.ResultsFile;
import dev.logtune.benchmarks.results.ResultsFile.ResultsException;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.DefinesOption;
import dev.logtune.tuner.cli.FormatOption;
import dev.logtune.tuner.cli.LoadOptions;
import dev.logtune.tuner.cli.ResultsOption;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.UnflushedOption;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.PrintWriter;
import java.nio.file.Path;
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
                        + " error as a tool notification for a file it cannot read."},
        exitCodeList = {ExitCode.OK + ":no finding at or above --fail-on", ExitCode.NEGATIVE + ":findings at or above --fail-on",
                ExitCode.BAD_INPUT + ":bad input: a missing or malformed file, a bad option"})
public final class LintCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The logback.xml or log4j2.xml.")
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
    DefinesOption defines;

    private OutputFormat format;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        format = formatOption.checked(spec, OutputFormat.TEXT, OutputFormat.JSON, OutputFormat.SARIF);
        Double rate = load == null ? null : load.rate();
        Integer threads = load == null ? null : load.threads(spec);
        LintRun run;
        try {
            run = LintRun.of(file, defines.values(), rate, threads, results.file(), unflushedOption.limit(spec));
        } catch (ConfigException | ResultsException e) {
            return badInput(e.getMessage());
        }
        List<Finding> findings = run.findings();
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case JSON -> out.println(ResultsFile.mapper().writeValueAsString(
                    Json.of(run.config(), findings, run.closestSetup(), ResultsFile.mapper())));
            case SARIF -> out.println(run.sarif(Path.of("").toAbsolutePath()));
            default -> LintText.print(run.config(), findings, run.closestSetup(), rate, threads, run.figuresFrom(), out);
        }
        out.flush();
        return failOn.fails(findings) ? ExitCode.NEGATIVE : 0;
    }

    /**
     * A file or results lint could not read: said on stderr, and for --format json or sarif also on stdout in that
     * format, so a CI step that uploads stdout always has a document to upload.
     */
    private int badInput(String error) throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        err.println("tuner: " + error);
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case JSON -> out.println(ResultsFile.mapper().writeValueAsString(Json.failure(file, error, ResultsFile.mapper())));
            case SARIF -> out.println(LintRun.sarifFailure(file, error, Path.of("").toAbsolutePath()));
            default -> {
            }
        }
        out.flush();
        return ExitCode.BAD_INPUT;
    }

    /**
     * lint's findings as JSON, in a versioned shape ({@value #SCHEMA}); a change that breaks a reader gets a new number.
     *
     * <pre>
     * {"schema": "logtune-lint/1", "file": "logback.xml", "framework": "logback", "closestSetup": "logback-file",
     *  "summary": {"errors": 1, "warnings": 2, "notes": 0},
     *  "findings": [{"rule": "never-block", "severity": "ERROR", "file": "logback.xml", "line": 12,
     *                "element": "&lt;neverBlock&gt;", "message": "...", "why": "...", "fix": "...",
     *                "locations": [{"file": "logback.xml", "line": 12, "element": "&lt;neverBlock&gt;"}, ...]}]}
     * </pre>
     * <p>{@code file}/{@code line}/{@code element} of a finding are its first place; {@code locations} lists every place,
     * the first one first (a finding of one rule with the same message at several elements is one finding). A line of 0
     * means the file as a whole. With a file lint could not read: {@code {"schema", "file", "error"}} and exit code 2.
     */
    static final class Json {
        static final String SCHEMA = "logtune-lint/1";

        private Json() {
        }

        static ObjectNode of(ConfigFile config, List<Finding> findings, String closest, ObjectMapper mapper) {
            ObjectNode root = mapper.createObjectNode();
            root.put("schema", SCHEMA);
            root.put("file", config.path().toString());
            root.put("framework", config.framework().id());
            root.put("closestSetup", closest);
            ObjectNode summary = root.putObject("summary");
            summary.put("errors", findings.stream().filter(f -> f.severity() == Severity.ERROR).count());
            summary.put("warnings", findings.stream().filter(f -> f.severity() == Severity.WARNING).count());
            summary.put("notes", findings.stream().filter(f -> f.severity() == Severity.NOTE).count());
            ArrayNode array = root.putArray("findings");
            for (Finding finding : findings) {
                ObjectNode node = array.addObject();
                node.put("rule", finding.rule());
                node.put("severity", finding.severity().name());
                node.put("file", finding.file());
                node.put("line", finding.line());
                node.put("element", finding.element());
                node.put("message", finding.message());
                node.put("why", finding.why());
                node.put("fix", finding.fix());
                ArrayNode locations = node.putArray("locations");
                for (Finding.Location location : finding.locations()) {
                    locations.addObject().put("file", location.file()).put("line", location.line()).put("element", location.element());
                }
            }
            return root;
        }

        static ObjectNode failure(Path file, String error, ObjectMapper mapper) {
            ObjectNode root = mapper.createObjectNode();
            root.put("schema", SCHEMA);
            root.put("file", file == null ? null : file.toString());
            root.put("error", error);
            return root;
        }
    }
}

package dev.logtune.tuner.servicelogs;

import dev.logtune.support.input.BadInputException;
import dev.logtune.support.json.Json;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.FormatOption;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.ProgressOutput;
import dev.logtune.tuner.cli.Renderers;
import dev.logtune.tuner.cli.WritesFormats;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.logcost.LoggingCost;
import dev.logtune.tuner.volume.VolumeProfile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code tuner volume}: where a service's log volume comes from, read from its own logs. */
@Command(name = "volume", mixinStandardHelpOptions = true,
        description = {"Read a service's own logs and say where their volume comes from: events and bytes a second (mean and"
                + " busiest), by level, by logger and by message template (the call site a sampler keys on), and how well"
                + " they compress.",
                "--format json writes a volume profile that recommend, emit, lint and tune plan on with --volume FILE, in"
                        + " place of an assumed mix of levels and line size."})
public final class VolumeCommand implements Callable<Integer>, WritesFormats {
    private static final Renderers<Answer> RENDERERS = new Renderers<Answer>()
            .with(OutputFormat.TEXT, VolumeCommand::text)
            .with(OutputFormat.JSON, VolumeCommand::json);

    @Parameters(arity = "0..*", paramLabel = "LOG", description = "Log files (plain or gzipped) or directories of them.")
    List<Path> logs = new ArrayList<>();

    @Option(names = "--jfr", paramLabel = "RECORDING",
            description = "A JFR recording of the service (jcmd PID JFR.start, then JFR.dump): the share of its CPU samples,"
                    + " allocation and blocked time that passes through logging, by role and frame, against the rule of thumb"
                    + " that above about 5%% of CPU logging is on the critical path.")
    Path jfr;

    @Option(names = "--pattern", paramLabel = "PATTERN",
            description = "The layout pattern the lines were written with (Logback's or Log4j2's), tried first; repeatable."
                    + " Default: the patterns of --config, then Spring Boot's default and the frameworks' documented ones;"
                    + " JSON lines are recognised.")
    List<String> patterns = new ArrayList<>();

    @Option(names = "--config", paramLabel = "FILE",
            description = "The service's logging config (logback.xml, log4j2.*, or application.properties/yml): its patterns"
                    + " are tried first.")
    Path config;

    @Option(names = "--top", paramLabel = "N", defaultValue = "10",
            description = "Templates and loggers to list in text (default: ${DEFAULT-VALUE}; JSON lists up to 200 of each).")
    int top;

    @Mixin
    FormatOption format;

    @Spec
    CommandSpec spec;

    @Override
    public Renderers<?> renderers() {
        return RENDERERS;
    }

    @Override
    public Integer call() throws Exception {
        OutputFormat chosen = RENDERERS.choose(format, spec);
        if (logs.isEmpty() && jfr == null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "give the service's logs (LOG...), a JFR recording"
                    + " (--jfr), or both");
        }
        if (top < 1) {
            throw new BadInputException("--top must be 1 or more, was " + top);
        }
        PrintWriter err = spec.commandLine().getErr();
        List<String> own = new ArrayList<>(patterns);
        for (String pattern : patterns) {
            LinePattern.compile(pattern, pattern);
        }
        if (config != null) {
            for (String pattern : configPatterns()) {
                try {
                    LinePattern.compile(pattern, pattern);
                    own.add(pattern);
                } catch (IllegalArgumentException e) {
                    // A console's colour-only or minimal pattern: the file's pattern is the one the logs hold.
                }
            }
        }
        LoggingCost cost = jfr == null ? null : LoggingCost.read(jfr);
        VolumeProfile profile = logs.isEmpty() ? null
                : new ServiceLogReader(own, ProgressOutput.detect().writer(err), err).read(logs);
        RENDERERS.render(chosen, new Answer(profile, cost, top), spec.commandLine().getOut());
        return ExitCode.OK;
    }

    private static void text(Answer answer, PrintWriter out) {
        if (answer.profile() != null) {
            VolumeText.print(answer.profile(), answer.top(), out);
        }
        if (answer.cost() != null) {
            if (answer.profile() != null) {
                out.println();
            }
            answer.cost().describe().forEach(out::println);
        }
    }

    /** The profile that --volume reads, the recording's cost beside it under "loggingCost"; or the cost alone. */
    private static void json(Answer answer, PrintWriter out) throws java.io.IOException {
        if (answer.profile() == null) {
            out.println(Json.mapper().writeValueAsString(answer.cost()));
            return;
        }
        com.fasterxml.jackson.databind.node.ObjectNode document = Json.mapper().valueToTree(answer.profile());
        if (answer.cost() != null) {
            document.set("loggingCost", Json.mapper().valueToTree(answer.cost()));
        }
        out.println(Json.mapper().writeValueAsString(document));
    }

    private List<String> configPatterns() {
        try {
            return ConfigPatterns.of(config);
        } catch (ConfigException e) {
            throw new BadInputException("--config: " + e.getMessage());
        }
    }

    /** What was read: the logs' profile, the recording's cost, either may be null. */
    record Answer(VolumeProfile profile, LoggingCost cost, int top) {
    }
}

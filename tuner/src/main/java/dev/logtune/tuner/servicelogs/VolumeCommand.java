package dev.logtune.tuner.servicelogs;

import dev.logtune.support.json.Json;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.FormatOption;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.ProgressOutput;
import dev.logtune.tuner.cli.Renderers;
import dev.logtune.tuner.cli.WritesFormats;
import dev.logtune.tuner.configfile.ConfigException;
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
            .with(OutputFormat.TEXT, (answer, out) -> VolumeText.print(answer.profile(), answer.top(), out))
            .with(OutputFormat.JSON, (answer, out) -> out.println(Json.mapper().writeValueAsString(answer.profile())));

    @Parameters(arity = "1..*", paramLabel = "LOG", description = "Log files (plain or gzipped) or directories of them.")
    List<Path> logs;

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
        if (top < 1) {
            throw new IllegalArgumentException("--top must be 1 or more, was " + top);
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
        ServiceLogReader reader = new ServiceLogReader(own, ProgressOutput.detect().writer(err), err);
        VolumeProfile profile = reader.read(logs);
        RENDERERS.render(chosen, new Answer(profile, top), spec.commandLine().getOut());
        return ExitCode.OK;
    }

    private List<String> configPatterns() {
        try {
            return ConfigPatterns.of(config);
        } catch (ConfigException e) {
            throw new IllegalArgumentException("--config: " + e.getMessage());
        }
    }

    record Answer(VolumeProfile profile, int top) {
    }
}

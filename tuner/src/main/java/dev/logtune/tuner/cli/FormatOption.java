package dev.logtune.tuner.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** {@code --format}: how a command prints its answer; each command names the formats it writes. */
public final class FormatOption {
    @Option(names = "--format", defaultValue = "text", converter = OutputFormat.Converter.class,
            description = "text or json (default: ${DEFAULT-VALUE}); recommend also writes markdown, lint sarif.")
    OutputFormat format;

    /** The format asked for, refused unless the command writes it: "--format must be text or json, was sarif". */
    public OutputFormat checked(CommandSpec spec, OutputFormat... writes) {
        OptionChecks.oneOf(spec, "--format", format, writes);
        return format;
    }
}

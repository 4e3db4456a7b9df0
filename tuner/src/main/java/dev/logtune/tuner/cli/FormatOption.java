package dev.logtune.tuner.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

import java.util.ListResourceBundle;
import java.util.Set;

/**
 * {@code --format}: how a command prints its answer. What is said here is true of every command; the formats each
 * writes come from its renderers ({@link WritesFormats}), named in its help by {@link #describe}.
 */
public final class FormatOption {
    /** Where a command's own help for --format is looked up: its resource bundle, which {@link #describe} sets. */
    private static final String HELP_KEY = "format";

    @Option(names = "--format", defaultValue = "text", converter = OutputFormat.Converter.class, descriptionKey = HELP_KEY,
            description = "How to print the answer (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    /** The format asked for, refused unless the command writes it: "--format must be text or json, was sarif". */
    public OutputFormat checked(CommandSpec spec, OutputFormat... writes) {
        OptionChecks.oneOf(spec, "--format", format, writes);
        return format;
    }

    /** Names {@code formats} in the --format help of {@code spec}: "text, json or sarif (default: text)". */
    static void describe(CommandSpec spec, Set<OutputFormat> formats) {
        String help = OptionChecks.either(formats.stream().map(OutputFormat::label).toList()) + " (default: ${DEFAULT-VALUE}).";
        spec.resourceBundle(new ListResourceBundle() {
            @Override
            protected Object[][] getContents() {
                return new Object[][] {{HELP_KEY, help}};
            }
        });
    }
}

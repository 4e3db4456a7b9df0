package dev.logtune.tuner.cli;

import dev.logtune.benchmarks.results.FileProblem;
import picocli.CommandLine;

import java.io.IOException;

/**
 * How every logtune command line answers a mistake: one line naming the problem and exit 2, never a stack trace or
 * the whole usage; {@code --format}'s help names the formats each command writes.
 */
public final class CommandLines {
    private CommandLines() {
    }

    public static CommandLine configured(CommandLine commandLine) {
        // wrap help at the terminal's width where there is one; 80 columns otherwise
        commandLine.setUsageHelpAutoWidth(true);
        DottedNamesHelp.install(commandLine);
        commandLine.setParameterExceptionHandler(new ParameterErrors());
        commandLine.setExecutionExceptionHandler((e, cmd, parseResult) -> {
            cmd.getErr().println(failure(e));
            cmd.getErr().flush();
            return ExitCode.BAD_INPUT;
        });
        describeFormats(commandLine);
        return commandLine;
    }

    /** How a command that failed says so: "tuner: " and one line, the file named where a file was the problem. */
    public static String failure(Exception e) {
        return "tuner: " + (e instanceof IOException io ? FileProblem.of(io) : oneLine(e));
    }

    private static void describeFormats(CommandLine commandLine) {
        CommandLine.Model.CommandSpec spec = commandLine.getCommandSpec();
        if (spec.userObject() instanceof WritesFormats command && spec.findOption("--format") != null) {
            FormatOption.describe(spec, command.renderers().formats());
        }
        commandLine.getSubcommands().values().forEach(CommandLines::describeFormats);
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            message = e.getClass().getSimpleName();
        }
        return message.lines().findFirst().orElse(message);
    }
}

package dev.logtune.tuner.cli;

import dev.logtune.benchmarks.results.FileProblem;
import picocli.CommandLine;

import java.io.IOException;

/**
 * How every logtune command line answers a mistake: one line naming the problem and exit 2, never a stack trace or
 * the whole usage. The tuner's own command line and a command run from inside another (tune runs verify) share it.
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
            cmd.getErr().println("tuner: " + (e instanceof IOException io ? FileProblem.of(io) : oneLine(e)));
            cmd.getErr().flush();
            return ExitCode.BAD_INPUT;
        });
        return commandLine;
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            message = e.getClass().getSimpleName();
        }
        return message.lines().findFirst().orElse(message);
    }
}

package dev.logtune.tuner.cli;

import dev.logtune.support.files.FileProblem;
import picocli.CommandLine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * How every logtune command line answers a mistake: one line naming the problem and exit 2, never a stack trace or
 * the whole usage; a failure of its own (see {@link Fault}) is exit 70 with a line that says so and a crash file.
 * {@code --format}'s help names the formats each command writes.
 */
public final class CommandLines {
    private CommandLines() {
    }

    public static CommandLine configured(CommandLine commandLine) {
        // wrap help at the terminal's width where there is one; 80 columns otherwise
        commandLine.setUsageHelpAutoWidth(true);
        DottedNamesHelp.install(commandLine);
        commandLine.setParameterExceptionHandler(new ParameterErrors());
        commandLine.setExecutionStrategy(CommandLines::runCatchingErrors);
        commandLine.setExecutionExceptionHandler((e, cmd, parseResult) -> {
            Throwable failure = e instanceof CommandLine.ExecutionException && e.getCause() instanceof Error error ? error : e;
            boolean input = Fault.of(failure) == Fault.INPUT;
            cmd.getErr().println(input ? failure(e) : CrashReport.of(failure, parseResult == null ? List.of() : parseResult.originalArgs()));
            cmd.getErr().flush();
            return input ? ExitCode.BAD_INPUT : ExitCode.INTERNAL_ERROR;
        });
        describeFormats(commandLine);
        return commandLine;
    }

    /** How a command that failed says so: "tuner: " and one line, the file named where a file was the problem. */
    public static String failure(Exception e) {
        Throwable failure = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e;
        return "tuner: " + (failure instanceof IOException io ? FileProblem.of(io) : oneLine(failure));
    }

    /** The command as picocli runs it, but an Error (a stack overflow, no memory left) is reported as an exception is. */
    private static int runCatchingErrors(CommandLine.ParseResult parseResult) {
        try {
            return new CommandLine.RunLast().execute(parseResult);
        } catch (Error e) {
            // picocli hands only exceptions to the handler; an Error would leave the JVM with a bare stack trace
            throw new CommandLine.ExecutionException(parseResult.commandSpec().commandLine(), e.toString(), e);
        }
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

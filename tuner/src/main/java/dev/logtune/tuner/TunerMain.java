package dev.logtune.tuner;

import dev.logtune.tuner.bench.BenchCommand;
import dev.logtune.tuner.cli.CommandLines;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.VersionInfo;
import dev.logtune.tuner.crash.CrashTestCommand;
import dev.logtune.tuner.emit.EmitCommand;
import dev.logtune.tuner.lint.LintCommand;
import dev.logtune.tuner.recommend.RecommendCommand;
import dev.logtune.tuner.report.ReportCommand;
import dev.logtune.tuner.servicelogs.VolumeCommand;
import dev.logtune.tuner.setups.SetupsCommand;
import dev.logtune.tuner.tune.TuneCommand;
import dev.logtune.tuner.verify.VerifyCommand;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

/** The {@code tuner} command line. */
@Command(name = "tuner",
        mixinStandardHelpOptions = true,
        versionProvider = VersionInfo.class,
        description = "Measures Logback and Log4j2 setups and picks one for a target event rate.",
        subcommands = {RecommendCommand.class, EmitCommand.class, VerifyCommand.class, LintCommand.class, TuneCommand.class, BenchCommand.class, CrashTestCommand.class, ReportCommand.class, SetupsCommand.class, VolumeCommand.class, CommandLine.HelpCommand.class, AutoComplete.GenerateCompletion.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
                ExitCode.OK + ":done; the setup, config or rate passed",
                ExitCode.NEGATIVE + ":a negative answer: no setup holds the rate, verify failed, or lint found problems at --fail-on",
                ExitCode.BAD_INPUT + ":bad input: a missing or malformed file, an unknown option or setup, an invalid value;"
                        + " no command given",
                ExitCode.NOT_POSSIBLE_HERE + ":not possible on this machine: verify's --stall or --disk-full (Linux and root),"
                        + " a crash test that could not run; what could be measured was",
                ExitCode.UNDECIDED + ":recommend: undecided, the measurements cannot yet tell which setup (nothing written)",
                ExitCode.EXTRAPOLATED + ":recommend: the target lies beyond the measured rates or threads (an extrapolation)",
                ExitCode.INTERNAL_ERROR + ":" + ExitCode.INTERNAL_ERROR_MEANING})
public final class TunerMain implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** No command: the usage on stderr and a refusal, so a script that forgot its command does not read as done. */
    @Override
    public Integer call() {
        spec.commandLine().getErr().println("tuner: give a command, e.g. tuner recommend --rate 38000 --threads 60");
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCode.BAD_INPUT;
    }

    public static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new TunerMain());
        for (CommandLine sub : commandLine.getSubcommands().values()) {
            // The heading is written here once; a command lists its own codes, or gets the plain list.
            CommandLine.Model.UsageMessageSpec usage = sub.getCommandSpec().usageMessage().exitCodeListHeading("%nExit codes:%n");
            if (usage.exitCodeList().isEmpty()) {
                usage.exitCodeList(ExitCode.plainList());
            } else if (!usage.exitCodeList().containsKey(String.valueOf(ExitCode.INTERNAL_ERROR))) {
                // every command can fail by a bug of its own: its help says how that looks, after its own answers
                Map<String, String> codes = new LinkedHashMap<>(usage.exitCodeList());
                codes.put(String.valueOf(ExitCode.INTERNAL_ERROR), ExitCode.INTERNAL_ERROR_MEANING);
                usage.exitCodeList(codes);
            }
        }
        // listed, not hidden as picocli has it: a completion script nobody can find is never installed
        commandLine.getSubcommands().get("generate-completion").getCommandSpec().usageMessage().hidden(false);
        return CommandLines.configured(commandLine);
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }
}

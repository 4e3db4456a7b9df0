package dev.logtune.tuner;

import dev.logtune.tuner.cli.CrashReport;
import dev.logtune.tuner.cli.ExitCode;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * Runs the tuner's command line in-process and keeps what it printed. A run that ends in an internal error fails the
 * test that made it, whatever exit code the test expects: a refusal a test asserts must be a refusal, not a crash.
 */
public record TunerRun(int exit, String out, String err) {

    public static TunerRun of(String... args) {
        TunerRun run = of(TunerMain.commandLine(), args);
        if (run.internalError()) {
            throw new AssertionError("tuner " + String.join(" ", args) + " failed with an internal error:\n" + run.err());
        }
        return run;
    }

    /** A run of a command line the caller built (with a test double in it), whatever its outcome. */
    public static TunerRun of(CommandLine commandLine, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(err));
        int exit = commandLine.execute(args);
        return new TunerRun(exit, out.toString(), err.toString());
    }

    /** Whether the tool failed by a fault of its own: exit 70, or its words on stderr. */
    public boolean internalError() {
        return exit == ExitCode.INTERNAL_ERROR || err.contains(CrashReport.SAYS);
    }
}

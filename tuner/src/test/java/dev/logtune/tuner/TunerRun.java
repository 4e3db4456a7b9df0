package dev.logtune.tuner;

import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the tuner's command line in-process and keeps what it printed. */
public record TunerRun(int exit, String out, String err) {

    public static TunerRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = TunerMain.commandLine();
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(err));
        int exit = commandLine.execute(args);
        return new TunerRun(exit, out.toString(), err.toString());
    }
}

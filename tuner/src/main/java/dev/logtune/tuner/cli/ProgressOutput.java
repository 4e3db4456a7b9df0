package dev.logtune.tuner.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.Map;

/**
 * Where the lines that only say how far a long command has got go: to stderr on a terminal, nowhere in a pipe or
 * under {@code CI=true}, where they would fill a log nobody watches live. Results and errors never go through it.
 *
 * @param shown whether progress lines are printed
 */
public record ProgressOutput(boolean shown) {

    /** This process: a terminal, and not a CI job. */
    public static ProgressOutput detect() {
        return of(System.console() != null, System.getenv());
    }

    public static ProgressOutput of(boolean terminal, Map<String, String> environment) {
        return new ProgressOutput(terminal && !"true".equalsIgnoreCase(environment.get("CI")));
    }

    /** {@code err} when progress is shown, else a writer that drops everything. */
    public PrintWriter writer(PrintWriter err) {
        return shown ? err : new PrintWriter(Writer.nullWriter());
    }

    /** {@code err} when progress is shown, else a stream that drops everything. */
    public PrintStream stream(PrintStream err) {
        return shown ? err : new PrintStream(OutputStream.nullOutputStream());
    }
}

package dev.logtune.tuner.cli;

import java.io.Console;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where the lines that only say how far a long command has got go: to stderr on a terminal, nowhere in a pipe or
 * under {@code CI=true}, where they would fill a log nobody watches live. Results and errors never go through it.
 *
 * @param shown whether progress lines are printed
 */
public record ProgressOutput(boolean shown) {

    /** This process: stderr a terminal, and not a CI job. */
    public static ProgressOutput detect() {
        return of(stderrIsTerminal(), System.getenv());
    }

    /**
     * Whether stderr itself is a terminal. On Linux its descriptor names the device; elsewhere the console stands in.
     * {@code System.console() != null} alone is not it: it looks at stdin and stdout, never stderr, and from JDK 22 it
     * is non-null in a pipe too (only {@code Console.isTerminal()} tells).
     */
    static boolean stderrIsTerminal() {
        Path fd = Path.of("/proc/self/fd/2");
        try {
            String target = Files.readSymbolicLink(fd).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            // not Linux, or no /proc: ask the console
        }
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (NoSuchMethodException e) {
            return true; // before JDK 22 a console exists only on a terminal
        } catch (ReflectiveOperationException e) {
            return false;
        }
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

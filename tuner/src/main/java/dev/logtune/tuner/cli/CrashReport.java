package dev.logtune.tuner.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * An internal error as the user meets it: one line that says it is logtune's fault, and the stack trace in a file of its
 * own under the system's temporary directory (never the user's tree), with what a report needs beside it.
 */
public final class CrashReport {
    /** The words every internal error's line starts with, so a test can tell it from a refusal. */
    public static final String SAYS = "internal error (a bug in logtune, not a problem with your input)";

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

    private CrashReport() {
    }

    /** Writes the crash file and returns the line to print; where the file cannot be written, the trace follows the line. */
    public static String of(Throwable e, List<String> commandLine) {
        String line = "tuner: " + SAYS + ": " + summary(e) + "; ";
        try {
            Path file = write(e, commandLine, Path.of(System.getProperty("java.io.tmpdir")));
            return line + "the stack trace is in " + file + ": attach that file, the command line and, if you can share it,"
                    + " the input file to a bug report";
        } catch (IOException | RuntimeException cannot) {
            return line + "the stack trace could not be written to a file (" + cannot.getMessage() + "), so it follows:"
                    + " attach it, the command line and, if you can share it, the input file to a bug report\n" + trace(e);
        }
    }

    static Path write(Throwable e, List<String> commandLine, Path dir) throws IOException {
        // a name of its own each time: two crashes in one second never overwrite each other
        Path file = Files.createTempFile(dir, "logtune-crash-" + LocalDateTime.now().format(TIME) + "-", ".txt");
        StringBuilder text = new StringBuilder("logtune internal error\n");
        text.append("command: tuner ").append(String.join(" ", commandLine)).append('\n');
        for (String version : new VersionInfo().getVersion()) {
            text.append(version).append('\n');
        }
        text.append("on ").append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.arch")).append("\n\n");
        text.append(trace(e));
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    /** "NullPointerException: its message's first line", or the type alone. */
    static String summary(Throwable e) {
        String message = e.getMessage();
        String type = e.getClass().getSimpleName();
        return message == null || message.isBlank() ? type : type + ": " + message.lines().findFirst().orElse(message);
    }

    private static String trace(Throwable e) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        return trace.toString();
    }
}

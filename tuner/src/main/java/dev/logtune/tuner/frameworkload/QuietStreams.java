package dev.logtune.tuner.frameworkload;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * Standard output and error held away from the terminal while a framework loads and stops a file in the sandbox: what
 * it would print there unasked (the JDK's XML parser writes "[Fatal Error] ..." for a file it cannot parse, Logback
 * its status with debug="true", at start and at stop) reaches logtune as the framework's own statuses, which say it
 * once, in the tool's words.
 */
final class QuietStreams {
    private final PrintStream out;
    private final PrintStream err;

    private QuietStreams(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    static QuietStreams open() {
        QuietStreams saved = new QuietStreams(System.out, System.err);
        PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
        System.setOut(nowhere);
        System.setErr(nowhere);
        return saved;
    }

    /** Puts the streams back as they were. */
    void close() {
        System.setOut(out);
        System.setErr(err);
    }
}

package dev.logtune.tuner.crash;

import dev.logtune.tuner.cli.DurationConverter;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.benchmarks.crash.CrashTest;
import dev.logtune.lab.results.CrashRecord;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Durability;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.UnflushedWindow;
import dev.logtune.tuner.advice.LineBytes;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;

@Command(name = "crash-test", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"What a crash loses: load a setup in a JVM of its own, log some INFO lines and then an ERROR, wait,"
                + " and halt the JVM with no shutdown hooks (as kill -9 or the OOM killer does); then count what reached"
                + " the disk, beside what the unflushed-window model expects.",
                "The log files go to a scratch directory and are deleted afterwards."},
        exitCodeList = {ExitCode.OK + ":the ERROR logged before the crash reached the disk",
                CrashTestCommand.LOST + ":the ERROR was lost",
                ExitCode.BAD_INPUT + ":bad input: an unknown setup or an invalid value",
                ExitCode.NOT_POSSIBLE_HERE + ":the test could not run (the message says why)"})
public final class CrashTestCommand implements Callable<Integer> {
    static final int LOST = 1;
    /** The model's figures at idle need a consumer rate for an async stage; a typical one on a small machine. */
    private static final double ASSUMED_CONSUMER_RATE = 1_000_000;

    @Option(names = "--setup", required = true, description = "A matrix setup (see `tuner setups`).")
    String setup;

    @Option(names = "--events", defaultValue = "" + CrashTest.DEFAULT_EVENTS,
            description = "Events to log, the last an ERROR (default: ${DEFAULT-VALUE}).")
    int events;

    @Option(names = "--wait", defaultValue = "2s", converter = DurationConverter.class,
            description = "How long the JVM idles between the ERROR and the crash (default: ${DEFAULT-VALUE}).")
    Duration wait;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        SetupSpec setupSpec;
        try {
            setupSpec = dev.logtune.tuner.cli.SetupIds.require(setup);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (events < 1 || events > 1_000_000) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--events must be between 1 and 1000000, was " + events);
        }
        CrashRecord record;
        try {
            record = CrashTest.run(setup, events, wait, Files.createTempDirectory("logtune-crash-"));
        } catch (CrashTest.CrashTestException e) {
            spec.commandLine().getErr().println("tuner crash-test: " + e.getMessage());
            spec.commandLine().getErr().flush();
            return ExitCode.NOT_POSSIBLE_HERE;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(paragraph(setupSpec, record));
        out.flush();
        return record.lastOnDisk() ? 0 : LOST;
    }

    /** The record and the model's expectation, in one paragraph. */
    static String paragraph(SetupSpec setupSpec, CrashRecord record) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "%s: logged %,d events (%s), waited %s and halted the JVM with no shutdown hooks;"
                        + " %,d of them reached the %s (%,d bytes), and the last, the ERROR, %s.",
                record.setup(), record.eventsLogged(), record.eventsLogged() == 1 ? "one ERROR" : "INFO lines, then an ERROR",
                seconds(record.waitMillis()), record.eventsOnDisk(), setupSpec.sink().writesFiles() ? "disk" : "pipe's reader",
                record.bytesOnDisk(), record.lastOnDisk() ? "did too" : "was LOST"));
        if (setupSpec.level() == LogLevel.OFF) {
            return text.append(" Logging is off in this setup: nothing is meant to reach the output.").toString();
        }
        UnflushedWindow window = Durability.window(setupSpec, 0, LineBytes.of(setupSpec).bytes(), ASSUMED_CONSUMER_RATE);
        boolean expected = window.atIdle() != null && window.atIdle().toMillis() <= record.waitMillis();
        text.append(" The model, at idle: ").append(window.how()).append("; it expects the ERROR ")
                .append(expected ? "on disk" : "lost").append(expected == record.lastOnDisk() ? ", as measured." : ", NOT as measured.");
        if (!record.note().isEmpty()) {
            text.append(" Note: ").append(record.note()).append('.');
        }
        return text.toString();
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}

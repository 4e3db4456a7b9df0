package dev.logtune.tuner.emit;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Durability;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.advice.LineBytes;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.Renderers;
import dev.logtune.tuner.cli.PlainFileOption;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "emit", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Write any matrix setup as the config file a service checks in: a file setup is written rolling by"
                + " size and day with bounded history (its rolling twin where the matrix measured one), sized to --rate"
                + " within --disk-budget; --plain-file writes one plain file instead. Loaded by the real framework first,"
                + " written atomically, never over an existing file without --force. Without FILE it goes to standard output.",
                "The name decides the framework and conventions: logback.xml, logback-spring.xml, logback-test.xml;"
                        + " log4j2.xml, log4j2-spring.xml (the -spring names use Spring Boot's LOG_FILE and LOG_PATH and"
                        + " its shutdown hook). Log4j2 setups that need JVM-wide properties get"
                        + " log4j2.component.properties beside FILE."},
        exitCodeList = {ExitCode.OK + ":written (or printed)", ExitCode.BAD_INPUT + ":bad input: an unknown setup, a file name of the other framework"
                + " or a format logtune does not write, a file that exists without --force"})
public final class EmitCommand implements Callable<Integer> {
    /** The file itself, or what was written: text, as a config is. */
    private static final Renderers<EmitOutcome> RENDERERS = new Renderers<EmitOutcome>()
            .with(OutputFormat.TEXT, EmitCommand::text);

    /** Consumers drain far faster than an idle service logs: the window at idle is the writer's buffer. */
    private static final double IDLE_CONSUMER_RATE = 1_000_000;

    @Option(names = "--setup", required = true, description = "A matrix setup id (`tuner setups` lists them).")
    String setup;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "Where to write it.")
    Path file;

    @Option(names = "--rate", converter = dev.logtune.tuner.cli.RateConverter.class, paramLabel = "EVENTS_PER_SECOND",
            description = "The service's total events/s (e.g. 38000 or 38k): sizes a rolling file's files and history to it.")
    Double rate;

    @Mixin
    EmitOptions emitOptions;

    @Mixin
    dev.logtune.tuner.cli.VolumeOptions volume;

    @Mixin
    PlainFileOption plainFile;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        SetupSpec asked = dev.logtune.tuner.cli.SetupIds.require(setup);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            // A service's file rolls: a plain setup is written as the rolling twin the matrix measured beside it.
            SetupSpec chosen = plainFile.plainFile() ? asked : Matrix.rollingTwin(asked).orElse(asked);
            List<String> header = new java.util.ArrayList<>();
            if (chosen != asked) {
                header.add(asked.id() + " writes one plain file that never rolls; a service's file rolls, so this is its rolling twin "
                        + chosen.id() + " (the plain-file option writes " + asked.id() + " as it is).");
            }
            header.addAll(headerLines(chosen));
            EmitTarget target = file == null ? EmitTarget.standardOutput(chosen.framework()) : EmitTarget.of(file);
            Emission emission = Emission.of(chosen, target, new FilePlan(plainFile.plainFile(), rate, volume.diskBudget().bytes(), null),
                    "Written", "from the matrix setup " + chosen.id(), header);
            if (file == null) {
                RENDERERS.render(OutputFormat.TEXT, new EmitOutcome.Printed(emission.checkedXml()), out);
                emission.sayNeeds(err);
                return 0;
            }
            RENDERERS.render(OutputFormat.TEXT, new EmitOutcome.Written(emission.write(file, emitOptions.force()), emission.needs(),
                    emission.versionsLine()), out);
        } catch (ConfigEmitter.EmitException e) {
            err.println("tuner: " + e.getMessage());
            err.flush();
            return ExitCode.BAD_INPUT;
        }
        return 0;
    }

    private static void text(EmitOutcome outcome, PrintWriter out) {
        if (outcome instanceof EmitOutcome.Printed printed) {
            out.print(printed.xml());
        } else if (outcome instanceof EmitOutcome.Written written) {
            written.files().forEach(path -> out.println("wrote " + path));
            out.println(written.versions());
            out.print(Requirements.text(written.needs()));
        }
    }

    /** What a crash loses with this setup and, where measured, what it does when the disk fills. */
    private static List<String> headerLines(SetupSpec chosen) {
        List<String> lines = new java.util.ArrayList<>();
        lines.add("On a crash (a JVM killed without its shutdown hooks): "
                + Durability.window(chosen, 0, LineBytes.of(chosen).bytes(), IDLE_CONSUMER_RATE).how() + ".");
        dev.logtune.tuner.advice.DiskFullFacts.of(chosen.id(), null).ifPresent(full -> lines.add("On a full disk, " + full.sentence() + "."));
        return lines;
    }
}

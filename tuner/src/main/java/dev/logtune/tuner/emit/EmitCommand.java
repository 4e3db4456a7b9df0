package dev.logtune.tuner.emit;

import dev.logtune.configs.Versions;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.tuner.TunerMain;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "emit", mixinStandardHelpOptions = true,
        description = {"Write any matrix setup as a config file: loaded by the real framework first, written atomically,"
                + " never over an existing file without --force. Without FILE it goes to standard output.",
                "For Log4j2 setups that need JVM-wide properties, log4j2.component.properties is written beside FILE."})
public final class EmitCommand implements Callable<Integer> {
    @Option(names = "--setup", required = true, description = "A matrix setup id (`tuner setups` lists them).")
    String setup;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "Where to write it.")
    Path file;

    @Option(names = "--force", description = "Replace FILE (and the properties file) if they exist.")
    boolean force;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        SetupSpec chosen = Matrix.require(setup);
        RenderedSetup rendered = ConfigEmitter.render(chosen, List.of(
                "Written by logtune " + Versions.logtune() + " on " + LocalDate.now() + " from the matrix setup " + setup + "."));
        PrintWriter out = spec.commandLine().getOut();
        if (file == null) {
            ConfigEmitter.checkLoads(rendered);
            out.print(rendered.xml());
            if (!rendered.properties().isEmpty()) {
                spec.commandLine().getErr().println("tuner: this setup also needs these JVM-wide properties (log4j2.component.properties):");
                spec.commandLine().getErr().print(rendered.componentProperties());
            }
            out.flush();
            return 0;
        }
        try {
            for (Path written : ConfigEmitter.write(rendered, file, force)) {
                out.println("wrote " + written);
            }
        } catch (ConfigEmitter.EmitException e) {
            spec.commandLine().getErr().println("tuner: " + e.getMessage());
            return TunerMain.BAD_INPUT;
        }
        out.flush();
        return 0;
    }
}

package dev.logtune.tuner.setups;

import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.SetupSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

@Command(name = "setups", mixinStandardHelpOptions = true, description = "List the named setups of the matrix.")
public final class SetupsCommand implements Callable<Integer> {
    @Option(names = "--framework", description = "logback, log4j2 or any (default: any).", defaultValue = "any")
    String framework;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        List<SetupSpec> setups = framework.equals("any") ? Matrix.all() : Matrix.of(Framework.fromId(framework));
        PrintWriter out = spec.commandLine().getOut();
        int width = setups.stream().mapToInt(s -> s.id().length()).max().orElse(10);
        for (SetupSpec setup : setups) {
            out.printf(Locale.ROOT, "%-" + width + "s  %s%n", setup.id(), setup.description());
        }
        out.flush();
        return 0;
    }
}

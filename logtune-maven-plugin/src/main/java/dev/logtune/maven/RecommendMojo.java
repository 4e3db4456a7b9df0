package dev.logtune.maven;

import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Prints {@code tuner recommend} at the service's load: the setup to run, why, and the figures behind it, for the
 * framework of the service's own config when it has one.
 */
@Mojo(name = "recommend", threadSafe = true)
public final class RecommendMojo extends LoadMojo {
    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        List<String> args = new ArrayList<>(List.of("recommend"));
        args.addAll(loadOptions());
        Optional<Path> config = serviceConfig();
        if (config.isPresent()) {
            try {
                args.addAll(List.of("--framework", ConfigFile.read(config.get(), Map.of()).framework().id()));
            } catch (ConfigException e) {
                throw new MojoFailureException("logtune recommend: " + e.getMessage());
            }
        }
        TunerProcess.Result result = tuner(args);
        switch (result.exit()) {
            case 0 -> {
            }
            case ExitCode.EXTRAPOLATED -> getLog().warn("logtune recommend: the target lies beyond the measured rates or"
                    + " thread counts; the answer is an extrapolation");
            case ExitCode.UNDECIDED -> getLog().warn("logtune recommend: undecided: the measured blocks cannot yet tell which"
                    + " setup is not worse than the rest at this target; see above, and measure it with tuner recommend --measure");
            case ExitCode.NEGATIVE -> throw new MojoFailureException("logtune recommend: no setup meets the target; the best"
                    + " achievable is shown above");
            default -> throw new MojoExecutionException("logtune recommend: " + result.problem());
        }
    }
}

package dev.logtune.maven;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints {@code tuner tune} for the service's own config: a unified diff that changes only the knobs deciding speed and
 * loss at the service's load, with the reason for each change. Nothing is written.
 */
@Mojo(name = "tune", threadSafe = true)
public final class TuneMojo extends LoadMojo {
    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        List<String> load = loadOptions();
        Path config = requiredServiceConfig();
        List<String> args = new ArrayList<>(List.of("tune", relative(config)));
        args.addAll(load);
        TunerProcess.Result result = tuner(args);
        if (result.exit() != 0) {
            throw new MojoFailureException("logtune tune: " + result.problem());
        }
    }
}

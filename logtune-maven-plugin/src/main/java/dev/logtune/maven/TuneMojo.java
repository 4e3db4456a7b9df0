package dev.logtune.maven;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import java.nio.file.Path;
import java.util.List;

/**
 * Prints {@code tuner tune} for the service's own config: a unified diff that changes only the knobs deciding speed and
 * loss at the service's load, with the reason for each change. Nothing is written.
 */
@Mojo(name = "tune", threadSafe = true)
public final class TuneMojo extends LogtuneMojo {
    /** Total events/s over all threads (38000, 38k). */
    @Parameter(property = "logtune.rate", required = true)
    String rate;

    /** Threads that log concurrently. */
    @Parameter(property = "logtune.threads", required = true)
    Integer threads;

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        LoadParameters.rate(rate);
        LoadParameters.threads(threads);
        Path config = requiredServiceConfig();
        TunerProcess.Result result = tuner(List.of("tune", relative(config), "--rate", rate.strip(), "--threads", threads.toString()));
        if (result.exit() != 0) {
            throw new MojoFailureException("logtune tune: " + result.problem());
        }
    }
}

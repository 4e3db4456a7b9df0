package dev.logtune.maven;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Parameter;

import java.util.List;

/** A goal that answers for the service's load: both figures required, read as the command line reads them. */
abstract class LoadMojo extends LogtuneMojo {
    /** Total events/s over all threads (38000, 38k). */
    @Parameter(property = "logtune.rate", required = true)
    String rate;

    /** Threads that log concurrently. */
    @Parameter(property = "logtune.threads", required = true)
    Integer threads;

    /** The tuner's options for the load, once both are found valid. */
    List<String> loadOptions() throws MojoExecutionException {
        return LoadParameters.arguments(rate, threads);
    }
}

package dev.logtune.maven;

import dev.logtune.tuner.cli.ExitCode;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Holds the service's config to its load on the build machine, as {@code tuner verify}: response time beside a
 * no-logging baseline, every lost event counted; the build fails on loss, a rate not held, or a p99 over the target.
 * It measures for {@code duration} and more, so no build runs it unless its POM lists the goal or it is called.
 */
@Mojo(name = "verify", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public final class VerifyMojo extends LoadMojo {
    /** The most the response p99 may be, with its unit (200us, 1ms). */
    @Parameter(property = "logtune.p99", required = true)
    String p99;

    /** How long to measure, after 2 s of warm-up. */
    @Parameter(property = "logtune.duration", defaultValue = "10s")
    String duration;

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        Path config = requiredServiceConfig();
        TunerProcess.Result result = tuner(arguments(relative(config)));
        switch (result.exit()) {
            case 0 -> {
            }
            case ExitCode.NEGATIVE -> throw new MojoFailureException("logtune verify: " + relative(config) + " "
                    + result.out().stream().filter(l -> l.startsWith("verdict: ")).findFirst().orElse("failed").replaceFirst("^verdict: ", ""));
            default -> throw new MojoExecutionException("logtune verify: " + result.problem());
        }
    }

    /** The tuner's arguments, each parameter checked first: a run that takes time does not start on a typo. */
    List<String> arguments(String config) throws MojoExecutionException {
        List<String> load = loadOptions();
        LoadParameters.duration("p99", p99);
        LoadParameters.duration("duration", duration);
        List<String> args = new ArrayList<>(List.of("verify", "--config", config));
        args.addAll(load);
        args.addAll(List.of("--p99", p99.strip(), "--duration", duration.strip()));
        return args;
    }
}

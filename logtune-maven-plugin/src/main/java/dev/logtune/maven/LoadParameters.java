package dev.logtune.maven;

import dev.logtune.tuner.cli.DurationConverter;
import dev.logtune.tuner.cli.LoadOptions;
import org.apache.maven.plugin.MojoExecutionException;

import java.time.Duration;
import java.util.List;

/**
 * The load parameters of the goals, read by the tuner's own {@link LoadOptions} and converters so a POM takes what the
 * command line takes ({@code 38000}, {@code 38k}; {@code 200ms}), and refused in one line naming the parameter.
 */
final class LoadParameters {
    private LoadParameters() {
    }

    static double rate(String text) throws MojoExecutionException {
        try {
            return LoadOptions.readRate(text);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage());
        }
    }

    static int threads(int threads) throws MojoExecutionException {
        try {
            return LoadOptions.checkThreads(threads);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage());
        }
    }

    /** The tuner's {@code --rate} and {@code --threads}, once both are found valid. */
    static List<String> arguments(String rate, int threads) throws MojoExecutionException {
        try {
            return LoadOptions.arguments(rate, threads);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage());
        }
    }

    static Duration duration(String parameter, String text) throws MojoExecutionException {
        try {
            return new DurationConverter().convert(text);
        } catch (RuntimeException e) {
            throw new MojoExecutionException(parameter + ": " + e.getMessage());
        }
    }
}

package dev.logtune.maven;

import dev.logtune.tuner.cli.DurationConverter;
import dev.logtune.tuner.cli.OptionChecks;
import dev.logtune.tuner.cli.RateConverter;
import org.apache.maven.plugin.MojoExecutionException;

import java.time.Duration;
import java.util.Locale;

/**
 * The load parameters of the goals, read by the tuner's own converters so a POM takes what the command line takes
 * ({@code 38000}, {@code 38k}; {@code 200ms}), and refused in one line naming the parameter.
 */
final class LoadParameters {
    private LoadParameters() {
    }

    static double rate(String text) throws MojoExecutionException {
        try {
            return new RateConverter().convert(text);
        } catch (RuntimeException e) {
            throw new MojoExecutionException("rate: " + e.getMessage());
        }
    }

    static int threads(int threads) throws MojoExecutionException {
        if (threads < 1 || threads > OptionChecks.MAX_THREADS) {
            throw new MojoExecutionException(String.format(Locale.ROOT, "threads must be between 1 and %d, was %d",
                    OptionChecks.MAX_THREADS, threads));
        }
        return threads;
    }

    static Duration duration(String parameter, String text) throws MojoExecutionException {
        try {
            return new DurationConverter().convert(text);
        } catch (RuntimeException e) {
            throw new MojoExecutionException(parameter + ": " + e.getMessage());
        }
    }
}

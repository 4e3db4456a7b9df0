package dev.logtune.tuner.cli;

import dev.logtune.support.input.BadInputException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.Locale;

/**
 * {@code --rate} and {@code --threads}: the load every verb and the Maven plugin judge at. Mixed in where both are
 * required; lint takes it as an optional group (both or neither).
 */
public final class LoadOptions {
    @Option(names = "--rate", required = true, converter = RateConverter.class,
            description = "Events per second over all threads (38000, 38k).")
    double rate;

    @Option(names = "--threads", required = true, description = "Threads that log concurrently.")
    int threads;

    public double rate() {
        return rate;
    }

    /** The threads, checked to be a count a process could run. */
    public int threads(CommandSpec spec) {
        OptionChecks.threads(spec, threads);
        return threads;
    }

    /**
     * The load as the plugin has it in a POM, read as the command line reads it and handed on as its arguments.
     *
     * @throws IllegalArgumentException naming the parameter: "rate: ...", "threads must be between ..."
     */
    public static List<String> arguments(String rate, int threads) {
        readRate(rate);
        checkThreads(threads);
        return List.of("--rate", rate.strip(), "--threads", Integer.toString(threads));
    }

    /** A rate as {@code --rate} reads it (38000, 38k); refused in a line that starts "rate: ". */
    public static double readRate(String text) {
        try {
            return new RateConverter().convert(text);
        } catch (RuntimeException e) {
            throw new BadInputException("rate: " + e.getMessage(), e);
        }
    }

    /** A thread count a process could run; refused in a line that starts "threads ". */
    public static int checkThreads(int threads) {
        if (threads < 1 || threads > OptionChecks.MAX_THREADS) {
            throw new BadInputException(String.format(Locale.ROOT, "threads must be between 1 and %d, was %d",
                    OptionChecks.MAX_THREADS, threads));
        }
        return threads;
    }
}

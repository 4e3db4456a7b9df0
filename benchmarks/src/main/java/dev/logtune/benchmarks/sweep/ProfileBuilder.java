package dev.logtune.benchmarks.sweep;

import dev.logtune.benchmarks.harness.RatePlan;
import dev.logtune.configs.matrix.Matrix;

import java.util.List;

/**
 * Collects a {@link Profile} by name and builds it checked. The one place a profile's defaults live: no ceiling, JMH
 * thrpt, 2 warmup iterations of 1 s and 5 measured of 2 s in 2 forks (the published figures' lengths), no exception
 * shape, no open loop, no crash test.
 */
public final class ProfileBuilder {
    private String name;
    private List<String> setups = List.of();
    private boolean ceiling;
    private List<Integer> threads = List.of();
    private List<String> modes = List.of("thrpt");
    private int warmupIterations = 2;
    private double warmupSeconds = 1;
    private int measurementIterations = 5;
    private double measurementSeconds = 2;
    private int forks = 2;
    private List<String> exceptionSetups = List.of();
    private List<Integer> exceptionThreads = List.of();
    private RatePlan rates;
    private List<String> crashSetups = List.of();

    ProfileBuilder(String name) {
        this.name = name;
    }

    /** A builder holding every value of {@code profile}, to change some and build another. */
    static ProfileBuilder from(Profile profile) {
        return new ProfileBuilder(profile.name()).setups(profile.setups()).ceiling(profile.ceiling()).threads(profile.threads())
                .modes(profile.modes()).warmup(profile.warmupIterations(), profile.warmupSeconds())
                .measurement(profile.measurementIterations(), profile.measurementSeconds()).forks(profile.forks())
                .exceptionShape(profile.exceptionSetups(), profile.exceptionThreads()).rates(profile.rates())
                .crashSetups(profile.crashSetups());
    }

    public ProfileBuilder name(String text) {
        this.name = text;
        return this;
    }

    /** Matrix ids measured by JMH (and by the open loop where its plan names them). */
    public ProfileBuilder setups(List<String> ids) {
        this.setups = ids;
        return this;
    }

    /** Whether the raw-write ceiling is measured beside the setups. */
    public ProfileBuilder ceiling(boolean measured) {
        this.ceiling = measured;
        return this;
    }

    /** JMH's thread counts. */
    public ProfileBuilder threads(List<Integer> counts) {
        this.threads = counts;
        return this;
    }

    /** JMH modes, thrpt or sample; none for a run of the open loop alone. */
    public ProfileBuilder modes(List<String> jmhModes) {
        this.modes = jmhModes;
        return this;
    }

    public ProfileBuilder warmup(int iterations, double seconds) {
        this.warmupIterations = iterations;
        this.warmupSeconds = seconds;
        return this;
    }

    public ProfileBuilder measurement(int iterations, double seconds) {
        this.measurementIterations = iterations;
        this.measurementSeconds = seconds;
        return this;
    }

    public ProfileBuilder forks(int count) {
        this.forks = count;
        return this;
    }

    /** Setups also measured with the exception message shape, at {@code counts} threads, thrpt only. */
    public ProfileBuilder exceptionShape(List<String> ids, List<Integer> counts) {
        this.exceptionSetups = ids;
        this.exceptionThreads = counts;
        return this;
    }

    /** The open-loop runs after the JMH trials; null for none. */
    public ProfileBuilder rates(RatePlan plan) {
        this.rates = plan;
        return this;
    }

    /** Setups crash-tested at the end; null or empty for none. */
    public ProfileBuilder crashSetups(List<String> ids) {
        this.crashSetups = ids;
        return this;
    }

    /** The profile, every setup a matrix id and every count and length one JMH can run. */
    public Profile build() {
        List<String> crash = crashSetups == null ? List.of() : List.copyOf(crashSetups);
        crash.forEach(Matrix::require);
        setups.forEach(Matrix::require);
        exceptionSetups.forEach(Matrix::require);
        if (threads.isEmpty() || threads.stream().anyMatch(t -> t < 1 || t > 1024)) {
            throw new IllegalArgumentException("threads must be between 1 and 1024, was " + threads);
        }
        for (String mode : modes) {
            if (!mode.equals("thrpt") && !mode.equals("sample")) {
                throw new IllegalArgumentException("unknown JMH mode '" + mode + "' (expected thrpt or sample)");
            }
        }
        if (forks < 1 || warmupIterations < 0 || measurementIterations < 1 || warmupSeconds <= 0 || measurementSeconds <= 0) {
            throw new IllegalArgumentException("forks, iterations and times must be positive");
        }
        return new Profile(name, List.copyOf(setups), ceiling, List.copyOf(threads), List.copyOf(modes), warmupIterations,
                warmupSeconds, measurementIterations, measurementSeconds, forks, List.copyOf(exceptionSetups),
                List.copyOf(exceptionThreads), rates, crash);
    }
}

package dev.logtune.tuner.cli;

import java.time.Duration;

/** A burst: the rate multiplied by {@code factor} for {@code length}. */
public record Burst(double factor, Duration length) {
    public double seconds() {
        return length.toNanos() / 1e9;
    }
}

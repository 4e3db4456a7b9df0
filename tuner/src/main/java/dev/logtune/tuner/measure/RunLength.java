package dev.logtune.tuner.measure;

import java.time.Duration;

/**
 * How long one run goes: a warm-up that is not recorded, then the measured window, in seconds as the harness takes
 * them.
 */
public record RunLength(double warmupSeconds, double measuredSeconds) {

    public static RunLength of(Duration warmup, Duration measured) {
        return new RunLength(warmup.toNanos() / 1e9, measured.toNanos() / 1e9);
    }
}

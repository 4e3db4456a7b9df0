package dev.logtune.tuner.measure;

import dev.logtune.support.format.Durations;
import dev.logtune.lab.run.Scenario;

import java.time.Duration;

/**
 * The most response p99 may be for verify to pass: the one given with --p99, else, where a stall or a full disk is
 * made, a default, since a fault that holds every caller for seconds is exactly what verify is asked to catch.
 *
 * @param given whether it came from --p99 rather than the default
 */
record P99Limit(Duration value, boolean given) {
    /**
     * The default under a stall or a full disk: ten times a sync file's p99 at 230k/s on the reference machine (about
     * 10 ms), and a twentieth of a 2 s stall, so a queue that absorbs the fault passes and a caller held through it fails.
     */
    static final Duration DISRUPTION_DEFAULT = Duration.ofMillis(100);

    /** The limit for a run of {@code kind}: --p99 where given, the default under a stall or full disk, else none (null). */
    static P99Limit of(Duration p99, Scenario.Kind kind) {
        if (p99 != null) {
            return new P99Limit(p99, true);
        }
        return kind == Scenario.Kind.STALL || kind == Scenario.Kind.DISK_FULL ? new P99Limit(DISRUPTION_DEFAULT, false) : null;
    }

    double micros() {
        return value.toNanos() / 1e3;
    }

    boolean exceededBy(double micros) {
        return micros > micros();
    }

    /** "the 5 ms limit (--p99)", "the default 100 ms limit for a stall or full disk (--p99 changes it)". */
    String describe() {
        return given ? "the " + Durations.brief(value) + " limit (--p99)"
                : "the default " + Durations.brief(value) + " limit for a stall or full disk (--p99 changes it)";
    }
}

package dev.logtune.benchmarks.harness;

import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RunEvidence;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * When a run did not measure the appender. A pause of the whole process stops every thread whatever the setup, so a
 * long one or many together say the run measured the JVM or the machine. The pacer's lateness says so only for the
 * control: a setup that eats the CPU makes the pacer late itself, and that lateness is the setup's cost, not noise.
 */
public final class Disturbance {
    /** The control's pacer this late at p99: the machine was busy with something else (quiet: 60 to 130 us). */
    static final double CONTROL_PACER_P99_MICROS = 1_000;

    private Disturbance() {
    }

    public static List<String> judge(boolean control, Latency pacerWake, SafepointLog.Pauses pauses, double windowSeconds) {
        List<String> reasons = new ArrayList<>();
        if (pauses.maxMillis() >= RunEvidence.MAX_PAUSE_MILLIS) {
            reasons.add(String.format(Locale.ROOT, "the JVM stood still for %.1f ms at once", pauses.maxMillis()));
        } else if (pauses.totalMillis() >= RunEvidence.MAX_PAUSED_SHARE * windowSeconds * 1000) {
            reasons.add(String.format(Locale.ROOT, "the JVM stood still for %.0f ms of the %.1f s window (%d pauses)",
                    pauses.totalMillis(), windowSeconds, pauses.count()));
        }
        if (control && pacerWake != null && pacerWake.count() > 0 && pacerWake.p99() >= CONTROL_PACER_P99_MICROS) {
            reasons.add(String.format(Locale.ROOT, "the pacer woke %.0f us late at p99 with nothing logging", pacerWake.p99()));
        }
        return reasons;
    }
}

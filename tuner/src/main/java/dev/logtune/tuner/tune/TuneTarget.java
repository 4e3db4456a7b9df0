package dev.logtune.tuner.tune;

import dev.logtune.benchmarks.format.Numbers;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.advice.QueueSizing;
import dev.logtune.tuner.advice.Target;

import java.time.Duration;
import java.util.Locale;

/**
 * What the tuned file must do.
 *
 * @param stall a disk stall queues must absorb, or null
 * @param allowDrop the most severe level that may be dropped, or null when nothing may be
 * @param maxUnflushed the longest an event may wait in the process (what a crash loses), or null for no limit
 */
record TuneTarget(double rate, int threads, Duration stall, LogLevel allowDrop, Duration maxUnflushed) {
    boolean mayDrop(LogLevel level) {
        return allowDrop != null && level.ordinal() <= allowDrop.ordinal();
    }

    /** Events a queue must hold to ride out the stall; 0 without one. */
    long queueNeeded() {
        if (stall == null) {
            return 0;
        }
        // Recommend's sizing, so tune and recommend ask the same of a queue.
        return QueueSizing.needed(new Target(rate, threads, null, allowDrop, stall, 1, null, null, maxUnflushed), Double.MAX_VALUE);
    }

    String queueReason() {
        return String.format(Locale.ROOT, "at %s events/s a %s disk stall, sized %.2fx plus %.1f s to recover, needs %s slots",
                Numbers.human(rate), human(stall), QueueSizing.STALL_OVERRUN, QueueSizing.RECOVERY_SECONDS, Numbers.count(queueNeeded()));
    }

    /** "6.7 ms": how long {@code events} last at the rate. */
    String lasts(long events) {
        return human(Duration.ofNanos(Math.round(events / rate * 1e9)));
    }

    static double seconds(Duration duration) {
        return duration.toNanos() / 1e9;
    }

    static String human(Duration duration) {
        double seconds = seconds(duration);
        if (seconds >= 120) {
            return String.format(Locale.ROOT, "%.0f min", seconds / 60);
        }
        if (seconds >= 1) {
            return trim(String.format(Locale.ROOT, "%.1f", seconds)) + " s";
        }
        if (seconds >= 1e-3) {
            return trim(String.format(Locale.ROOT, "%.1f", seconds * 1e3)) + " ms";
        }
        return trim(String.format(Locale.ROOT, "%.1f", seconds * 1e6)) + " us";
    }

    private static String trim(String number) {
        return number.endsWith(".0") ? number.substring(0, number.length() - 2) : number;
    }

    String describe() {
        return String.format(Locale.ROOT, "%s events/s over %d threads", Numbers.human(rate), threads);
    }
}

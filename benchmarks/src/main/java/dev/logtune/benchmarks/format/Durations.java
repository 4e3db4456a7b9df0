package dev.logtune.benchmarks.format;

import java.time.Duration;
import java.util.Locale;

/** Durations as the tool prints them: a run's length ("4 min 10 s") and a short span ("2 s", "6.7 ms", "40 us"). */
public final class Durations {
    private Durations() {
    }

    /** "2 min", "1.5 s", "6.7 ms", "40 us": one unit, at most one decimal. */
    public static String brief(Duration duration) {
        double seconds = seconds(duration);
        if (seconds >= 120) {
            return String.format(Locale.ROOT, "%.0f min", seconds / 60);
        }
        if (seconds >= 1) {
            return trim(seconds) + " s";
        }
        if (seconds >= 1e-3) {
            return trim(seconds * 1e3) + " ms";
        }
        return trim(seconds * 1e6) + " us";
    }

    public static double seconds(Duration duration) {
        return duration.toNanos() / 1e9;
    }

    private static String trim(double value) {
        String number = String.format(Locale.ROOT, "%.1f", value);
        return number.endsWith(".0") ? number.substring(0, number.length() - 2) : number;
    }

    /** "1 h 05 min", "4 min 10 s", "12 s". */
    public static String human(Duration duration) {
        long seconds = Math.max(0, duration.toSeconds());
        if (seconds >= 3600) {
            return String.format(Locale.ROOT, "%d h %02d min", seconds / 3600, (seconds % 3600) / 60);
        }
        if (seconds >= 60) {
            return String.format(Locale.ROOT, "%d min %02d s", seconds / 60, seconds % 60);
        }
        return seconds + " s";
    }
}

package dev.logtune.benchmarks.format;

import java.time.Duration;
import java.util.Locale;

/** "1 h 05 min", "4 min 10 s", "12 s". */
public final class Durations {
    private Durations() {
    }

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

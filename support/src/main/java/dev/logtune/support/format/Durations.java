package dev.logtune.support.format;

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

    /**
     * A latency in microseconds as people read it: "181 us", "4.5 ms", "1.9 s"; two figures below ten of a unit, whole
     * numbers above. NaN is "n/a".
     */
    public static String micros(double micros) {
        if (Double.isNaN(micros)) {
            return "n/a";
        }
        return figure(micros, unit(micros)) + " " + UNITS[unit(micros)];
    }

    /** "124-329 us", or "124 us-1.2 ms" where the ends need different units. */
    public static String microsRange(double low, double high) {
        if (Double.isNaN(low) || Double.isNaN(high)) {
            return "n/a";
        }
        return unit(low) == unit(high) ? figure(low, unit(low)) + "-" + micros(high) : micros(low) + "-" + micros(high);
    }

    private static final String[] UNITS = {"us", "ms", "s"};

    private static int unit(double micros) {
        double abs = Math.abs(micros);
        // 999.6 us prints as "1000 us" unless it moves up a unit first.
        return abs >= 999.5e3 ? 2 : abs >= 999.5 ? 1 : 0;
    }

    private static String figure(double micros, int unit) {
        double value = micros / Math.pow(1000, unit);
        return Math.abs(value) >= 10 ? String.format(Locale.ROOT, "%.0f", value) : trim(value);
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

    /** A stretch of wall time as an operator reads it: "0.8 s", "40 s", "12 min", "5.2 h", "7.0 days". */
    public static String span(double seconds) {
        if (seconds < 10) {
            return String.format(Locale.ROOT, "%.1f s", seconds);
        }
        if (seconds < 120) {
            return String.format(Locale.ROOT, "%.0f s", seconds);
        }
        if (seconds < 7_200) {
            return String.format(Locale.ROOT, "%.0f min", seconds / 60);
        }
        if (seconds < 3 * 86_400) {
            return String.format(Locale.ROOT, "%.1f h", seconds / 3_600);
        }
        return String.format(Locale.ROOT, "%.1f days", seconds / 86_400);
    }
}

package dev.logtune.tuner.lint.rules;

import dev.logtune.benchmarks.format.Durations;
import dev.logtune.benchmarks.workload.OrderWorkload;
import dev.logtune.tuner.configfile.ConfigElement;

import java.util.Locale;

/**
 * How fast an appender's file grows at the target rate, for the rolling and retention rules: the events that reach it
 * ({@link LintContext#rateAt}) times the workload's line of about 240 bytes with the standard pattern
 * ({@link OrderWorkload#LINE_BYTES}; a JSON line is longer). Rolled files are counted at their written size: gzip keeps
 * more, by a ratio that depends on the service's own lines, so a history worked out from a size cap is the least kept.
 */
record LogVolume(double eventsPerSecond, double bytesPerSecond) {
    /** The volume reaching this appender, or null without a rate. */
    static LogVolume of(LintContext context, ConfigElement appender) {
        Double rate = context.rateAt(appender);
        return rate == null ? null : new LogVolume(rate, rate * OrderWorkload.LINE_BYTES);
    }

    /** "38k events/s of about 240 bytes, 8.7 MB/s (733 GB a day)". */
    String describe() {
        return String.format(Locale.ROOT, "%s events/s of about %.0f bytes, %s/s (%s a day)", dev.logtune.benchmarks.format.Numbers.human(eventsPerSecond),
                OrderWorkload.LINE_BYTES, bytes(bytesPerSecond), bytes(bytesPerSecond * 86_400));
    }

    /** "512 KB", "8.7 MB", "733 GB", "5.1 TB". */
    static String bytes(double bytes) {
        String[] units = {"bytes", "KB", "MB", "GB", "TB", "PB"};
        int unit = 0;
        while (bytes >= 1024 && unit < units.length - 1) {
            bytes /= 1024;
            unit++;
        }
        return String.format(Locale.ROOT, bytes < 10 && unit > 0 ? "%.1f %s" : "%.0f %s", bytes, units[unit]);
    }

    /** "0.8 s", "40 s", "12 min", "5.2 h", "7.0 days": one way for lint and the emitted header alike. */
    static String span(double seconds) {
        return Durations.span(seconds);
    }
}

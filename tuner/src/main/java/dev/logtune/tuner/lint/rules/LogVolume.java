package dev.logtune.tuner.lint.rules;

import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Numbers;
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
        return String.format(Locale.ROOT, "%s events/s of about %.0f bytes, %s/s (%s a day)", Numbers.human(eventsPerSecond),
                OrderWorkload.LINE_BYTES, Bytes.scaled(bytesPerSecond), Bytes.scaled(bytesPerSecond * 86_400));
    }
}

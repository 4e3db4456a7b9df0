package dev.logtune.tuner.lint.rules;

import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.advice.LineBytes;
import dev.logtune.tuner.configfile.ConfigElement;

import java.util.Locale;

/**
 * How fast an appender's file grows at the target rate, for the rolling and retention rules: the events that reach it
 * ({@link LintContext#rateAt}) times the bytes of the benchmark's line in the appender's framework and format, as measured
 * ({@link LineBytes}: about 220 for the standard pattern, 390 to 500 for JSON). Rolled files are counted at their written size: gzip keeps
 * more, by a ratio that depends on the service's own lines, so a history worked out from a size cap is the least kept.
 */
record LogVolume(double eventsPerSecond, LineBytes line) {
    /** The volume reaching this appender, or null without a rate. */
    static LogVolume of(LintContext context, ConfigElement appender) {
        Double rate = context.rateAt(appender);
        return rate == null ? null : new LogVolume(rate, context.lineBytes(appender));
    }

    double bytesPerSecond() {
        return eventsPerSecond * line.bytes();
    }

    /** "38k events/s of about 220 bytes, 8.0 MB/s (675 GB a day)". */
    String describe() {
        return String.format(Locale.ROOT, "%s events/s of %s, %s/s (%s a day)", Numbers.human(eventsPerSecond),
                line.describe(), Bytes.scaled(bytesPerSecond()), Bytes.scaled(bytesPerSecond() * 86_400));
    }
}

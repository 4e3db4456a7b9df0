package dev.logtune.tuner.configfile.model;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;

import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * How one rolling file appender rolls and what it keeps, read from either framework ({@link RollingSetups}).
 *
 * @param appender the appender element
 * @param policy the element holding the archive pattern: Logback's {@code <rollingPolicy>}, Log4j2's appender
 * @param kind which policy names the archives
 * @param pattern the archive file name pattern, variables resolved
 * @param period the smallest unit of the pattern's {@code %d}, times a Log4j2 TimeBasedTriggeringPolicy interval in
 *     {@link #periods}; null when it has no {@code %d}
 * @param periods how many {@link #period}s one time period spans (Log4j2's {@code interval}; 1 otherwise)
 * @param timeTriggered whether it rolls when the period ends (Logback's time-based policies; Log4j2's
 *     TimeBasedTriggeringPolicy or CronTriggeringPolicy)
 * @param index whether the pattern holds {@code %i} (for Log4j2 also padded: {@code %2i}, {@code %02i})
 * @param compressed whether archives are compressed (a .gz, .zip, .bz2, .xz... pattern)
 * @param sizeTrigger the size that rolls the file, in bytes; null when size does not roll it
 * @param sizeElement where the size is set (for findings), or the appender
 * @param maxHistory Logback's {@code maxHistory} (periods kept); 0 when unset or 0, which keeps every period; null for
 *     Log4j2 and FixedWindowRollingPolicy
 * @param totalSizeCap Logback's {@code totalSizeCap} in bytes, or null when unset or 0
 * @param windowFiles how many archives an index window keeps: Logback's FixedWindowRollingPolicy (maxIndex - minIndex
 *     + 1, at most 20), Log4j2's DefaultRolloverStrategy {@code max - min + 1} (default 7) for archives of one period;
 *     null where no window applies ({@code fileIndex="nomax"}, or no {@code %i})
 * @param fileIndex Log4j2's {@code fileIndex} ("max" by default, "min", "nomax"); null for Logback
 * @param strategy Log4j2's rollover strategy element, or null
 * @param deletes Log4j2's {@code <Delete>} actions
 */
public record RollingSetup(Framework framework, ConfigElement appender, ConfigElement policy, RollingPolicy kind, String pattern, ChronoUnit period,
                           int periods, boolean timeTriggered, boolean index, boolean compressed, Long sizeTrigger,
                           ConfigElement sizeElement, Integer maxHistory, Long totalSizeCap, Integer windowFiles, String fileIndex,
                           ConfigElement strategy, List<DeleteAction> deletes) {

    public RollingSetup {
        deletes = List.copyOf(deletes);
    }

    /** The seconds one time period spans, or 0 without one. */
    public double periodSeconds() {
        return period == null ? 0 : period.getDuration().getSeconds() * (double) periods;
    }
}

package dev.logtune.configs.model;

/**
 * Log4j2's BurstFilter, context-wide: events at {@code level} and less severe pass at {@code ratePerSecond} on average,
 * with bursts of up to {@code maxBurst}; more severe events always pass. One budget for every logger and call site
 * together, so a noisy site can use up what a rare one needed, and what it drops is counted nowhere. Log4j2 only:
 * Logback has no such filter.
 *
 * <p>Its attributes: {@code level} (WARN if unset), {@code rate} (10 if unset or not positive) and {@code maxBurst}; in the
 * 2.26 code (BurstFilter.Builder.build) a {@code maxBurst} unset or not positive defaults to 100 x rate, and the filter
 * starts with that many events available.
 *
 * @param level the most severe level the filter limits; at WARN or above it throttles warnings too
 */
public record BurstLimit(LogLevel level, double ratePerSecond, long maxBurst) {
    /** Log4j2's default maxBurst, as a multiple of the rate (BurstFilter.DEFAULT_RATE_MULTIPLE). */
    public static final int DEFAULT_BURST_MULTIPLE = 100;
    /** Its element name, context-wide under {@code <Configuration>}. */
    public static final String LOG4J2_ELEMENT = "BurstFilter";

    public BurstLimit {
        if (level == null || level == LogLevel.OFF) {
            throw new InvalidSetupException(Knob.BURST_FILTER, "level must be TRACE, DEBUG, INFO, WARN or ERROR, was " + level);
        }
        if (!(ratePerSecond > 0) || Double.isInfinite(ratePerSecond)) {
            throw new InvalidSetupException(Knob.BURST_FILTER, "rate must be a positive number of events per second, was " + ratePerSecond);
        }
        if (maxBurst < 1) {
            throw new InvalidSetupException(Knob.BURST_FILTER, "maxBurst must be at least 1 event, was " + maxBurst);
        }
    }

    /** At Log4j2's default burst: 100 x the rate. */
    public BurstLimit(LogLevel level, double ratePerSecond) {
        this(level, ratePerSecond, (long) (ratePerSecond * DEFAULT_BURST_MULTIPLE));
    }

    /** Whether WARN (and so every warning) passes unlimited. */
    public boolean keepsEveryWarning() {
        return level.compareTo(LogLevel.WARN) < 0;
    }
}

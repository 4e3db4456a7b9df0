package dev.logtune.configs.model;

/**
 * One file per value of an MDC key: Logback's SiftingAppender, Log4j2's Routing appender.
 *
 * @param mdcKey the MDC key whose value picks the file
 * @param keys how many distinct values the workload spreads events over (the number of files)
 * @param maxAppenderCount Logback's cap on open per-key appenders, or null for its default (unbounded)
 */
public record SiftingSink(String mdcKey, int keys, Integer maxAppenderCount) implements Sink {
    public SiftingSink {
        if (mdcKey == null || !mdcKey.matches("[A-Za-z][A-Za-z0-9_.-]*")) {
            throw new InvalidSetupException(Knob.MDC_KEY, "must be a plain name (letters, digits, '_', '.', '-'), was '" + mdcKey + "'");
        }
        if (keys < 1) {
            throw new InvalidSetupException(Knob.SIFT_KEYS, "must be at least 1, was " + keys);
        }
        if (maxAppenderCount != null && maxAppenderCount < 1) {
            throw new InvalidSetupException(Knob.MAX_APPENDER_COUNT, "must be at least 1, was " + maxAppenderCount);
        }
    }

    @Override
    public String kind() {
        return "sifting";
    }
}

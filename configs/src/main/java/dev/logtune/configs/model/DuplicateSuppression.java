package dev.logtune.configs.model;

/**
 * Logback's DuplicateMessageFilter, a turbo filter: each message template passes its first occurrence and
 * {@code allowedRepetitions} repetitions; after that every event with the same template is dropped for as long as the
 * template stays among the {@code cacheSize} most recently seen. It keys on the format string alone and ignores the
 * level, so repeated ERRORs are dropped too, and what it drops is counted nowhere. Logback only: Log4j2 has no such filter.
 */
public record DuplicateSuppression(int allowedRepetitions, int cacheSize) {
    /** DuplicateMessageFilter's defaults: 5 repetitions, 100 templates remembered. */
    public static final DuplicateSuppression DEFAULTS = new DuplicateSuppression(5, 100);
    public static final String LOGBACK_CLASS = "ch.qos.logback.classic.turbo.DuplicateMessageFilter";

    public DuplicateSuppression {
        if (allowedRepetitions < 0) {
            throw new InvalidSetupException(Knob.DUPLICATE_FILTER, "allowedRepetitions must be 0 or more, was " + allowedRepetitions);
        }
        if (cacheSize < 1) {
            throw new InvalidSetupException(Knob.DUPLICATE_FILTER, "cacheSize must be at least 1 template, was " + cacheSize);
        }
    }
}

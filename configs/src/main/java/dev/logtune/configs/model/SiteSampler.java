package dev.logtune.configs.model;

/**
 * logtune's site budget (the {@code logtune-sampler} module): Logback's {@code SiteBudgetTurboFilter}, Log4j2's
 * context-wide {@code SiteBudgetFilter}. Every WARN and ERROR is kept; below WARN each call site (message template) keeps
 * at most {@code perSiteLimit} events a second and all sites together {@code totalLimit}, shared max-min fair so that a
 * rare site keeps everything it logs. Every {@code summaryIntervalSeconds} it logs, at INFO on the logger
 * {@value #SUMMARY_LOGGER}, how many events it dropped: volume is reduced, never silently. The sampler lets its own
 * summary through a root level above INFO unless that logger has a level of its own, so a file needs no logger for it.
 * The jar ({@code dev.logtune:logtune-sampler}) must be on the service's class path.
 */
public record SiteSampler(int perSiteLimit, int totalLimit, int summaryIntervalSeconds) {
    /** The logger the sampler writes its count of dropped events to, at INFO. */
    public static final String SUMMARY_LOGGER = "logtune.sampler";
    /** Logback's turbo filter class. */
    public static final String LOGBACK_CLASS = "dev.logtune.sampler.logback.SiteBudgetTurboFilter";
    /** Log4j2's filter plugin, by its element name. */
    public static final String LOG4J2_ELEMENT = "SiteBudgetFilter";

    public SiteSampler {
        if (perSiteLimit < 1) {
            throw new InvalidSetupException(Knob.SAMPLER, "perSiteLimit must be at least 1 event per second, was " + perSiteLimit);
        }
        if (totalLimit < 1) {
            throw new InvalidSetupException(Knob.SAMPLER, "totalLimit must be at least 1 event per second, was " + totalLimit);
        }
        if (perSiteLimit > totalLimit) {
            throw new InvalidSetupException(Knob.SAMPLER, "perSiteLimit (" + perSiteLimit + ") cannot exceed totalLimit ("
                    + totalLimit + "): one site would be allowed more than all sites together");
        }
        if (summaryIntervalSeconds < 1) {
            throw new InvalidSetupException(Knob.SAMPLER, "summaryIntervalSeconds must be at least 1, was " + summaryIntervalSeconds);
        }
    }
}

package dev.logtune.sampler;

import java.time.Duration;

/**
 * What a service grants its logging below WARN.
 *
 * @param perSiteLimit    events per second at most for one call site (one message template)
 * @param totalLimit      events per second over all sites, shared max-min fair between them; enforced from the last
 *                        window's demand, so it may be overshot within a window in which demand shifts
 * @param maxSites        templates tracked one by one; past it, new templates share one bucket, because a service
 *                        that concatenates strings makes every message a template of its own
 * @param summaryInterval how often, at most, the summary of what was dropped is logged (checked at a window's roll)
 */
public record BudgetSettings(int perSiteLimit, int totalLimit, int maxSites, Duration summaryInterval) {
    public static final int DEFAULT_MAX_SITES = 2048;
    public static final Duration DEFAULT_SUMMARY_INTERVAL = Duration.ofSeconds(10);

    public BudgetSettings {
        if (perSiteLimit < 1) {
            throw new IllegalArgumentException("perSiteLimit must be at least 1 event per second, was " + perSiteLimit);
        }
        if (totalLimit < 1) {
            throw new IllegalArgumentException("totalLimit must be at least 1 event per second, was " + totalLimit);
        }
        if (maxSites < 1) {
            throw new IllegalArgumentException("maxSites must be at least 1, was " + maxSites);
        }
        if (summaryInterval == null || summaryInterval.isNegative() || summaryInterval.isZero()) {
            throw new IllegalArgumentException("summaryInterval must be positive, was " + summaryInterval);
        }
    }

    /** The defaults for everything but the two limits. */
    public static BudgetSettings of(int perSiteLimit, int totalLimit) {
        return new BudgetSettings(perSiteLimit, totalLimit, DEFAULT_MAX_SITES, DEFAULT_SUMMARY_INTERVAL);
    }

    public BudgetSettings withMaxSites(int sites) {
        return new BudgetSettings(perSiteLimit, totalLimit, sites, summaryInterval);
    }

    public BudgetSettings withSummaryInterval(Duration interval) {
        return new BudgetSettings(perSiteLimit, totalLimit, maxSites, interval);
    }
}

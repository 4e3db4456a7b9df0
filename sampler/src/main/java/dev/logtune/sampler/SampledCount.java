package dev.logtune.sampler;

/**
 * What the sampler kept and dropped, since it started, for one call site, logger and level.
 *
 * @param template the message template, or {@link SiteBudget#UNTRACKED} for templates past maxSites
 * @param logger   the logger's name, or {@code <other loggers>} past the loggers one site counts one by one
 */
public record SampledCount(String template, String logger, SampledLevel level, long kept, long dropped) {
}

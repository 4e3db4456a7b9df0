package dev.logtune.sampler;

/**
 * One call site's line in a summary: what it dropped since the summary before.
 *
 * @param template  the message template, {@link SiteBudget#UNTRACKED} for the bucket of templates past maxSites; cut
 *                  to {@link SamplerSummary#MAX_TEMPLATE_CHARS} characters in the line, and then {@code truncated}
 * @param truncated whether the line carried only the template's beginning
 * @param logger    the logger that dropped most at the site
 * @param dropped   events dropped at the site since the summary before, exactly
 */
public record SiteDrops(String template, boolean truncated, String logger, long dropped) {
}

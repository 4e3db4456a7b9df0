package dev.logtune.lab.audit;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One call site's account in a service-workload run, written as a compact array in results:
 * {@code [site, logger, level, calls, enabled, written, droppedCounted, droppedUncounted, lost]}.
 *
 * @param site             the site's index in {@code ServiceWorkload.sites()}
 * @param calls            logging calls made at the site
 * @param enabled          of those, the calls its logger's level let through (all or none: one level per site)
 * @param written          distinct events of the site found whole in the output
 * @param droppedCounted   dropped by design and counted: what the sampler's summaries say it dropped here
 * @param droppedUncounted dropped by design, silently: by a filter the setup says drops without counting
 *                         (BurstFilter, DuplicateMessageFilter), the enabled calls neither written nor counted
 * @param lost             missing with nothing to account for them
 */
@JsonFormat(shape = JsonFormat.Shape.ARRAY)
@JsonPropertyOrder({"site", "logger", "level", "calls", "enabled", "written", "droppedCounted", "droppedUncounted", "lost"})
public record SiteRow(int site, String logger, String level, long calls, long enabled, long written, long droppedCounted,
                      long droppedUncounted, long lost) {

    /** Enabled events neither written nor counted as dropped. */
    public long missing() {
        return Math.max(0, enabled - written);
    }

    /** WARN or ERROR: what no reduction may drop. */
    public boolean severe() {
        return level.equals("WARN") || level.equals("ERROR");
    }
}

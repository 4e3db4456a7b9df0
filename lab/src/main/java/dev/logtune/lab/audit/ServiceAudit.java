package dev.logtune.lab.audit;

import java.util.List;

/**
 * A service-workload run's account of its events, site by site and in all: calls, what the levels let through, what was
 * written, what was dropped by design (by a per-logger level, by a filter that counts nothing, or counted by the
 * sampler's summaries) and what was lost. A WARN or ERROR that the service's level (its root logger's) enables and the
 * output lacks is never quiet: it is counted in {@link #warnErrorMissing}, whatever dropped it, a per-logger level set
 * to OFF included.
 *
 * @param silentFilter     the filter the setup declares that drops without counting (BurstFilter,
 *                         DuplicateMessageFilter), or null: only with one are enabled events missing "dropped silently"
 * @param enabled          calls the loggers' own levels let through
 * @param droppedByLevel   calls the root's level lets through and the site's own logger's level does not: dropped by
 *                         design, by per-logger levels (counted in {@code droppedUncounted} too, site by site)
 * @param droppedCounted   dropped by design, counted by the sampler's summaries
 * @param droppedUncounted dropped by design and counted nowhere: by a per-logger level, or by the silent filter
 * @param queueDiscarded   dropped by the async stage's configured policy, counted by the counting classes
 * @param lost             enabled events missing with nothing to account for them
 * @param warnErrorEnabled WARN and ERROR calls the root's level (or the site's own logger) lets through
 * @param warnErrorMissing of those, the ones the output lacks, dropped by design or lost
 * @param samplerSummaries summary lines the output held; {@code samplerUnreadable} lines that did not parse
 * @param samplerDropped   the summaries' dropped, added up; {@code samplerKept} their kept
 * @param samplerUnattributed counted drops at no site the account could name
 * @param snapshotDropped  what the sampler's own counters said it dropped, read in the run's JVM before it stopped;
 *                         null where the setup has no sampler
 * @param bytesPerSecond   what the setup writes at the run's rate: the log directory's bytes after the run per call,
 *                         times the rate; null until the run adds it
 * @param sites            per site, in index order
 */
public record ServiceAudit(String silentFilter, long calls, long enabled, long written, long droppedByLevel,
                           long droppedCounted, long droppedUncounted, long queueDiscarded, long lost,
                           long warnErrorEnabled, long warnErrorWritten, long warnErrorMissing, long infoEnabled,
                           long infoWritten, int samplerSummaries, int samplerUnreadable, long samplerDropped,
                           long samplerKept, long samplerUnattributed, Long snapshotDropped, Double bytesPerSecond,
                           Verdict verdict, List<SiteRow> sites) {

    public ServiceAudit {
        sites = sites == null ? List.of() : List.copyOf(sites);
    }

    /** The same account with what the setup wrote per second at the run's rate. */
    public ServiceAudit withBytesPerSecond(Double perSecond) {
        return new ServiceAudit(silentFilter, calls, enabled, written, droppedByLevel, droppedCounted, droppedUncounted,
                queueDiscarded, lost, warnErrorEnabled, warnErrorWritten, warnErrorMissing, infoEnabled, infoWritten, samplerSummaries,
                samplerUnreadable, samplerDropped, samplerKept, samplerUnattributed, snapshotDropped, perSecond, verdict, sites);
    }

    /**
     * Dropped by design in all: by per-logger levels, counted by the sampler, silently by a declared filter, and by the
     * queue's policy.
     */
    public long discarded() {
        long missing = Math.max(0, enabled - written);
        return droppedByLevel + Math.max(0, missing - lost);
    }

    /**
     * The run's totals as the loss audit every record carries: expected is what the loggers' levels enabled, discarded
     * everything dropped by design (per-logger levels included), lost what nothing accounts for.
     */
    public LossAudit totals() {
        return new LossAudit(calls, enabled, written, discarded(), lost, verdict);
    }

    /** Whether the sampler's summaries and its own counters disagree: the counted drops are then in doubt. */
    public boolean samplerDisagrees() {
        return snapshotDropped != null && snapshotDropped != samplerDropped;
    }
}

package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.ServiceSite;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.configs.model.LogLevel;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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

    /** What the sampler's own counters held when the run's JVM read them, per template; null for no sampler. */
    public record Snapshot(long dropped, Map<String, Long> droppedByTemplate) {
        public Snapshot {
            droppedByTemplate = Map.copyOf(droppedByTemplate);
        }
    }

    /**
     * The account of a run.
     *
     * @param calls       calls per site, by index
     * @param enabled     whether each site's own logger let its level through
     * @param rootEnabled whether the root logger lets each site's level through: the level the service runs at
     * @param written     distinct events found per site
     * @param counted     what the sampler's summaries in the output counted
     * @param snapshot    the sampler's own counts, or null where there is no sampler
     * @param silentFilter the silent filter the setup declares, or null
     * @param queueDiscarded drops the async stage's policy counted
     * @param queueDropsByDesign whether the async stage is configured to drop
     */
    public static ServiceAudit of(long[] calls, boolean[] enabled, boolean[] rootEnabled, long[] written,
                                  SamplerCounts counted, Snapshot snapshot, String silentFilter, long queueDiscarded,
                                  boolean queueDropsByDesign) {
        List<ServiceSite> sites = ServiceWorkload.sites();
        List<String> templates = sites.stream().map(ServiceSite::template).toList();
        // The summaries decide what was counted; where the sampler's own counters agree with them in all, they also
        // name the site of every drop, those past the ten sites a line names included.
        boolean bySnapshot = snapshot != null && snapshot.dropped() == counted.dropped();
        List<SiteRow> rows = new ArrayList<>();
        long sumCalls = 0;
        long sumEnabled = 0;
        long sumWritten = 0;
        long byLevel = 0;
        long attributed = 0;
        long uncounted = 0;
        long lostAtSites = 0;
        long severeExpected = 0;
        long severeWritten = 0;
        long severeMissing = 0;
        long infoEnabled = 0;
        long infoWritten = 0;
        boolean overcount = false;
        for (ServiceSite site : sites) {
            int s = site.index();
            long en = enabled[s] ? calls[s] : 0;
            long w = written[s];
            overcount |= w > en;
            long levelDropped = rootEnabled[s] && !enabled[s] ? calls[s] : 0;
            long missing = Math.max(0, en - w);
            long dropped = bySnapshot ? snapshot.droppedByTemplate().getOrDefault(site.template(), 0L)
                    : counted.droppedAt(site.template(), templates);
            long filtered = silentFilter == null ? 0 : Math.max(0, missing - dropped);
            long lost = Math.max(0, missing - dropped - filtered);
            rows.add(new SiteRow(s, site.logger(), site.level().name(), calls[s], en, w, dropped, levelDropped + filtered, lost));
            sumCalls += calls[s];
            sumEnabled += en;
            sumWritten += w;
            byLevel += levelDropped;
            attributed += dropped;
            uncounted += levelDropped + filtered;
            lostAtSites += lost;
            if (site.severe()) {
                long expected = en + levelDropped;
                severeExpected += expected;
                severeWritten += Math.min(w, expected);
                severeMissing += Math.max(0, expected - w);
            } else if (site.level() == LogLevel.INFO) {
                infoEnabled += en;
                infoWritten += Math.min(w, en);
            }
        }
        long unattributed = Math.max(0, counted.dropped() - attributed);
        // Counted drops the account could name no site for still account for missing events, just at no named site.
        long lost = Math.max(0, lostAtSites - unattributed);
        long byQueue = queueDropsByDesign ? Math.min(queueDiscarded, lost) : 0;
        lost -= byQueue;
        long missing = Math.max(0, sumEnabled - sumWritten);
        Verdict verdict = overcount ? Verdict.OVERCOUNT : missing == 0 && byLevel == 0 ? Verdict.COMPLETE
                : lost == 0 ? Verdict.DROPPED : Verdict.LOSSY;
        return new ServiceAudit(silentFilter, sumCalls, sumEnabled, sumWritten, byLevel, counted.dropped(), uncounted,
                queueDiscarded, lost, severeExpected, severeWritten, severeMissing, infoEnabled, infoWritten,
                counted.summaries(), counted.unreadable(), counted.dropped(), counted.kept(), unattributed,
                snapshot == null ? null : snapshot.dropped(), null, verdict, rows);
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

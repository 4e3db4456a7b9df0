package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.ServiceSite;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.lab.audit.ServiceAudit;
import dev.logtune.lab.audit.SiteRow;
import dev.logtune.lab.audit.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Tallies a service-workload run into the {@link ServiceAudit} its record carries: it knows the workload's sites and
 * reads the sampler's summaries, which the results format does not.
 */
public final class ServiceTally {

    private ServiceTally() {
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
}

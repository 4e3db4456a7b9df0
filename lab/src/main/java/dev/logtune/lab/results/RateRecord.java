package dev.logtune.lab.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.logtune.lab.audit.ServiceAudit;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.run.Callers;
import dev.logtune.lab.run.Workload;

import java.util.List;

/**
 * One open-loop measurement: a setup driven at a fixed total rate by a number of threads, response time counted
 * from each event's scheduled start.
 *
 * @param scenario {@code steady}, {@code burst}, {@code stall} or {@code slow-reader}, with its parameters in {@code detail}
 * @param held whether the setup kept up: its backlog was worked off by the end of the window. Where the run's
 *     evidence is recorded it decides ({@link ScheduleLag}), so a file written under an older rule reads the same
 * @param response latency from scheduled start to the call's return (what a service's request sees)
 * @param service latency from actual start to return (the call alone)
 * @param baseline the no-logging baseline's response latency at the same rate and threads, measured the same way
 * @param pacerLateness how late the baseline's calls started against their schedule: the harness's own error
 * @param maxBlockedMillis the longest any single call took
 * @param maxQueueDepth the deepest the async queue got, where the framework exposes it (-1 where not)
 * @param block which repetition of the point this run belongs to (1-based; 0 in results from before repetitions)
 * @param evidence the run's own evidence: pacer, pauses, schedule lag, heap; null in older results
 * @param session the sitting the run was made in (a sweep's run directory, a measurement's start): blocks are
 *     interleaved only within one, so runs are paired only within one; null in older results until merged
 * @param diskFull with a full disk: what the setup did while full and after; null otherwise
 * @param workload what the run logged: null for the order router's event (every record from before workloads),
 *     {@code service} for the service workload's sites. Runs of different workloads are different points
 * @param serviceAudit with the service workload: each site's calls, enabled, written, dropped (counted or silently)
 *     and lost, with their totals; null otherwise. Then {@code written} counts every site's events, {@code discarded}
 *     what was dropped by design in all, and {@code lost} what nothing accounts for
 */
public record RateRecord(String setup, String scenario, String detail, int threads, double targetRate, double seconds,
                         double achievedRate, boolean held, Latency response, Latency service, Latency baseline,
                         Latency pacerLateness, double maxBlockedMillis, long maxQueueDepth, long queueCapacity,
                         long calls, long written, long discarded, long lost, Verdict verdict, String note,
                         int block, RunEvidence evidence, String session, DiskFullRecord diskFull, String workload,
                         ServiceAudit serviceAudit,
                         // Absent, not null, in the reference's own runs: the shipped results file holds thousands.
                         @JsonInclude(JsonInclude.Include.NON_NULL) String callers,
                         @JsonInclude(JsonInclude.Include.NON_NULL) BystanderRecord bystanders) {

    public RateRecord {
        held = held && (evidence == null || ScheduleLag.held(evidence, seconds));
        // The orders workload is recorded as no workload, so a record reads the same whichever way it was made.
        workload = workload == null || workload.isEmpty() ? null : Workload.fromId(workload).recorded();
        // The reference's own runs (platform threads, no bystanders) name no callers.
        callers = callers == null || callers.isEmpty() ? null : Callers.fromId(callers).id();
    }

    /** A run of platform-thread callers. */
    public RateRecord(String setup, String scenario, String detail, int threads, double targetRate, double seconds,
                      double achievedRate, boolean held, Latency response, Latency service, Latency baseline,
                      Latency pacerLateness, double maxBlockedMillis, long maxQueueDepth, long queueCapacity,
                      long calls, long written, long discarded, long lost, Verdict verdict, String note,
                      int block, RunEvidence evidence, String session, DiskFullRecord diskFull, String workload,
                      ServiceAudit serviceAudit) {
        this(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service, baseline,
                pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost, verdict, note,
                block, evidence, session, diskFull, workload, serviceAudit, null, null);
    }

    /** A run of the orders workload, with or without a full disk. */
    public RateRecord(String setup, String scenario, String detail, int threads, double targetRate, double seconds,
                      double achievedRate, boolean held, Latency response, Latency service, Latency baseline,
                      Latency pacerLateness, double maxBlockedMillis, long maxQueueDepth, long queueCapacity,
                      long calls, long written, long discarded, long lost, Verdict verdict, String note,
                      int block, RunEvidence evidence, String session, DiskFullRecord diskFull) {
        this(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service, baseline,
                pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost, verdict, note,
                block, evidence, session, diskFull, null, null);
    }

    /** A run with no full disk. */
    public RateRecord(String setup, String scenario, String detail, int threads, double targetRate, double seconds,
                      double achievedRate, boolean held, Latency response, Latency service, Latency baseline,
                      Latency pacerLateness, double maxBlockedMillis, long maxQueueDepth, long queueCapacity,
                      long calls, long written, long discarded, long lost, Verdict verdict, String note,
                      int block, RunEvidence evidence, String session) {
        this(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service, baseline,
                pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost, verdict, note,
                block, evidence, session, null);
    }

    /** The same run with what it did while the disk was full. */
    public RateRecord withDiskFull(DiskFullRecord record) {
        return new RateRecord(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service,
                baseline, pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost,
                verdict, note, block, evidence, session, record, workload, serviceAudit, callers, bystanders);
    }

    /** A point that was not measured (skipped, failed): recorded with why, no figures, never held. */
    public static RateRecord unmeasured(String setup, String scenario, String detail, int threads, double rate, String note) {
        return new RateRecord(setup, scenario, detail, threads, rate, 0, 0, false, null, null, null, null, 0, -1, 0, 0, 0, 0, 0,
                null, note, 0, null, null);
    }

    /** The no-logging control of the same block beside this run. */
    public RateRecord withBaseline(Latency baselineResponse, Latency baselinePacer) {
        return new RateRecord(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service,
                baselineResponse, baselinePacer, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded,
                lost, verdict, note, block, evidence, session, diskFull, workload, serviceAudit, callers, bystanders);
    }

    public RateRecord withBlock(int index) {
        return new RateRecord(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service,
                baseline, pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost,
                verdict, note, index, evidence, session, diskFull, workload, serviceAudit, callers, bystanders);
    }

    public RateRecord withEvidence(RunEvidence runEvidence) {
        return new RateRecord(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service,
                baseline, pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost,
                verdict, note, block, runEvidence, session, diskFull, workload, serviceAudit, callers, bystanders);
    }

    /** The same run with another note: the launcher adds what it saw, a stall it made, to the run's own. */
    public RateRecord withNote(String text) {
        return new RateRecord(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service,
                baseline, pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost,
                verdict, text, block, evidence, session, diskFull, workload, serviceAudit, callers, bystanders);
    }

    /** The same run, marked as made in {@code id}'s sitting: only runs of one session were interleaved. */
    public RateRecord inSession(String id) {
        return new RateRecord(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service,
                baseline, pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost,
                verdict, note, block, evidence, id, diskFull, workload, serviceAudit, callers, bystanders);
    }

    /**
     * Whether the run's pacer spun within its bound (its evidence records the spin). Earlier runs spun 50 us before
     * every deadline, which at high rates took the CPU a setup's own writer thread needed; where runs of the bounded
     * pacer measured a point, they supersede those.
     */
    public boolean boundedPacer() {
        return evidence != null && evidence.pacerSpinNanos() != null;
    }

    /** The runs of the bounded pacer where there are any, else all: a corrected harness supersedes the older one. */
    public static List<RateRecord> ofCurrentPacer(List<RateRecord> runs) {
        List<RateRecord> bounded = runs.stream().filter(RateRecord::boundedPacer).toList();
        return bounded.isEmpty() ? runs : bounded;
    }

    /** Whether this run's own evidence says it did not measure the setup alone. */
    public boolean disturbed() {
        return evidence != null && evidence.disturbed();
    }

    /** Whether this is the no-logging control of its block rather than a setup. */
    public boolean isControl() {
        return HarnessLabels.CONTROL.equals(setup);
    }

    /** The same run, as a run of {@code kind} (the orders workload is recorded as none). */
    public RateRecord withWorkload(Workload kind) {
        return new RateRecord(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service,
                baseline, pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost,
                verdict, note, block, evidence, session, diskFull, kind.recorded(), serviceAudit, callers, bystanders);
    }

    /** The same run with its per-site account. */
    public RateRecord withServiceAudit(ServiceAudit audit) {
        return new RateRecord(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service,
                baseline, pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost,
                verdict, note, block, evidence, session, diskFull, workload, audit, callers, bystanders);
    }

    /** The same run, as made by {@code kind} of thread, with what its bystanders did (null where it had none). */
    public RateRecord withCallers(Callers kind, BystanderRecord beside) {
        return new RateRecord(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service,
                baseline, pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost,
                verdict, note, block, evidence, session, diskFull, workload, serviceAudit, kind.id(), beside);
    }

    /**
     * The same run read as one of the reference's own points (it names no callers): for a reader that answers a
     * service of this run's kind of thread from its runs alone. Its bystanders stay.
     */
    public RateRecord asReferencePoint() {
        return new RateRecord(setup, scenario, detail, threads, targetRate, seconds, achievedRate, held, response, service,
                baseline, pacerLateness, maxBlockedMillis, maxQueueDepth, queueCapacity, calls, written, discarded, lost,
                verdict, note, block, evidence, session, diskFull, workload, serviceAudit, null, bystanders);
    }

    /** What kind of thread made the calls; the reference's own runs name none and were platform threads. */
    public Callers callersKind() {
        return callers == null ? Callers.PLATFORM : Callers.fromId(callers);
    }

    /** What the run logged; records from before workloads logged the orders workload. */
    public Workload workloadKind() {
        return Workload.fromId(workload);
    }

    /**
     * Whether the run is one of the reference's own of {@code kind}: runs of different workloads are never read as one
     * point, and runs that name their callers (beside bystanders) only where {@link #of} asks for them.
     */
    public boolean ofWorkload(Workload kind) {
        return workloadKind() == kind && callers == null;
    }

    /** Whether the run logged {@code kind} from {@code by} threads beside bystanders; null {@code by}: the reference's own. */
    public boolean of(Workload kind, Callers by) {
        return workloadKind() == kind && (by == null ? callers == null : by.id().equals(callers));
    }

    /** WARN and ERROR events the level enabled and the output lacks (service workload); 0 where not audited per site. */
    public long warnErrorMissing() {
        return serviceAudit == null ? 0 : serviceAudit.warnErrorMissing();
    }

    /** The point this run measured: same setup, scenario, rate, threads and workload. */
    public String pointKey() {
        return setup + " " + scenario + (detail == null || detail.isEmpty() ? "" : " " + detail) + " "
                + Math.round(targetRate) + "/s x" + threads + (workload == null ? "" : " [" + workload + "]")
                + (callers == null ? "" : " [" + callers + "]");
    }
}

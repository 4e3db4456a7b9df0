package dev.logtune.benchmarks.results;

import dev.logtune.benchmarks.audit.LossAudit;
import dev.logtune.benchmarks.audit.Verdict;

/**
 * The loss audit of one JMH fork, as the fork writes it and the results file keeps it.
 *
 * @param benchmark the JMH benchmark's full name
 * @param setup the matrix setup id, or {@code raw-write} for the ceiling
 * @param mode the JMH mode ({@code thrpt}, {@code sample})
 * @param drainMillis how long the queue took to empty after the last call
 */
public record TrialAudit(String benchmark, String setup, String message, int threads, String mode, int fork,
                         long calls, long expected, long written, long discarded, long lost, Verdict verdict,
                         long drainMillis) {

    public static TrialAudit of(String benchmark, String setup, String message, int threads, String mode,
                                LossAudit audit, long drainMillis) {
        return new TrialAudit(benchmark, setup, message, threads, mode, 0, audit.calls(), audit.expected(),
                audit.written(), audit.discarded(), audit.lost(), audit.verdict(), drainMillis);
    }

    public TrialAudit withFork(int index) {
        return new TrialAudit(benchmark, setup, message, threads, mode, index, calls, expected, written, discarded, lost,
                verdict, drainMillis);
    }

    public LossAudit lossAudit() {
        return new LossAudit(calls, expected, written, discarded, lost, verdict);
    }
}

package dev.logtune.lab.results;

import dev.logtune.lab.audit.LossAudit;
import dev.logtune.lab.audit.Verdict;

import java.util.List;

/**
 * The loss audit of one JMH fork, as the fork writes it and the results file keeps it.
 *
 * @param benchmark the JMH benchmark's full name
 * @param setup the matrix setup id, or {@code raw-write} for the ceiling
 * @param mode the JMH mode ({@code thrpt}, {@code sample})
 * @param drainMillis how long the queue took to empty after the last call
 * @param windowMillis from the end of the trial's setup to the start of its teardown: the fork's own window of calls,
 *                     warm-up included. 0 where it was not recorded: files written before it existed read as 0
 *                     (Jackson's default for a missing long), and so does a benchmark that does not time itself
 * @param missing the first ids of the lost events, where they could be named (see {@code MissingEvents}); empty
 *                otherwise, and in files written before it existed
 */
public record TrialAudit(String benchmark, String setup, String message, int threads, String mode, int fork,
                         long calls, long expected, long written, long discarded, long lost, Verdict verdict,
                         long drainMillis, long windowMillis, List<Long> missing) {

    public TrialAudit {
        missing = missing == null ? List.of() : List.copyOf(missing);
    }

    /** An audit whose fork did not time its window. */
    public static TrialAudit of(String benchmark, String setup, String message, int threads, String mode,
                                LossAudit audit, long drainMillis) {
        return of(benchmark, setup, message, threads, mode, audit, drainMillis, 0, List.of());
    }

    public static TrialAudit of(String benchmark, String setup, String message, int threads, String mode,
                                LossAudit audit, long drainMillis, long windowMillis, List<Long> missing) {
        return new TrialAudit(benchmark, setup, message, threads, mode, 0, audit.calls(), audit.expected(),
                audit.written(), audit.discarded(), audit.lost(), audit.verdict(), drainMillis, windowMillis, missing);
    }

    public TrialAudit withFork(int index) {
        return new TrialAudit(benchmark, setup, message, threads, mode, index, calls, expected, written, discarded, lost,
                verdict, drainMillis, windowMillis, missing);
    }

    public LossAudit lossAudit() {
        return new LossAudit(calls, expected, written, discarded, lost, verdict);
    }
}

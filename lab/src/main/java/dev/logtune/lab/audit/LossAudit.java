package dev.logtune.lab.audit;

/**
 * Every trial's account of its events.
 *
 * @param calls logging calls made
 * @param expected events the level lets through (calls, or 0 when the setup's level filters them)
 * @param written events found in the output after the context was drained and stopped
 * @param discarded events the framework's configured policy dropped, as counted by the counting classes
 * @param lost events missing with no configured policy to account for them
 */
public record LossAudit(long calls, long expected, long written, long discarded, long lost, Verdict verdict) {

    /**
     * @param dropsByDesign whether the setup is configured to drop (a discarding threshold, neverBlock, Discard)
     */
    public static LossAudit of(long calls, long expected, long written, long discarded, boolean dropsByDesign) {
        if (written > expected) {
            return new LossAudit(calls, expected, written, discarded, 0, Verdict.OVERCOUNT);
        }
        long missing = expected - written;
        long explained = dropsByDesign ? Math.min(discarded, missing) : 0;
        long lost = missing - explained;
        Verdict verdict;
        if (missing == 0) {
            verdict = Verdict.COMPLETE;
        } else if (lost == 0) {
            verdict = Verdict.DROPPED;
        } else {
            verdict = Verdict.LOSSY;
        }
        return new LossAudit(calls, expected, written, discarded, lost, verdict);
    }

    /** The share of expected events that reached the output, 1 when none were expected. */
    public double deliveredFraction() {
        return expected == 0 ? 1.0 : (double) written / expected;
    }

    public LossAudit plus(LossAudit other) {
        return new LossAudit(calls + other.calls, expected + other.expected, written + other.written,
                discarded + other.discarded, lost + other.lost, worse(verdict, other.verdict));
    }

    private static Verdict worse(Verdict a, Verdict b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }
}

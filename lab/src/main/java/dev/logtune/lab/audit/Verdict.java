package dev.logtune.lab.audit;

/** What a trial's loss audit concluded. */
public enum Verdict {
    /** Every event that was logged reached the output. */
    COMPLETE,
    /** Events were dropped, each counted by the configured discard policy; the delivered rate is what counts. */
    DROPPED,
    /** Events went missing that no configured policy accounts for: the trial is invalid as a speed. */
    LOSSY,
    /** More events in the output than were logged: the audit itself is broken, the trial is invalid. */
    OVERCOUNT;

    /** Whether the trial's speed may be reported. */
    public boolean valid() {
        return this == COMPLETE || this == DROPPED;
    }
}

package dev.logtune.tuner.recommend;

import dev.logtune.lab.reading.Interval;

/**
 * A setup as the measurement race on this machine left it: its runs summarised like a sweep's point.
 *
 * @param role "candidate"; "reference" for Logback's default FileAppender, measured to compare against and never
 *     picked; "control" for the no-logging runs of the same rounds
 * @param runs runs made, one a round while it stood (failed ones included)
 * @param disturbed runs whose own evidence says they did not measure the setup alone
 * @param held every run kept up with the schedule; without it there are no response figures
 * @param p99 median response p99 over its runs, microseconds, with its 95% interval; null when not held
 * @param dropShare events a configured policy dropped, as a share of calls
 * @param level still standing at the end and not separated from the leader: one of the setups the pick came from
 * @param droppedOutAt the round it left the race; 0 when it stood to the end
 * @param note why it dropped out, or where it stands ("leader", "level with the leader"); for the control, how the
 *     race ended
 */
public record MeasuredCandidate(String setup, String role, int runs, int disturbed, boolean held, Interval p99,
                                Interval p999, long lost, double dropShare, boolean level, int droppedOutAt, String note) {
    static final String CANDIDATE = "candidate";
    static final String REFERENCE = "reference";
    static final String CONTROL = "control";

    /** Stood to the end, kept up, lost nothing: a setup the measurement can vouch for. */
    public boolean qualifies() {
        return droppedOutAt == 0 && held && p99 != null && lost == 0;
    }
}

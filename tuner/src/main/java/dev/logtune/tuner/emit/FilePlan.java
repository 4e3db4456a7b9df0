package dev.logtune.tuner.emit;

import dev.logtune.tuner.volume.History;
import dev.logtune.tuner.volume.Volume;

/**
 * How the file written for a service keeps its history: rolling (the default), sized to {@code rate} within
 * {@code budgetBytes}, or one plain file for a host that rotates it.
 *
 * @param rate events/s the file is written for, or null where none was given (the measured roll size is kept)
 * @param measuredAt events/s of the runs the figures come from, or null where none
 * @param history the history the file must keep, or null where none was named
 * @param kept the lines the file writes where a plan logs less than the rate (every WARN and ERROR and a budget below
 *     WARN, compressed as the plan counts them), or null where it writes the whole rate
 * @param linesFrom what {@code kept}'s line bytes and compression were measured on, or null where nothing is kept
 */
public record FilePlan(boolean plainFile, Double rate, long budgetBytes, Double measuredAt, History history, Volume kept,
                       String linesFrom) {
    public FilePlan {
        if (budgetBytes <= 0) {
            throw new IllegalArgumentException("the disk budget must be above zero");
        }
    }

    public FilePlan(boolean plainFile, Double rate, long budgetBytes, Double measuredAt) {
        this(plainFile, rate, budgetBytes, measuredAt, null, null, null);
    }

    /** A rolling file with the default budget, for {@code rate} (or none). */
    public static FilePlan rolling(Double rate) {
        return new FilePlan(false, rate, RollSizing.DEFAULT_BUDGET, null);
    }
}

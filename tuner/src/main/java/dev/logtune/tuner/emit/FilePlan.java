package dev.logtune.tuner.emit;

/**
 * How the file written for a service keeps its history: rolling (the default), sized to {@code rate} within
 * {@code budgetBytes}, or one plain file for a host that rotates it.
 *
 * @param rate events/s the file is written for, or null where none was given (the measured roll size is kept)
 * @param measuredAt events/s of the runs the figures come from, or null where none
 */
public record FilePlan(boolean plainFile, Double rate, long budgetBytes, Double measuredAt) {
    public FilePlan {
        if (budgetBytes <= 0) {
            throw new IllegalArgumentException("the disk budget must be above zero");
        }
    }

    /** A rolling file with the default budget, for {@code rate} (or none). */
    public static FilePlan rolling(Double rate) {
        return new FilePlan(false, rate, RollSizing.DEFAULT_BUDGET, null);
    }
}

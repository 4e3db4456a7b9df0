package dev.logtune.lab.results;

/** Names results use for runs that are not a matrix setup: the open-loop control and the JMH ceiling. */
public final class HarnessLabels {
    /** The no-logging control: the same schedule, no logging call. */
    public static final String CONTROL = "baseline";
    /** The raw-write ceiling's name in results, where a setup's id would be. */
    public static final String CEILING = "raw-write";
    /** How an open-loop point begins its note when the setup was not run there: it did not hold a lower rate. */
    public static final String NOT_HELD_BELOW = "skipped: it did not hold a lower rate";

    private HarnessLabels() {
    }
}

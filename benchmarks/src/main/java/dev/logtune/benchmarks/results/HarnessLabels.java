package dev.logtune.benchmarks.results;

/** Names results use for runs that are not a matrix setup: the open-loop control and the JMH ceiling. */
public final class HarnessLabels {
    /** The no-logging control: the same schedule, no logging call. */
    public static final String CONTROL = "baseline";
    /** The raw-write ceiling's name in results, where a setup's id would be. */
    public static final String CEILING = "raw-write";

    private HarnessLabels() {
    }
}

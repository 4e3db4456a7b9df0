package dev.logtune.benchmarks.results;

/** Names the open-loop results use for runs that are not a matrix setup. */
public final class HarnessLabels {
    /** The no-logging control: the same schedule, no logging call. */
    public static final String CONTROL = "baseline";

    private HarnessLabels() {
    }
}

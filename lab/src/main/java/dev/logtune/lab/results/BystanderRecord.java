package dev.logtune.lab.results;

/**
 * What the threads of a run that never log did beside the callers: each wakes on a fixed period and does a moment's
 * work, as the service's other requests do. A tick that comes round while its thread still waits for the last is
 * skipped, not worked through later, so {@link #progress} is the share of the service's other work that got done. Where
 * logging holds the carriers of a virtual-thread service (pinned, or blocked in a write the JVM cannot unmount), the
 * bystanders stop with it; on platform threads they do not.
 *
 * @param threads how many bystanders, of the run's kind of thread
 * @param periodMillis how often each wakes
 * @param due ticks scheduled in the measured window, over all bystanders
 * @param ran ticks that ran (late or not); the rest were skipped
 * @param lateness how late the ticks that ran woke, from their scheduled time
 * @param dueInDisruption with a stall: ticks scheduled while the disk was frozen; null without one
 * @param ranInDisruption with a stall: those of them that ran
 */
public record BystanderRecord(int threads, double periodMillis, long due, long ran, Latency lateness, Long dueInDisruption,
                              Long ranInDisruption) {

    /** The share of the due ticks that ran, 0 to 1. */
    public double progress() {
        return due == 0 ? 1 : (double) ran / due;
    }

    /** The share of the ticks due during the stall that ran; null without a stall. */
    public Double progressInDisruption() {
        return dueInDisruption == null || ranInDisruption == null ? null
                : dueInDisruption == 0 ? 1.0 : (double) ranInDisruption / dueInDisruption;
    }
}

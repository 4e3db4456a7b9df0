package dev.logtune.tuner.logcost;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.nio.file.Path;
import java.util.List;

/**
 * Where a service's logging costs it, read from a JFR recording of the service: the share of CPU samples and of
 * allocated bytes whose stacks pass through the logging frameworks, by role and by frame, and the time its threads
 * waited on logging's locks and queues; judged against the rule of thumb that above about 5% of CPU, logging is on the
 * critical path. The other half of where the volume comes from: what the lines cost to make.
 *
 * <p>{@link #read} a file, print {@link #describe()} on a terminal, or serialize the record with the project's JSON
 * mapper for {@code --format json}.
 *
 * @param recording the file, as named
 * @param cpu jdk.ExecutionSample: threads running Java code
 * @param nativeMethods jdk.NativeMethodSample, counted apart: a thread in native code is writing or waiting, not
 *     computing, so its samples are no share of CPU
 * @param allocation bytes allocated, from {@code allocationEvents}
 * @param allocationEvents the events the bytes were summed from (jdk.ObjectAllocationSample's weights, or the TLAB
 *     events where it was off), null where the recording has neither
 * @param blocked callers' threads waiting on logging
 */
public record LoggingCost(String recording, RecordingWindow window, LoggingShare cpu, LoggingShare nativeMethods,
                         LoggingShare allocation, String allocationEvents, BlockedOnLogging blocked) {

    /**
     * Reads a recording (jdk.jfr.consumer), one event at a time.
     *
     * @throws IllegalArgumentException with a one-line message naming the file, where it is missing, unreadable, not a
     *     JFR recording, or one cut short
     */
    public static LoggingCost read(Path recording) {
        return RecordingScan.read(recording);
    }

    /** The CPU share against the rule of thumb ({@link CpuVerdict#RULE_OF_THUMB}). */
    @JsonProperty("verdict")
    public CpuVerdict verdict() {
        return CpuVerdict.of(cpu);
    }

    /** Lines for a terminal, one idea a line, figures with their units; the verdict second, after the window. */
    public List<String> describe() {
        return CostText.lines(this);
    }
}

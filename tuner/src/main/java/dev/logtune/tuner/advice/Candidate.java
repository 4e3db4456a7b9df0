package dev.logtune.tuner.advice;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.logtune.lab.reading.Interval;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.UnflushedWindow;

import java.util.List;

/**
 * A setup that meets the target, as it would be emitted (knobs tuned to the target), with its measured figures.
 *
 * @param tuned the setup with its queue and flush time set for the target; the same as the measured one when no
 *     knob needed changing
 * @param p99 response p99 at the point that stands for the target: median over runs with its 95% interval
 * @param allocBytes bytes allocated per call (JMH's GC profiler), NaN when not measured
 * @param allocDelivered bytes allocated per event that reached the output: what ranking compares, so dropping
 *     events never looks cheap
 * @param dropShare the share of calls a configured policy dropped at that point (0 for most)
 * @param unflushed how long an event can sit in the process before the OS has it: what a crash loses
 * @param movingParts what the setup adds to a service beyond a synchronous appender (a thread, a JVM-wide property,
 *     a dependency), fewest preferred among level setups
 * @param tuning what was changed from the measured setup, and why
 * @param warnings what a reader should know (extrapolation, memory a deep queue holds, noisy capacity)
 */
public record Candidate(String setup, String description, String framework, @JsonIgnore SetupSpec tuned, Capacity capacity,
                        RatePick rate, Interval p99, Interval p999, double allocBytes, double allocDelivered,
                        double dropShare, @JsonIgnore UnflushedWindow unflushed, List<String> movingParts,
                        List<String> tuning, List<String> warnings) {

    public double p99Micros() {
        return p99.median();
    }

    public double p999Micros() {
        return p999.median();
    }

    /** Whether it dropped events at the point it is judged at. */
    public boolean dropped() {
        return dropShare > 0;
    }

    /** Whether its queue had to be deepened for the stall or burst asked for (as measured, it would not absorb it). */
    public boolean retuned() {
        return !tuning.isEmpty();
    }

    @JsonProperty("unflushedWindow")
    public String unflushedText() {
        return unflushed == null ? "" : unflushed.how();
    }
}

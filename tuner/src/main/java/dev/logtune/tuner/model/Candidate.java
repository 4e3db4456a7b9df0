package dev.logtune.tuner.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import dev.logtune.configs.model.SetupSpec;

import java.util.List;

/**
 * A setup that meets the target, as it would be emitted (knobs tuned to the target), with its predicted figures.
 *
 * @param tuned the setup with its queue and flush time set for the target; the same as the measured one when no
 *     knob needed changing
 * @param p99Micros predicted response p99 at the target, from {@code rate}
 * @param allocBytes bytes allocated per event (JMH's GC profiler), NaN when not measured
 * @param tuning what was changed from the measured setup, and why
 * @param warnings what a reader should know (lossy trials elsewhere, extrapolation, memory held by a deep queue)
 */
public record Candidate(String setup, String description, String framework, @JsonIgnore SetupSpec tuned, Capacity capacity,
                        RatePick rate, double p99Micros, double p999Micros, double allocBytes, List<String> tuning,
                        List<String> warnings) {
}

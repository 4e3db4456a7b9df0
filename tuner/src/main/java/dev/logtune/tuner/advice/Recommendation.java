package dev.logtune.tuner.advice;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * The answer to a target.
 *
 * @param target what was asked; JSON has it as its description, rate and threads
 * @param chosen the first of the level set, null when none meets the target or the data cannot decide
 * @param ranked every candidate that meets the target, in order (the level set first)
 * @param level the candidates the data cannot separate from the best, the chosen one first
 * @param runnersUp the best candidate of each framework after the chosen one's
 * @param extrapolated the target lies beyond the measured rates or thread counts: an extrapolation, not a measurement
 * @param why why the chosen one, in words
 * @param bestAchievable when none meets the target: the most any loss-free setup delivers at these threads
 * @param helps when none meets the target: what would
 * @param comparison the paired comparisons the pick rests on; null when no setup met the target
 */
@JsonPropertyOrder({"target", "rate", "threads", "data", "dataWarning", "chosen", "ranked", "level", "runnersUp", "excluded",
        "extrapolated", "why", "bestAchievable", "helps", "comparison"})
public record Recommendation(@JsonIgnore Target target, String data, String dataWarning, Candidate chosen,
                             List<Candidate> ranked, List<Candidate> level, List<Candidate> runnersUp,
                             List<Exclusion> excluded, boolean extrapolated, String why, String bestAchievable,
                             List<String> helps, Comparison comparison) {

    /** "38,000 events/s over 60 threads, Logback, ...": the target in words. */
    @JsonProperty("target")
    public String targetText() {
        return target.describe();
    }

    @JsonProperty("rate")
    public double rate() {
        return target.rate();
    }

    @JsonProperty("threads")
    public int threads() {
        return target.threads();
    }

    public boolean found() {
        return chosen != null;
    }

    /** Setups meet the target, but the blocks cannot yet say which is not worse than the rest. */
    public boolean undecided() {
        return chosen == null && !ranked.isEmpty();
    }
}

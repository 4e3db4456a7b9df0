package dev.logtune.tuner.model;

import java.util.List;

/**
 * The answer to a target.
 *
 * @param chosen the best candidate, null when none meets the target
 * @param ranked every candidate that meets the target, best first
 * @param runnersUp the best candidate of each framework after the chosen one's
 * @param bestAchievable when none meets the target: the most any loss-free setup delivers at these threads
 * @param helps when none meets the target: what would
 */
public record Recommendation(String target, double rate, int threads, String data, String dataWarning, Candidate chosen,
                             List<Candidate> ranked,
                             List<Candidate> runnersUp, List<Exclusion> excluded, String bestAchievable, List<String> helps) {

    public boolean found() {
        return chosen != null;
    }
}

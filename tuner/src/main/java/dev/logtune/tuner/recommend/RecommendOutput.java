package dev.logtune.tuner.recommend;

import dev.logtune.tuner.emit.Requirement;
import dev.logtune.tuner.advice.Recommendation;

import java.util.List;

/**
 * Everything recommend answers, for --format json.
 *
 * @param measured the shortlist measured on this machine (--measure), else empty
 * @param emitted the files written (--emit), else empty
 * @param needs what the written file needs besides itself (properties on the classpath, dependencies), else empty
 */
public record RecommendOutput(Recommendation recommendation, List<MeasuredCandidate> measured, String measuredChoice,
                              List<String> emitted, List<Requirement> needs) {
}

package dev.logtune.tuner.recommend;

import dev.logtune.tuner.emit.Requirement;
import dev.logtune.tuner.advice.LogLess;
import dev.logtune.tuner.advice.Recommendation;

import java.util.List;

/**
 * Everything recommend answers, for --format json.
 *
 * @param measured the shortlist measured on this machine (--measure), else empty
 * @param emitted the files written (--emit), else empty
 * @param needs what the written file needs besides itself (properties on the classpath, dependencies), else empty
 * @param logLess with a history: whether the lines fit it in the disk budget and, where not, the reduced setup and its
 *     figures; null without a history
 * @param versions the framework versions the answer is for (the service's build's, else those measured), in words;
 *     null where not read
 */
public record RecommendOutput(Recommendation recommendation, List<MeasuredCandidate> measured, String measuredChoice,
                              List<String> emitted, List<Requirement> needs, LogLess logLess, String versions) {

    public RecommendOutput(Recommendation recommendation, List<MeasuredCandidate> measured, String measuredChoice,
                           List<String> emitted, List<Requirement> needs, LogLess logLess) {
        this(recommendation, measured, measuredChoice, emitted, needs, logLess, null);
    }

    public RecommendOutput(Recommendation recommendation, List<MeasuredCandidate> measured, String measuredChoice,
                           List<String> emitted, List<Requirement> needs) {
        this(recommendation, measured, measuredChoice, emitted, needs, null);
    }
}

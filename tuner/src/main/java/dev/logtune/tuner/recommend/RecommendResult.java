package dev.logtune.tuner.recommend;

import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.cli.ExitCode;

/**
 * What one recommend run came to.
 *
 * @param output the answer as printed
 * @param pick the setup to write: the chosen one, or the race's winner; null when there is none
 * @param raced whether --measure was asked for
 */
record RecommendResult(RecommendOutput output, SetupSpec pick, boolean raced) {

    Recommendation answer() {
        return output.recommendation();
    }

    /** Why --emit wrote nothing, when it did not. */
    String nothingWritten() {
        return answer().undecided() && !raced ? "undecided, the paired blocks cannot yet tell which setup to write"
                : "no setup met the target";
    }

    int exitCode() {
        Recommendation answer = answer();
        if (answer.undecided() && !raced) {
            return ExitCode.UNDECIDED;
        }
        if (!answer.found() || (raced && output.measuredChoice() == null)) {
            return ExitCode.NEGATIVE;
        }
        return answer.extrapolated() && !raced ? ExitCode.EXTRAPOLATED : ExitCode.OK;
    }
}

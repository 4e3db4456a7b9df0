package dev.logtune.tuner.recommend;

import dev.logtune.benchmarks.results.RateRecord;

/**
 * A shortlisted setup measured on this machine at the target.
 *
 * @param role "candidate", or "reference" for Logback's default FileAppender, measured to compare against
 */
public record MeasuredCandidate(String setup, String role, RateRecord record, String failure) {

    public boolean qualifies() {
        return failure == null && record != null && record.held() && record.lost() == 0 && record.discarded() == 0;
    }
}

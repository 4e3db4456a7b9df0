package dev.logtune.tuner.verify;

import dev.logtune.benchmarks.results.RateRecord;

import java.util.List;

/**
 * What verify found: the config's run beside the no-logging baseline, and the verdict with its reasons.
 *
 * @param verdict PASS, FAIL, or INCOMPLETE when a stall was asked for and could not be made
 */
public record VerifyReport(String config, String framework, double rate, int threads, double seconds, String scenario,
                           RateRecord baseline, RateRecord result, String verdict, List<String> reasons, List<String> notes) {
}

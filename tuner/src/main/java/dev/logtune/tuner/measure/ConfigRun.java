package dev.logtune.tuner.measure;

import dev.logtune.lab.results.RateRecord;

import java.util.List;

/**
 * One config's run at a load: its run beside the no-logging baseline, and the verdict with its reasons. What verify
 * prints (its JSON is this record) and tune's side by side counts.
 *
 * @param config the config file as it was run
 * @param scenario steady, or the disruption made, with its parameters
 */
public record ConfigRun(String config, String framework, double rate, int threads, double seconds, String scenario,
                        RateRecord baseline, RateRecord result, ConfigVerdict verdict, List<String> reasons, List<String> notes) {
}

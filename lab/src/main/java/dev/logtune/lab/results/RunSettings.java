package dev.logtune.lab.results;

import java.util.List;

/** How a run measured: enough to repeat it. */
public record RunSettings(String profile, String command, int warmupIterations, double warmupSeconds,
                          int measurementIterations, double measurementSeconds, int forks, List<String> jvmArgs) {

    public String describe() {
        return warmupIterations + " warm-up x " + trim(warmupSeconds) + " s, " + measurementIterations + " iterations x "
                + trim(measurementSeconds) + " s, " + forks + (forks == 1 ? " fork" : " forks");
    }

    private static String trim(double seconds) {
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
    }
}

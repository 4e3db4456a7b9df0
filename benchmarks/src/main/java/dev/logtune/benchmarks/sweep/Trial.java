package dev.logtune.benchmarks.sweep;

import dev.logtune.benchmarks.jmh.LoggingBenchmark;
import dev.logtune.benchmarks.jmh.RawWriteBenchmark;

/** One JMH trial the runner will start: a setup (or the ceiling), a message shape, a thread count and a mode. */
public record Trial(String setup, String message, int threads, String mode) {

    public boolean isCeiling() {
        return setup.equals(RawWriteBenchmark.SETUP_ID);
    }

    /** The JMH include pattern for this trial's benchmark method. */
    public String benchmarkPattern() {
        return isCeiling()
                ? "^" + RawWriteBenchmark.class.getName().replace(".", "\\.") + "\\.write$"
                : "^" + LoggingBenchmark.class.getName().replace(".", "\\.") + "\\.log$";
    }

    public String label() {
        return setup + (message.equals("order") ? "" : " [" + message + "]") + " x" + threads + " " + mode;
    }

    public String fileStem() {
        return setup + "-" + message + "-t" + threads + "-" + mode;
    }
}

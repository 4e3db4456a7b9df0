package dev.logtune.lab.results;

import org.HdrHistogram.Histogram;

/** Percentiles of a latency distribution, in microseconds. */
public record Latency(long count, double p50, double p90, double p99, double p999, double max) {

    /** From a histogram recorded in nanoseconds. */
    public static Latency ofNanos(Histogram histogram) {
        return new Latency(histogram.getTotalCount(),
                micros(histogram.getValueAtPercentile(50)), micros(histogram.getValueAtPercentile(90)),
                micros(histogram.getValueAtPercentile(99)), micros(histogram.getValueAtPercentile(99.9)),
                micros(histogram.getMaxValue()));
    }

    private static double micros(long nanos) {
        return Math.round(nanos / 100.0) / 10.0;
    }
}

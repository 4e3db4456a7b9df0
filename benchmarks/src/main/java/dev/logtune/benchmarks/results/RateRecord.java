package dev.logtune.benchmarks.results;

import dev.logtune.benchmarks.audit.Verdict;

/**
 * One open-loop measurement: a setup driven at a fixed total rate by a number of threads, response time counted
 * from each event's scheduled start.
 *
 * @param scenario {@code steady}, {@code burst}, {@code stall} or {@code slow-reader}, with its parameters in {@code detail}
 * @param held whether the setup kept up: the producers were not falling ever further behind schedule at the end
 * @param response latency from scheduled start to the call's return (what a service's request sees)
 * @param service latency from actual start to return (the call alone)
 * @param baseline the no-logging baseline's response latency at the same rate and threads, measured the same way
 * @param pacerLateness how late the baseline's calls started against their schedule: the harness's own error
 * @param maxBlockedMillis the longest any single call took
 * @param maxQueueDepth the deepest the async queue got, where the framework exposes it (-1 where not)
 */
public record RateRecord(String setup, String scenario, String detail, int threads, double targetRate, double seconds,
                         double achievedRate, boolean held, Latency response, Latency service, Latency baseline,
                         Latency pacerLateness, double maxBlockedMillis, long maxQueueDepth, long queueCapacity,
                         long calls, long written, long discarded, long lost, Verdict verdict, String note) {
}

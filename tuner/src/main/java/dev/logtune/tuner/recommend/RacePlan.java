package dev.logtune.tuner.recommend;

import java.time.Duration;

/**
 * How {@code recommend --measure} races its shortlist here.
 *
 * @param window the shortest measured window of a run, after the warm-up
 * @param budget the time the race may take; it stops before a round that would overrun it
 * @param maxRounds rounds at most
 */
record RacePlan(Duration window, Duration budget, int maxRounds) {
    /** Warm-up before each run's window, not recorded. */
    static final Duration WARMUP = Duration.ofSeconds(2);
}

package dev.logtune.tuner.model;

import dev.logtune.benchmarks.results.RateRecord;

/**
 * The open-loop measurement a prediction rests on, and how near it is to the target.
 *
 * @param exact measured at the target's rate and thread count
 * @param atLeastTarget measured at the target's rate or above (a conservative stand-in)
 */
public record RatePick(RateRecord record, boolean exact, boolean atLeastTarget, String nearness) {
}

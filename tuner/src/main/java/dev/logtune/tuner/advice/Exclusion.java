package dev.logtune.tuner.advice;

/** A setup left out of the recommendation, and why. */
public record Exclusion(String setup, String reason) {
}

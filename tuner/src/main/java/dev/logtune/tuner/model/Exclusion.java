package dev.logtune.tuner.model;

/** A setup left out of the recommendation, and why. */
public record Exclusion(String setup, String reason) {
}

package dev.logtune.tuner.advice;

import com.fasterxml.jackson.annotation.JsonIgnore;

/** A setup left out of the recommendation: the constraint it failed, and why in words. */
public record Exclusion(String setup, @JsonIgnore ExclusionCause cause, String reason) {
}

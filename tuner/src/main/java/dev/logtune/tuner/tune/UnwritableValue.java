package dev.logtune.tuner.tune;

/**
 * A value written in a way an in-place edit cannot keep byte for byte (a YAML block scalar, a continued properties
 * line): the knob is named with why, never rewritten.
 */
final class UnwritableValue extends RuntimeException {
    UnwritableValue(String why) {
        super(why, null, false, false);
    }
}

package dev.logtune.configs.model;

import dev.logtune.support.input.BadInputException;

/** A setup that cannot exist: the message names the knob and the rule it breaks. */
public final class InvalidSetupException extends BadInputException {
    private final Knob knob;

    public InvalidSetupException(Knob knob, String rule) {
        super(knob.key() + ": " + rule);
        this.knob = knob;
    }

    /** The knob whose value broke the rule. */
    public Knob knob() {
        return knob;
    }
}

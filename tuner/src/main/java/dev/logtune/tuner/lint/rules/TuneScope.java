package dev.logtune.tuner.lint.rules;

/** What tune can do about a rule's findings, and so what a finding of it left in a tuned file means. */
public enum TuneScope {
    /** A knob tune changes fixes it: an ERROR of it still in the tuned file means tune fell short, and nothing is written. */
    KNOB,
    /** No knob tune changes fixes it (the wiring, advice, the build): an ERROR of it stays in the tuned file, named with why. */
    BY_HAND,
    /**
     * No knob tune changes fixes it, and as the file stands it loses events (an appender that never starts, archives
     * overwritten, a file two appenders fight over): tune writes no tuned file with an ERROR of it until it is fixed by hand.
     */
    BY_HAND_FIRST
}

package dev.logtune.lab.reading;

/**
 * How one setup's response time stands against another's, judged from their ratio in the same blocks against a
 * margin M: the 95% interval of the ratio decides, never the two medians.
 */
public enum Standing {
    /** The whole interval lies below 1, and not within the margin: this setup is faster by more than the noise. */
    FASTER("faster"),
    /** The interval lies within [1/M, M]: whatever the difference, it is smaller than the margin. */
    LEVEL("level"),
    /** The interval's upper end lies below M: not slower by the margin, though it may be much faster. */
    NOT_WORSE("not worse"),
    /** The interval's lower end lies above M: slower by more than the margin. */
    WORSE("worse"),
    /** The interval reaches past M and is not wholly above it: more blocks would decide. */
    UNDECIDED("undecided");

    private final String words;

    Standing(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    /** Within the margin of the other or better: what the pick asks of a setup against every other. */
    public boolean notWorse() {
        return this == FASTER || this == LEVEL || this == NOT_WORSE;
    }

    static Standing of(double low, double high, double margin) {
        // Within the margin either way is level, even where the whole interval lies on one side of 1: a difference
        // smaller than the margin is one the answer does not act on.
        if (low > 1 / margin && high < margin) {
            return LEVEL;
        }
        if (high < 1) {
            return FASTER;
        }
        if (high < margin) {
            return NOT_WORSE;
        }
        return low > margin ? WORSE : UNDECIDED;
    }
}

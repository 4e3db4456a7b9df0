package dev.logtune.configs.model;

/**
 * A file that rolls over by size and by time: Logback's RollingFileAppender with a
 * SizeAndTimeBasedRollingPolicy, Log4j2's RollingFile with time and size triggers.
 */
public record RollingFileSink(Rolling rolling) implements Sink {

    public RollingFileSink {
        if (rolling == null) {
            throw new InvalidSetupException(Knob.ROLL_PERIOD, "a rolling file needs its rolling policy");
        }
    }

    /** Uncompressed, with no cap on the history's total size. */
    public RollingFileSink(long maxFileSizeBytes, RollPeriod period, int maxHistory) {
        this(new Rolling(maxFileSizeBytes, period, maxHistory, 0, false));
    }

    @Override
    public String kind() {
        return "rolling-file";
    }
}

package dev.logtune.configs.model;

/**
 * A file that rolls over by size and by time: Logback's RollingFileAppender with a
 * SizeAndTimeBasedRollingPolicy, Log4j2's RollingFile with time and size triggers.
 */
public record RollingFileSink(long maxFileSizeBytes, RollPeriod period, int maxHistory) implements Sink {
    public static final long MIN_FILE_SIZE = 1024;

    public RollingFileSink {
        if (period == null) {
            throw new InvalidSetupException(Knob.ROLL_PERIOD, "must be DAILY or HOURLY");
        }
        if (maxFileSizeBytes < MIN_FILE_SIZE) {
            throw new InvalidSetupException(Knob.MAX_FILE_SIZE, "must be at least 1 KB, was " + maxFileSizeBytes + " bytes");
        }
        if (maxHistory < 1) {
            throw new InvalidSetupException(Knob.MAX_HISTORY, "must keep at least one rolled period, was " + maxHistory);
        }
    }

    @Override
    public String kind() {
        return "rolling-file";
    }
}

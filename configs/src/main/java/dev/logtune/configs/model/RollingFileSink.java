package dev.logtune.configs.model;

/**
 * A file that rolls over by size and by time: Logback's RollingFileAppender with a
 * SizeAndTimeBasedRollingPolicy, Log4j2's RollingFile (or RollingRandomAccessFile) with time and size triggers.
 *
 * @param randomAccess Log4j2's RollingRandomAccessFile (a RandomAccessFile behind a 256 KB buffer) instead of RollingFile
 */
public record RollingFileSink(Rolling rolling, boolean randomAccess) implements Sink {

    public RollingFileSink {
        if (rolling == null) {
            throw new InvalidSetupException(Knob.ROLL_PERIOD, "a rolling file needs its rolling policy");
        }
    }

    public RollingFileSink(Rolling rolling) {
        this(rolling, false);
    }

    /** Uncompressed, with no cap on the history's total size. */
    public RollingFileSink(long maxFileSizeBytes, RollPeriod period, int maxHistory) {
        this(new Rolling(maxFileSizeBytes, period, maxHistory, 0, false));
    }

    /** The same file rolling another way. */
    public RollingFileSink rollingAs(Rolling other) {
        return new RollingFileSink(other, randomAccess);
    }

    @Override
    public String kind() {
        return randomAccess ? "rolling-random-access-file" : "rolling-file";
    }

    @Override
    public boolean rolls() {
        return true;
    }
}

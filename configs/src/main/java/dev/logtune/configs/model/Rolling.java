package dev.logtune.configs.model;

/**
 * How a log file rolls over and how much history it keeps: by size and by period, at most {@code maxHistory}
 * periods and {@code totalSizeCapBytes} in all, rolled files gzipped where asked. Both frameworks compress these
 * off the logging thread (Logback's SizeAndTimeBasedRollingPolicy in its async compressor, Log4j2's
 * DefaultRolloverStrategy as the rollover's asynchronous action); only the rename happens under the appender's lock.
 *
 * @param totalSizeCapBytes the most rolled files may take together, 0 for no cap
 */
public record Rolling(long maxFileSizeBytes, RollPeriod period, int maxHistory, long totalSizeCapBytes, boolean compress) {
    public static final long MIN_FILE_SIZE = 1024;
    private static final long MB = 1024L * 1024;

    /**
     * What an emitted file rolls with unless told otherwise: 100 MB files, a new one each day, a week of history,
     * and 10 GB at most, gzipped. At 38k events/s of 240 bytes (9 MB/s) the cap, not the week, is what binds.
     */
    public static final Rolling PRODUCTION = new Rolling(100 * MB, RollPeriod.DAILY, 7, 10 * 1024 * MB, true);

    public Rolling {
        if (period == null) {
            throw new InvalidSetupException(Knob.ROLL_PERIOD, "must be DAILY or HOURLY");
        }
        if (maxFileSizeBytes < MIN_FILE_SIZE) {
            throw new InvalidSetupException(Knob.MAX_FILE_SIZE, "must be at least 1 KB, was " + maxFileSizeBytes + " bytes");
        }
        if (maxHistory < 1) {
            throw new InvalidSetupException(Knob.MAX_HISTORY, "must keep at least one rolled period, was " + maxHistory);
        }
        if (totalSizeCapBytes < 0 || totalSizeCapBytes > 0 && totalSizeCapBytes < maxFileSizeBytes) {
            throw new InvalidSetupException(Knob.TOTAL_SIZE_CAP, "must be 0 (no cap) or at least maxFileSize, was "
                    + totalSizeCapBytes + " bytes");
        }
    }

    /** Whether history is capped by size as well as by age. */
    public boolean capped() {
        return totalSizeCapBytes > 0;
    }
}

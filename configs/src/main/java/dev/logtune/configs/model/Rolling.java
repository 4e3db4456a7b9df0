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

    /**
     * Spring Boot's own file: 10 MB files, a new one each day, 7 days kept with no cap on their total size, gzipped
     * (logging.logback.rollingpolicy.* defaults). What most teams run, and the bar for a service that logs to a file.
     */
    public static final Rolling SPRING_BOOT = new Rolling(10 * MB, RollPeriod.DAILY, 7, 0, true);

    /**
     * How the matrix's rolling twins roll: 16 MB files, a roll every 1.8 s at 38k events/s and about 3 a second at
     * 230k/s of 240-byte lines, so every measured window holds rolls; 7 days and 10 GB kept (a cap the runs never reach,
     * so the loss audit finds every event). A file written for a service rolls less often, so these runs bound the cost of
     * its rolls from above.
     */
    public static final Rolling MEASURED = new Rolling(16 * MB, RollPeriod.DAILY, 7, 10 * 1024 * MB, true);

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

    /** The same rolling with rolled files left as they are. */
    public Rolling uncompressed() {
        return new Rolling(maxFileSizeBytes, period, maxHistory, totalSizeCapBytes, false);
    }

    /** The same rolling at another file size and total cap. */
    public Rolling sized(long fileBytes, long capBytes) {
        return new Rolling(fileBytes, period, maxHistory, capBytes, compress);
    }

    /** "at 16 MB and each day, 7 days and 256 MB kept, gzipped off the logging thread". */
    public String describe() {
        String unit = period == RollPeriod.DAILY ? "day" : "hour";
        return "at " + ByteSizes.log4j2(maxFileSizeBytes) + " and each " + unit + ", " + maxHistory + " " + unit + "s"
                + (capped() ? " and " + ByteSizes.log4j2(totalSizeCapBytes) : "") + " kept"
                + (capped() ? "" : " (no cap on their total size)") + (compress ? ", gzipped" : ", not compressed");
    }
}

package dev.logtune.lab.run;

import java.util.Locale;

/**
 * What happens during an open-loop run besides the steady rate.
 *
 * @param burstFactor with BURST: the rate is multiplied by this for {@code burstSeconds}
 * @param stallSeconds with STALL: every write to the log filesystem blocks this long, mid-run; with READER_PAUSE: the
 *                     console pipe's reader stops this long, mid-run
 * @param readerBytesPerSecond with SLOW_READER: the console pipe is drained at most this fast; with READER_PAUSE: the
 *                             reader's pace before and after its pause (0: as fast as it can)
 * @param fullSeconds with DISK_FULL: the log filesystem is filled a quarter into the window and kept full this long,
 *     then space is freed and the run goes on, to see whether logging comes back by itself
 * <p>SHARED_FILE runs the point from two JVMs at once, each with half the threads and half the rate, appending to one
 * file: the case a file lock (Logback's prudent mode, Log4j2's locking) exists for.
 */
public record Scenario(Kind kind, double burstFactor, double burstSeconds, double stallSeconds, long readerBytesPerSecond,
                       double fullSeconds) {

    public enum Kind { STEADY, BURST, STALL, SLOW_READER, SHARED_FILE, READER_PAUSE, DISK_FULL }

    /** The longest full phase: a disk full for minutes is an outage, not a fault a queue or a back-off rides out. */
    public static final double MAX_FULL_SECONDS = 60;

    /** How many JVMs share the file in a SHARED_FILE run. */
    public static final int SHARING_JVMS = 2;

    public Scenario {
        if (kind == Kind.BURST && (burstFactor <= 1 || burstSeconds <= 0)) {
            throw new IllegalArgumentException("a burst needs a factor above 1 and a positive duration");
        }
        if (kind == Kind.STALL && stallSeconds <= 0) {
            throw new IllegalArgumentException("a stall needs a positive duration");
        }
        if (kind == Kind.READER_PAUSE && (stallSeconds <= 0 || readerBytesPerSecond < 0)) {
            throw new IllegalArgumentException("a reader's pause needs a positive duration and a pace of zero (unbounded) or more");
        }
        if (kind == Kind.SLOW_READER && readerBytesPerSecond <= 0) {
            throw new IllegalArgumentException("a slow reader needs a positive byte rate");
        }
        if (kind == Kind.DISK_FULL && !(fullSeconds > 0 && fullSeconds <= MAX_FULL_SECONDS)) {
            throw new IllegalArgumentException("a full disk needs a duration above 0 and at most " + (int) MAX_FULL_SECONDS + " s");
        }
    }

    public static Scenario steady() {
        return new Scenario(Kind.STEADY, 0, 0, 0, 0, 0);
    }

    public static Scenario burst(double factor, double seconds) {
        return new Scenario(Kind.BURST, factor, seconds, 0, 0, 0);
    }

    public static Scenario stall(double seconds) {
        return new Scenario(Kind.STALL, 0, 0, seconds, 0, 0);
    }

    public static Scenario slowReader(long bytesPerSecond) {
        return new Scenario(Kind.SLOW_READER, 0, 0, 0, bytesPerSecond, 0);
    }

    /** The pipe's reader stops for {@code seconds} mid-run, as a restarting log agent does, and reads at its pace. */
    public static Scenario readerPause(double seconds, long bytesPerSecond) {
        return new Scenario(Kind.READER_PAUSE, 0, 0, seconds, bytesPerSecond, 0);
    }

    /** Whether the scenario is about the console's reader: only setups that write to standard output run it. */
    public boolean aboutTheReader() {
        return kind == Kind.SLOW_READER || kind == Kind.READER_PAUSE;
    }

    public static Scenario sharedFile() {
        return new Scenario(Kind.SHARED_FILE, 0, 0, 0, 0, 0);
    }

    /** The log filesystem fills a quarter into the window and stays full for {@code seconds}. */
    public static Scenario diskFull(double seconds) {
        return new Scenario(Kind.DISK_FULL, 0, 0, 0, 0, seconds);
    }

    /** With DISK_FULL: when, from the start of the measured window, the filesystem is filled. */
    public double fillAtSeconds(double windowSeconds) {
        return windowSeconds / 4;
    }

    /** Whether the setup's logs go on a loop filesystem the launcher mounts: a stall freezes it, a full disk fills it. */
    public boolean needsMount() {
        return kind == Kind.STALL || kind == Kind.DISK_FULL;
    }

    public String name() {
        return kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The parameters, for reports: "3x for 2 s", "2 s" (a stall, a full disk), "1 MB/s", or empty. */
    public String detail() {
        return switch (kind) {
            case STEADY -> "";
            case BURST -> trim(burstFactor) + "x for " + trim(burstSeconds) + " s";
            case STALL -> trim(stallSeconds) + " s";
            case SLOW_READER -> pace(readerBytesPerSecond);
            case READER_PAUSE -> trim(stallSeconds) + " s, then " + (readerBytesPerSecond == 0 ? "as fast as it can" : pace(readerBytesPerSecond));
            case SHARED_FILE -> SHARING_JVMS + " JVMs";
            case DISK_FULL -> trim(fullSeconds) + " s";
        };
    }

    private static String pace(long bytesPerSecond) {
        return bytesPerSecond >= 1 << 20 ? trim(bytesPerSecond / (double) (1 << 20)) + " MB/s" : trim(bytesPerSecond / 1024.0) + " KB/s";
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }
}

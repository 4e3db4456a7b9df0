package dev.logtune.tuner.emit;

import dev.logtune.configs.model.RollPeriod;
import dev.logtune.configs.model.Rolling;
import dev.logtune.tuner.volume.DiskBudget;
import dev.logtune.tuner.volume.History;
import dev.logtune.tuner.volume.Volume;

/**
 * A rolling file sized to a rate and a disk budget: files large enough that rolls come minutes apart at the rate, never
 * smaller than the size the matrix measured rolls at (so those runs bound the cost of these rolls), and no more than a
 * quarter of the budget, so the active file, one file being compressed and the rolled history fit in it.
 *
 * @param rolling the policy as written: the measured one with its file size and total cap changed
 * @param bytesPerSecond what the service writes at the rate
 * @param budgetBytes the disk the log directory may take
 * @param compression how much smaller rolled files are than the lines, as a plan counts them; 1 where history is counted
 *     at the written size
 */
public record RollSizing(Rolling rolling, double bytesPerSecond, long budgetBytes, double compression) {
    /** Rolls this far apart at the rate, where the budget allows. */
    public static final double ROLL_SECONDS = 120;
    /** What a service's log directory may take unless told otherwise. */
    public static final long DEFAULT_BUDGET = 10L << 30;
    private static final long MB = 1L << 20;
    private static final long STEP = 16 * MB;

    /** @param measured how the measured setup rolled: its period, history, compression, and the smallest file size */
    public static RollSizing of(Rolling measured, double eventsPerSecond, double lineBytes, long budgetBytes) {
        double bytesPerSecond = eventsPerSecond * lineBytes;
        long wanted = roundUp((long) Math.ceil(bytesPerSecond * ROLL_SECONDS));
        long most = Math.max(measured.maxFileSizeBytes(), budgetBytes / 4 / STEP * STEP);
        long file = Math.max(measured.maxFileSizeBytes(), Math.min(wanted, most));
        // The active file, and one still being compressed where rolled files are, sit beside the rolled ones.
        long cap = Math.max(file, budgetBytes - files(measured) * file);
        return new RollSizing(measured.sized(file, cap), bytesPerSecond, budgetBytes, 1);
    }

    /**
     * A rolling file for a plan's lines: sized as above for what the plan writes, keeping the history asked for by age
     * (whole periods, at least the measured policy's) within the budget. History is then counted at the compressed size
     * the volume says.
     */
    public static RollSizing of(Rolling measured, Volume kept, History history, DiskBudget budget) {
        RollSizing sized = of(measured, kept.eventsPerSecond(), kept.lineBytes(), budget.bytes());
        double period = measured.period() == RollPeriod.DAILY ? 86_400.0 : 3_600.0;
        int periods = Math.max(measured.maxHistory(), (int) Math.ceil(history.seconds() / period));
        Rolling rolling = new Rolling(sized.rolling().maxFileSizeBytes(), measured.period(), periods,
                sized.rolling().totalSizeCapBytes(), measured.compress());
        return new RollSizing(rolling, sized.bytesPerSecond(), budget.bytes(), measured.compress() ? kept.compression() : 1);
    }

    private static int files(Rolling rolling) {
        return rolling.compress() ? 2 : 1;
    }

    /** The budget that keeps an hour of lines at the rate, at their written size, in whole GB. */
    public long budgetForAnHour() {
        long gb = 1L << 30;
        long needed = (long) Math.ceil(bytesPerSecond * 3_600) + files(rolling) * rolling.maxFileSizeBytes();
        return (needed + gb - 1) / gb * gb;
    }

    private static long roundUp(long bytes) {
        return (bytes + STEP - 1) / STEP * STEP;
    }

    /** Seconds between rolls at the rate. */
    public double rollSeconds() {
        return rolling.maxFileSizeBytes() / bytesPerSecond;
    }

    /**
     * Seconds of history the rolled files keep at the rate, the total cap or the age limit, whichever binds first,
     * counting rolled files at their written size: gzip keeps more, by a ratio that depends on the service's own lines
     * (the benchmark's repetitive lines shrink far more than a service's would), so this is the least it keeps.
     */
    public double historySeconds() {
        double byCap = rolling.totalSizeCapBytes() / (bytesPerSecond / compression);
        double byAge = rolling.maxHistory() * (rolling.period() == RollPeriod.DAILY ? 86_400.0 : 3_600.0);
        return Math.min(byCap, byAge);
    }

    /** The most the log directory holds: the rolled files' cap, the active file and one being compressed. */
    public long diskBytes() {
        return rolling.totalSizeCapBytes() + files(rolling) * rolling.maxFileSizeBytes();
    }
}

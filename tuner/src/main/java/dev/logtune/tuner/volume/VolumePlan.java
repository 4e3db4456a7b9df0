package dev.logtune.tuner.volume;

import dev.logtune.support.format.Bytes;
import dev.logtune.support.format.Numbers;

import java.util.Locale;

/**
 * Whether a rate's lines fit a history in a disk budget, and where they do not, what to keep: every WARN and ERROR, and
 * below WARN a budget of events a second that a per-call-site sampler shares out (rare call sites whole, at most
 * {@code perSiteLimit} a site, {@code infoLimit} in all). A fifth of what WARN and ERROR leave is kept back: an incident
 * multiplies them, and the sampler's shares follow the last second's demand.
 *
 * @param all the whole rate's lines, compressed as the plan's file compresses them
 * @param history how far back the logs must reach
 * @param budget the disk the log directory may take
 * @param overheadBytes what the active file (and one being compressed) take beside the rolled history
 * @param shares how the rate divides between WARN/ERROR and the rest
 */
public record VolumePlan(Kind kind, Volume all, History history, DiskBudget budget, long overheadBytes, LevelShares shares,
                         long infoLimit, long perSiteLimit) {
    /** What the plan found. */
    public enum Kind {
        /** Every event fits: nothing to reduce. */
        FITS,
        /** Every WARN and ERROR, and a budget below WARN. */
        REDUCE,
        /** WARN and ERROR alone outgrow the budget: a larger budget, never dropping them. */
        TOO_SMALL
    }

    /** The share of what WARN and ERROR leave that the sampler may use. */
    static final double HEADROOM = 0.8;
    /** A sampler shares out at least this much below WARN, or the plan asks for more disk. */
    static final long LEAST_INFO = 20;
    /** No single call site takes more than this share of the budget below WARN. */
    static final int SITE_SHARE = 4;

    public static VolumePlan of(Volume all, History history, DiskBudget budget, long overheadBytes, LevelShares shares) {
        double room = budget.bytes() - overheadBytes;
        if (all.storedBytes(history) <= room) {
            return new VolumePlan(Kind.FITS, all, history, budget, overheadBytes, shares, 0, 0);
        }
        double fitting = room <= 0 ? 0 : room / (all.storedBytesPerSecond() / all.eventsPerSecond()) / history.seconds();
        double warnError = all.eventsPerSecond() * shares.warnAndError();
        long info = (long) Math.floor(HEADROOM * (fitting - warnError));
        if (info < LEAST_INFO) {
            return new VolumePlan(Kind.TOO_SMALL, all, history, budget, overheadBytes, shares, 0, 0);
        }
        return new VolumePlan(Kind.REDUCE, all, history, budget, overheadBytes, shares, info, Math.max(2, info / SITE_SHARE));
    }

    /** WARN and ERROR events a second at the rate: all kept. */
    public double warnErrorPerSecond() {
        return all.eventsPerSecond() * shares.warnAndError();
    }

    /** Events a second the plan writes: every WARN and ERROR, and the budget below WARN (or everything where it fits). */
    public double keptPerSecond() {
        return kind == Kind.FITS ? all.eventsPerSecond() : warnErrorPerSecond() + infoLimit;
    }

    /** The lines the plan writes. */
    public Volume kept() {
        return all.at(keptPerSecond());
    }

    /** The budget that keeps the history with every WARN and ERROR and {@link #LEAST_INFO} below, in whole GB. */
    public DiskBudget budgetNeeded() {
        double perEvent = all.storedBytesPerSecond() / all.eventsPerSecond();
        double events = warnErrorPerSecond() + LEAST_INFO / HEADROOM;
        return new DiskBudget(wholeGb(events * perEvent * history.seconds() + overheadBytes));
    }

    /** The budget that keeps every event for the history, in whole GB. */
    public DiskBudget budgetForAll() {
        return new DiskBudget(wholeGb(all.storedBytes(history) + overheadBytes));
    }

    /**
     * One line of arithmetic for the first screen: "7 days of 38k events/s (about 221 bytes, gzipped 8.1x) take 6.4 TB; 10
     * GB keeps every WARN and ERROR (152/s) and 393 events/s below WARN, at most 98 a call site".
     */
    public String arithmetic() {
        String lines = String.format(Locale.ROOT, "%s of %s events/s (about %.0f bytes a line%s) take %s", history.describe(),
                Numbers.human(all.eventsPerSecond()), all.lineBytes(),
                all.compression() > 1 ? String.format(Locale.ROOT, ", gzipped %.1fx", all.compression()) : "",
                Bytes.scaled(all.storedBytes(history)));
        return switch (kind) {
            case FITS -> lines + String.format(Locale.ROOT, ", within the %s disk budget: every event is kept", budget.describe());
            case REDUCE -> lines + String.format(Locale.ROOT, "; %s keeps every WARN and ERROR (%s/s, %s) and %s events/s below"
                            + " WARN, at most %s a call site", budget.describe(), Numbers.human(warnErrorPerSecond()),
                    shares.describe(), Numbers.count(infoLimit), Numbers.count(perSiteLimit));
            case TOO_SMALL -> lines + String.format(Locale.ROOT, "; WARN and ERROR alone (%s/s, %s) outgrow %s: %s keeps them"
                            + " and a little below WARN; nothing is planned that drops a WARN or ERROR",
                    Numbers.human(warnErrorPerSecond()), shares.describe(), budget.describe(), budgetNeeded().describe());
        };
    }

    private static long wholeGb(double bytes) {
        long gb = 1L << 30;
        return Math.max(gb, (long) Math.ceil(bytes / gb) * gb);
    }
}

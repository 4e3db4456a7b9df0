package dev.logtune.sampler;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The budget for events below WARN, framework-free: each call site (message template) gets its max-min fair share of
 * {@code totalLimit} events per second, at most {@code perSiteLimit}; what is over is dropped, counted per site,
 * logger and level, and summed up in one line every summary interval in which anything was dropped.
 *
 * <p><b>Windows.</b> Time is cut into 1-second windows. When a window starts, the shares are computed from what each
 * site asked for in the window before ({@link FairShare}): a site that asked for less than the water level keeps every
 * event as long as it stays below it; hot sites are cut to the level. A site seen for the first time gets
 * {@code perSiteLimit} until the next window. So the total is enforced from the last window's demand: when demand
 * shifts (a quiet site wakes up, a new one appears), a window may pass more than {@code totalLimit}; the next one is
 * back within it.
 *
 * <p><b>No lock on the way of an event.</b> A map lookup, one compare-and-set on the site's (window, count) while it
 * has budget left and only a read once it has not, and one LongAdder increment. No thread runs in the background: the
 * first caller of a new window wins a compare-and-set on the window number and computes the shares; callers of the same
 * new window wait for it (microseconds, once a second), so no event is judged against the last window's limits.
 *
 * <p><b>Never silent.</b> At a window's start, if the summary interval has passed and anything was dropped since the
 * last summary, the summary line ({@link SamplerSummary}) goes to the sink; {@link #summarizeNow()} sends it at once.
 * Its counts are exact: the summaries, added up, equal what was dropped.
 */
public final class SiteBudget {
    /** The logger the summary is logged on. The adapters pass it without consulting the budget. */
    public static final String SUMMARY_LOGGER = "logtune.sampler";
    /** The template under which events of templates past maxSites are counted. */
    public static final String UNTRACKED = "<untracked templates>";

    private static final long WINDOW_NANOS = 1_000_000_000L;

    private final BudgetSettings settings;
    private final LongSupplier nanoClock;
    private final Consumer<String> summarySink;
    private final long origin;
    private final long summaryIntervalNanos;

    private final ConcurrentHashMap<String, Site> sites = new ConcurrentHashMap<>();
    private final AtomicInteger siteCount = new AtomicInteger();
    private final Site untracked;

    // The window whose limits are in force, and the one being rolled to: rolling runs ahead of published while a
    // caller computes the shares.
    private volatile long published;
    private final AtomicLong rolling = new AtomicLong();

    private final Object summaryLock = new Object();
    private volatile long lastSummaryNanos;

    /**
     * @param nanoClock   {@code System::nanoTime} in a service; a fake one in tests
     * @param summarySink where the summary line goes: the adapters log it at INFO on {@link #SUMMARY_LOGGER}
     */
    public SiteBudget(BudgetSettings settings, LongSupplier nanoClock, Consumer<String> summarySink) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.nanoClock = Objects.requireNonNull(nanoClock, "nanoClock");
        this.summarySink = Objects.requireNonNull(summarySink, "summarySink");
        this.summaryIntervalNanos = settings.summaryInterval().toNanos();
        this.untracked = new Site(UNTRACKED, true, settings.perSiteLimit());
        this.origin = nanoClock.getAsLong();
        this.lastSummaryNanos = origin;
    }

    public BudgetSettings settings() {
        return settings;
    }

    /**
     * Whether an enabled event below WARN is kept. The caller has already passed WARN and above, disabled levels and
     * the summary logger's own events: they are none of the budget's business and are not counted.
     *
     * @param template the message as written at the call site, before its parameters are filled in
     */
    public boolean admit(String template, String logger, SampledLevel level) {
        long window = window();
        Site site = site(template);
        boolean keep = site.tryTake(window);
        site.counts(logger).count(level, keep);
        return keep;
    }

    /** Logs the summary of everything dropped and not yet summarized, if anything was; returns the line. */
    public Optional<String> summarizeNow() {
        Optional<String> line = summarize(nanoClock.getAsLong());
        line.ifPresent(summarySink);
        return line;
    }

    /** The counts since the start, per site, logger and level. */
    public SamplerSnapshot snapshot() {
        List<SampledCount> counts = new ArrayList<>();
        for (Site site : allSites()) {
            for (LoggerCounts c : site.loggers()) {
                for (int level = 0; level < LoggerCounts.levels(); level++) {
                    long kept = c.kept(level);
                    long dropped = c.dropped(level);
                    if (kept != 0 || dropped != 0) {
                        counts.add(new SampledCount(site.template, c.logger, SampledLevel.ofOrdinal(level), kept,
                                dropped));
                    }
                }
            }
        }
        counts.sort(Comparator.comparing(SampledCount::template).thenComparing(SampledCount::logger)
                .thenComparing(SampledCount::level));
        return new SamplerSnapshot(counts);
    }

    /** The limit in force for a template this window; for tests. */
    int limitOf(String template) {
        Site site = sites.get(template);
        return (site == null ? untracked : site).limit();
    }

    /** Sites tracked one by one, not counting the bucket past maxSites. */
    int trackedSites() {
        return siteCount.get();
    }

    private long window() {
        long now = nanoClock.getAsLong();
        long window = Math.floorDiv(now - origin, WINDOW_NANOS);
        long current = published;
        // A caller whose clock read lags one that already moved the window on counts in the newer window.
        return window <= current ? current : advance(window, now);
    }

    private long advance(long window, long now) {
        for (;;) {
            long current = published;
            if (current >= window) {
                return current;
            }
            long target = rolling.get();
            if (target >= window) {
                // Another caller is rolling: count in the window published so far rather than wait for it. With more
                // threads than cores a roller can lose its core for a whole time slice, and callers spinning on it
                // stalled every producer for 150 ms (measured at 38k/s over 60 threads on 2 cores).
                return current;
            } else if (rolling.compareAndSet(target, window)) {
                // A roll to an earlier window may still be under way: shares are computed one window after another.
                while (published < target) {
                    Thread.yield();
                }
                try {
                    roll(published, window);
                } finally {
                    published = window;
                }
                if (now - lastSummaryNanos >= summaryIntervalNanos) {
                    summarize(now).ifPresent(summarySink);
                }
                return window;
            }
        }
    }

    private Site site(String template) {
        Site site = sites.get(template);
        if (site != null) {
            return site;
        }
        if (siteCount.get() >= settings.maxSites()) {
            return untracked;
        }
        site = sites.computeIfAbsent(template, t -> reserveSite() ? new Site(t, false, settings.perSiteLimit()) : null);
        return site == null ? untracked : site;
    }

    private boolean reserveSite() {
        for (;;) {
            int n = siteCount.get();
            if (n >= settings.maxSites()) {
                return false;
            }
            if (siteCount.compareAndSet(n, n + 1)) {
                return true;
            }
        }
    }

    private List<Site> allSites() {
        List<Site> all = new ArrayList<>(sites.size() + 1);
        all.addAll(sites.values());
        all.add(untracked);
        return all;
    }

    /** The new window's limits from what each site asked for in the one before. */
    private void roll(long from, long to) {
        List<Site> all = allSites();
        long[] demand = new long[all.size()];
        for (int i = 0; i < demand.length; i++) {
            Site site = all.get(i);
            long seen = site.seen();
            demand[i] = seen - site.seenAtRoll;
            site.seenAtRoll = seen;
        }
        if (to != from + 1) {
            // The windows in between were empty: the window before this one asked for nothing.
            java.util.Arrays.fill(demand, 0);
        }
        FairShare share = FairShare.of(demand, settings.perSiteLimit(), settings.totalLimit());
        for (int i = 0; i < demand.length; i++) {
            all.get(i).limit((int) Math.min(share.limit(i), Integer.MAX_VALUE));
        }
    }

    private Optional<String> summarize(long now) {
        SamplerSummary summary;
        synchronized (summaryLock) {
            long dropped = 0;
            long kept = 0;
            List<SiteDrops> dropping = new ArrayList<>();
            for (Site site : allSites()) {
                long siteKept = site.kept();
                long siteDropped = site.dropped();
                long newlyDropped = siteDropped - site.droppedSummarized;
                kept += siteKept - site.keptSummarized;
                dropped += newlyDropped;
                site.keptSummarized = siteKept;
                site.droppedSummarized = siteDropped;
                if (newlyDropped > 0) {
                    dropping.add(SamplerSummary.site(site.template, site.topLogger(), newlyDropped));
                }
            }
            double seconds = (now - lastSummaryNanos) / 1e9;
            lastSummaryNanos = now;
            if (dropped == 0) {
                return Optional.empty();
            }
            dropping.sort(Comparator.comparingLong(SiteDrops::dropped).reversed()
                    .thenComparing(SiteDrops::template));
            int listed = Math.min(SamplerSummary.MAX_SITES, dropping.size());
            long moreDropped = dropping.subList(listed, dropping.size()).stream().mapToLong(SiteDrops::dropped).sum();
            summary = new SamplerSummary(dropped, kept, seconds, dropping.subList(0, listed),
                    dropping.size() - listed, moreDropped);
        }
        return Optional.of(summary.line());
    }
}

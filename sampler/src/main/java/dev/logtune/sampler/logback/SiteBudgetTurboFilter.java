package dev.logtune.sampler.logback;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import ch.qos.logback.core.util.Duration;
import dev.logtune.sampler.BudgetSettings;
import dev.logtune.sampler.SampledLevel;
import dev.logtune.sampler.SamplerSnapshot;
import dev.logtune.sampler.SiteBudget;
import org.slf4j.Marker;

import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * Logback's side of the sampler: a turbo filter, so an event over budget is denied before Logback builds it.
 *
 * <pre>{@code
 * <turboFilter class="dev.logtune.sampler.logback.SiteBudgetTurboFilter">
 *   <perSiteLimit>20</perSiteLimit>
 *   <totalLimit>400</totalLimit>
 *   <summaryInterval>10 seconds</summaryInterval>   <!-- optional, default 10 seconds -->
 *   <maxSites>2048</maxSites>                       <!-- optional -->
 * </turboFilter>
 * }</pre>
 *
 * WARN and above, levels the logger has disabled and {@code isXxxEnabled()} calls (no message) get NEUTRAL and are not
 * counted; so do the summary's own events, which pass even a WARN root unless {@code logtune.sampler} has a level of
 * its own. The message template is Logback's format string, the one the call site wrote.
 *
 * <p><b>At shutdown.</b> Logback detaches the appenders before it stops turbo filters, so the summary {@link #stop()}
 * logs would reach no appender; it also goes to the status manager as a warning. A service that wants the last
 * summary in its log calls {@link #summarizeNow()} before it stops the context.
 */
public final class SiteBudgetTurboFilter extends TurboFilter {
    private int perSiteLimit;
    private int totalLimit;
    private int maxSites = BudgetSettings.DEFAULT_MAX_SITES;
    private Duration summaryInterval = Duration.buildBySeconds(BudgetSettings.DEFAULT_SUMMARY_INTERVAL.toSeconds());
    private LongSupplier nanoClock = System::nanoTime;

    private volatile SiteBudget budget;
    private Logger summaryLogger;

    public void setPerSiteLimit(int perSiteLimit) {
        this.perSiteLimit = perSiteLimit;
    }

    public int getPerSiteLimit() {
        return perSiteLimit;
    }

    public void setTotalLimit(int totalLimit) {
        this.totalLimit = totalLimit;
    }

    public int getTotalLimit() {
        return totalLimit;
    }

    public void setMaxSites(int maxSites) {
        this.maxSites = maxSites;
    }

    public int getMaxSites() {
        return maxSites;
    }

    public void setSummaryInterval(Duration summaryInterval) {
        this.summaryInterval = summaryInterval;
    }

    public Duration getSummaryInterval() {
        return summaryInterval;
    }

    /** The clock before {@link #start()}; tests give a fake one. */
    void setNanoClock(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    @Override
    public void start() {
        BudgetSettings settings;
        try {
            settings = new BudgetSettings(perSiteLimit, totalLimit, maxSites,
                    java.time.Duration.ofMillis(summaryInterval.getMilliseconds()));
        } catch (IllegalArgumentException e) {
            addError("SiteBudgetTurboFilter not started: " + e.getMessage());
            return;
        }
        summaryLogger = ((LoggerContext) getContext()).getLogger(SiteBudget.SUMMARY_LOGGER);
        Logger logger = summaryLogger;
        // "{}" and the line as its argument: the line quotes templates, whose own {} must stay as they are.
        budget = new SiteBudget(settings, nanoClock, line -> logger.info("{}", line));
        super.start();
    }

    @Override
    public void stop() {
        SiteBudget b = budget;
        if (b != null && isStarted()) {
            b.summarizeNow().ifPresent(line -> addWarn("final summary, logged while the appenders may be detached: "
                    + line));
        }
        super.stop();
    }

    @Override
    public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
        int levelInt = level.levelInt;
        if (levelInt >= Level.WARN_INT || format == null || !isStarted()) {
            return FilterReply.NEUTRAL;
        }
        if (logger == summaryLogger) {
            // Never sampled; and let through a level that would silence it, unless someone set one on it on purpose.
            return levelInt >= Level.INFO_INT && logger.getLevel() == null ? FilterReply.ACCEPT : FilterReply.NEUTRAL;
        }
        if (!level.isGreaterOrEqual(logger.getEffectiveLevel())) {
            // Disabled: Logback's own level check denies it next, at no cost to the budget.
            return FilterReply.NEUTRAL;
        }
        return budget.admit(format, logger.getName(), sampled(levelInt)) ? FilterReply.NEUTRAL : FilterReply.DENY;
    }

    /** Logs, at INFO on {@code logtune.sampler}, what was dropped and not yet summarized; returns the line. */
    public Optional<String> summarizeNow() {
        SiteBudget b = budget;
        return b == null ? Optional.empty() : b.summarizeNow();
    }

    /** What was kept and dropped since the start, per site, logger and level. */
    public SamplerSnapshot snapshot() {
        SiteBudget b = budget;
        return b == null ? new SamplerSnapshot(java.util.List.of()) : b.snapshot();
    }

    // Custom levels between the standard ones count with the nearest standard level below them in severity.
    private static SampledLevel sampled(int levelInt) {
        if (levelInt >= Level.INFO_INT) {
            return SampledLevel.INFO;
        }
        return levelInt >= Level.DEBUG_INT ? SampledLevel.DEBUG : SampledLevel.TRACE;
    }
}

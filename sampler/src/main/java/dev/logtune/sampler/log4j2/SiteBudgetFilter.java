package dev.logtune.sampler.log4j2;

import dev.logtune.sampler.BudgetSettings;
import dev.logtune.sampler.SampledLevel;
import dev.logtune.sampler.SamplerSnapshot;
import dev.logtune.sampler.SiteBudget;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Marker;
import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Node;
import org.apache.logging.log4j.core.config.plugins.Plugin;
import org.apache.logging.log4j.core.config.plugins.PluginBuilderAttribute;
import org.apache.logging.log4j.core.config.plugins.PluginBuilderFactory;
import org.apache.logging.log4j.core.config.plugins.PluginConfiguration;
import org.apache.logging.log4j.core.filter.AbstractFilter;
import org.apache.logging.log4j.message.Message;
import org.apache.logging.log4j.message.SimpleMessage;
import org.apache.logging.log4j.status.StatusLogger;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Log4j2's side of the sampler, a context-wide filter, so an event over budget is denied before Log4j2 builds it.
 *
 * <pre>{@code
 * <Configuration>
 *   <SiteBudgetFilter perSiteLimit="20" totalLimit="400" summaryIntervalSeconds="10" maxSites="2048"/>
 *   ...
 * }</pre>
 * ({@code summaryIntervalSeconds} and {@code maxSites} are optional.) WARN and above, levels the logger has disabled
 * and {@code isXxxEnabled()} calls (no message) get NEUTRAL and are not counted; so do the summary's own events, which
 * pass even a WARN root unless {@code logtune.sampler} has a logger of its own in the configuration. The template is
 * the format string as written ({@link Message#getFormat()} for Message objects, the class name for other objects).
 *
 * <p>Every String overload is overridden, so a call with up to ten parameters allocates no array here. Log4j2's
 * fluent API ({@code logger.atInfo()...log()}) consults context-wide filters before it has a message, so its events
 * pass unbudgeted and uncounted; attached to a logger or an appender instead, {@link #filter(LogEvent)} budgets
 * every event that reaches it.
 */
@Plugin(name = "SiteBudgetFilter", category = Node.CATEGORY, elementType = Filter.ELEMENT_TYPE, printObject = true)
public final class SiteBudgetFilter extends AbstractFilter {
    private static final int WARN = Level.WARN.intLevel();
    private static final int INFO = Level.INFO.intLevel();
    private static final int DEBUG = Level.DEBUG.intLevel();

    private static final String FQCN = SiteBudgetFilter.class.getName();

    private final SiteBudget budget;
    private final Configuration configuration;
    private volatile boolean stopping;

    private SiteBudgetFilter(BudgetSettings settings, Configuration configuration, LongSupplier nanoClock) {
        this.configuration = configuration;
        this.budget = new SiteBudget(settings, nanoClock, this::logSummary);
    }

    /** A filter outside any configuration (benchmarks, tests): its summary goes to Log4j2's status logger. */
    public static SiteBudgetFilter create(BudgetSettings settings, LongSupplier nanoClock) {
        return new SiteBudgetFilter(settings, null, nanoClock);
    }

    @PluginBuilderFactory
    public static Builder newBuilder() {
        return new Builder();
    }

    /** Logs, at INFO on {@code logtune.sampler}, what was dropped and not yet summarized; returns the line. */
    public Optional<String> summarizeNow() {
        return budget.summarizeNow();
    }

    /** What was kept and dropped since the start, per site, logger and level. */
    public SamplerSnapshot snapshot() {
        return budget.snapshot();
    }

    public BudgetSettings settings() {
        return budget.settings();
    }

    @Override
    public boolean stop(long timeout, TimeUnit timeUnit) {
        summarizeAtStop();
        return super.stop(timeout, timeUnit);
    }

    @Override
    public void stop() {
        summarizeAtStop();
        super.stop();
    }

    private void summarizeAtStop() {
        stopping = true;
        budget.summarizeNow();
    }

    private void logSummary(String line) {
        LoggerContext context = configuration == null ? null : configuration.getLoggerContext();
        if (context == null) {
            StatusLogger.getLogger().warn("{}", line);
        } else if (stopping) {
            // A stopping context has already moved its loggers to an empty configuration; but it stops this one's
            // filter before its appenders, so the last line goes to them through the logger's own config.
            LoggerConfig config = configuration.getLoggerConfig(SiteBudget.SUMMARY_LOGGER);
            if (!configuredOnPurpose() || Level.INFO.isMoreSpecificThan(config.getLevel())) {
                config.log(SiteBudget.SUMMARY_LOGGER, FQCN, null, Level.INFO, new SimpleMessage(line), null);
            }
        } else {
            // "{}" and the line as its argument: the line quotes templates, whose own {} must stay as they are.
            context.getLogger(SiteBudget.SUMMARY_LOGGER).info("{}", line);
        }
    }

    private boolean configuredOnPurpose() {
        return configuration != null
                && SiteBudget.SUMMARY_LOGGER.equals(configuration.getLoggerConfig(SiteBudget.SUMMARY_LOGGER).getName());
    }

    private Result decide(Logger logger, Level level, String template) {
        int levelInt = level.intLevel();
        if (levelInt <= WARN || template == null) {
            return Result.NEUTRAL;
        }
        String name = logger.getName();
        if (SiteBudget.SUMMARY_LOGGER.equals(name)) {
            return summaryReply(levelInt);
        }
        if (levelInt > logger.getLevel().intLevel()) {
            // Disabled: Log4j2's own level check denies it next, at no cost to the budget.
            return Result.NEUTRAL;
        }
        return budget.admit(template, name, sampled(levelInt)) ? Result.NEUTRAL : Result.DENY;
    }

    // Never sampled; and let through a level that would silence it, unless someone configured that logger on purpose.
    private Result summaryReply(int levelInt) {
        return levelInt <= INFO && !configuredOnPurpose() ? Result.ACCEPT : Result.NEUTRAL;
    }

    // Custom levels between the standard ones count with the nearest standard level below them in severity.
    private static SampledLevel sampled(int levelInt) {
        if (levelInt <= INFO) {
            return SampledLevel.INFO;
        }
        return levelInt <= DEBUG ? SampledLevel.DEBUG : SampledLevel.TRACE;
    }

    private static String template(Object msg) {
        if (msg == null || msg instanceof String) {
            return (String) msg;
        }
        if (msg instanceof Message message) {
            return template(message);
        }
        return msg instanceof CharSequence chars ? chars.toString() : msg.getClass().getName();
    }

    // Message#getFormat() is deprecated on the interface since 2.24 for its use as an encoding hint; for the
    // parameterized messages a call site makes it is still the raw template, and nothing else gives that.
    @SuppressWarnings("deprecation")
    private static String template(Message msg) {
        if (msg == null) {
            return null;
        }
        String format = msg.getFormat();
        return format != null ? format : msg.getClass().getName();
    }

    /** An event that reaches this filter was enabled (on a logger or an appender), so only WARN is checked. */
    @Override
    public Result filter(LogEvent event) {
        Level level = event.getLevel();
        int levelInt = level.intLevel();
        String name = event.getLoggerName();
        if (levelInt <= WARN || SiteBudget.SUMMARY_LOGGER.equals(name)) {
            return Result.NEUTRAL;
        }
        String template = template(event.getMessage());
        if (template == null) {
            return Result.NEUTRAL;
        }
        return budget.admit(template, name == null ? "" : name, sampled(levelInt)) ? Result.NEUTRAL : Result.DENY;
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, Message msg, Throwable t) {
        return decide(logger, level, template(msg));
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, Object msg, Throwable t) {
        return decide(logger, level, template(msg));
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object... params) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object p0) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object p0, Object p1) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object p0, Object p1, Object p2) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object p0, Object p1, Object p2,
                         Object p3) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object p0, Object p1, Object p2,
                         Object p3, Object p4) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object p0, Object p1, Object p2,
                         Object p3, Object p4, Object p5) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object p0, Object p1, Object p2,
                         Object p3, Object p4, Object p5, Object p6) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object p0, Object p1, Object p2,
                         Object p3, Object p4, Object p5, Object p6, Object p7) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object p0, Object p1, Object p2,
                         Object p3, Object p4, Object p5, Object p6, Object p7, Object p8) {
        return decide(logger, level, msg);
    }

    @Override
    public Result filter(Logger logger, Level level, Marker marker, String msg, Object p0, Object p1, Object p2,
                         Object p3, Object p4, Object p5, Object p6, Object p7, Object p8, Object p9) {
        return decide(logger, level, msg);
    }

    @Override
    public String toString() {
        BudgetSettings s = budget.settings();
        return "SiteBudgetFilter[perSiteLimit=" + s.perSiteLimit() + ", totalLimit=" + s.totalLimit() + ", maxSites="
                + s.maxSites() + ", summaryIntervalSeconds=" + s.summaryInterval().toSeconds() + "]";
    }

    /** The plugin's attributes; Log4j2 sets them from the configuration, by field name. */
    public static final class Builder implements org.apache.logging.log4j.core.util.Builder<SiteBudgetFilter> {
        @PluginBuilderAttribute
        private int perSiteLimit;
        @PluginBuilderAttribute
        private int totalLimit;
        @PluginBuilderAttribute
        private int maxSites = BudgetSettings.DEFAULT_MAX_SITES;
        @PluginBuilderAttribute
        private long summaryIntervalSeconds = BudgetSettings.DEFAULT_SUMMARY_INTERVAL.toSeconds();
        @PluginConfiguration
        private Configuration configuration;
        private LongSupplier nanoClock = System::nanoTime;

        public Builder setPerSiteLimit(int perSiteLimit) {
            this.perSiteLimit = perSiteLimit;
            return this;
        }

        public Builder setTotalLimit(int totalLimit) {
            this.totalLimit = totalLimit;
            return this;
        }

        public Builder setMaxSites(int maxSites) {
            this.maxSites = maxSites;
            return this;
        }

        public Builder setSummaryIntervalSeconds(long seconds) {
            this.summaryIntervalSeconds = seconds;
            return this;
        }

        public Builder setConfiguration(Configuration configuration) {
            this.configuration = configuration;
            return this;
        }

        /** The clock; tests give a fake one. */
        public Builder setNanoClock(LongSupplier nanoClock) {
            this.nanoClock = nanoClock;
            return this;
        }

        /** The filter, or null (Log4j2's convention) with the reason on the status logger if an attribute is wrong. */
        @Override
        public SiteBudgetFilter build() {
            try {
                BudgetSettings settings = new BudgetSettings(perSiteLimit, totalLimit, maxSites,
                        Duration.ofSeconds(summaryIntervalSeconds));
                return new SiteBudgetFilter(settings, configuration, nanoClock);
            } catch (IllegalArgumentException e) {
                StatusLogger.getLogger().error("SiteBudgetFilter not created: {}", e.getMessage());
                return null;
            }
        }
    }
}

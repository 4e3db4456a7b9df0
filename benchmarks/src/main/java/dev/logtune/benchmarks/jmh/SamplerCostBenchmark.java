package dev.logtune.benchmarks.jmh;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.core.spi.FilterReply;
import dev.logtune.sampler.BudgetSettings;
import dev.logtune.sampler.log4j2.SiteBudgetFilter;
import dev.logtune.sampler.logback.SiteBudgetTurboFilter;
import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.config.builder.api.ConfigurationBuilder;
import org.apache.logging.log4j.core.config.builder.api.ConfigurationBuilderFactory;
import org.apache.logging.log4j.core.config.builder.impl.BuiltConfiguration;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * What the logtune-sampler filters cost a caller per call, with no appender work: each benchmark calls the filter
 * the way the framework does for {@code logger.info("GET {} took {} ms", path, ms)} and returns its reply.
 *
 * <ul>
 *   <li><b>keptInfo</b>: an enabled INFO the budget keeps: a map lookup, one compare-and-set on the site's (window,
 *   count) and one LongAdder increment. Its filter has limits no run reaches (2^31-1 events/s), because a real budget
 *   of a few hundred events per second would turn every call after the first few of each second into a drop.</li>
 *   <li><b>droppedInfo</b>: an enabled INFO at a hot site over its budget (1 event/s): a map lookup, a volatile read,
 *   one LongAdder increment. The filter's summary line is computed every 10 s, when a window rolls.</li>
 *   <li><b>disabledDebug</b>: a DEBUG its logger (at INFO) has disabled: the filter returns NEUTRAL after the
 *   logger's level check, so the framework denies it next; the budget is not touched.</li>
 *   <li><b>warn</b>: a WARN, never sampled: one comparison.</li>
 * </ul>
 * Every call but the first in a second reads {@code System.nanoTime()}; the window's roll (once a second) is the
 * only step that is not constant, and it is amortized over the second's calls.
 *
 * <p>JMH takes no thread count as a parameter: {@code @Threads(1)} is the default here, and {@code -t} sets it for a
 * run. Contention is what the thread count shows: all threads call one site, so keptInfo's compare-and-set is shared
 * by all of them, and droppedInfo's LongAdder spreads over cells. For the 1 to 64 thread table, one run per count:
 * <pre>
 * ./mvnw -q -B -pl benchmarks -am -DskipTests install
 * ./mvnw -q -B -pl benchmarks dependency:build-classpath -Dmdep.outputFile=/tmp/logtune-bench.cp
 * for t in 1 2 4 8 16 32 64; do
 *   flock /tmp/logtune-bench.lock java -cp benchmarks/target/classes:$(cat /tmp/logtune-bench.cp) \
 *     org.openjdk.jmh.Main SamplerCost -t $t -rf json -rff sampler-cost-t$t.json
 * done
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(1)
@Fork(2)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class SamplerCostBenchmark {
    private static final String TEMPLATE = "GET {} took {} ms";
    private static final String LOGGER = "com.acme.web.Http";
    private static final String PATH = "/orders/42";
    private static final Integer MILLIS = 12;

    private final Object[] params = {PATH, MILLIS};

    private LoggerContext logbackContext;
    private ch.qos.logback.classic.Logger logbackLogger;
    private SiteBudgetTurboFilter logbackKeep;
    private SiteBudgetTurboFilter logbackDrop;

    private org.apache.logging.log4j.core.LoggerContext log4jContext;
    private org.apache.logging.log4j.core.Logger log4jLogger;
    private SiteBudgetFilter log4jKeep;
    private SiteBudgetFilter log4jDrop;

    @Setup(org.openjdk.jmh.annotations.Level.Trial)
    public void start() {
        logbackContext = new LoggerContext();
        logbackContext.setName("sampler-cost");
        logbackContext.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).setLevel(ch.qos.logback.classic.Level.INFO);
        logbackLogger = logbackContext.getLogger(LOGGER);
        logbackKeep = logback(Integer.MAX_VALUE, Integer.MAX_VALUE);
        logbackDrop = logback(1, 1);

        ConfigurationBuilder<BuiltConfiguration> config = ConfigurationBuilderFactory.newConfigurationBuilder();
        config.setConfigurationName("sampler-cost");
        config.add(config.newRootLogger(org.apache.logging.log4j.Level.INFO));
        log4jContext = new org.apache.logging.log4j.core.LoggerContext("sampler-cost");
        log4jContext.start(config.build());
        log4jLogger = log4jContext.getLogger(LOGGER);
        log4jKeep = SiteBudgetFilter.create(BudgetSettings.of(Integer.MAX_VALUE, Integer.MAX_VALUE), System::nanoTime);
        log4jDrop = SiteBudgetFilter.create(BudgetSettings.of(1, 1), System::nanoTime);
        log4jKeep.start();
        log4jDrop.start();
    }

    @TearDown(org.openjdk.jmh.annotations.Level.Trial)
    public void stop() {
        logbackContext.stop();
        log4jKeep.stop();
        log4jDrop.stop();
        log4jContext.stop();
    }

    private SiteBudgetTurboFilter logback(int perSiteLimit, int totalLimit) {
        SiteBudgetTurboFilter filter = new SiteBudgetTurboFilter();
        filter.setContext(logbackContext);
        filter.setPerSiteLimit(perSiteLimit);
        filter.setTotalLimit(totalLimit);
        filter.start();
        return filter;
    }

    @Benchmark
    public FilterReply logbackKeptInfo() {
        return logbackKeep.decide(null, logbackLogger, ch.qos.logback.classic.Level.INFO, TEMPLATE, params, null);
    }

    @Benchmark
    public FilterReply logbackDroppedInfo() {
        return logbackDrop.decide(null, logbackLogger, ch.qos.logback.classic.Level.INFO, TEMPLATE, params, null);
    }

    @Benchmark
    public FilterReply logbackDisabledDebug() {
        return logbackDrop.decide(null, logbackLogger, ch.qos.logback.classic.Level.DEBUG, TEMPLATE, params, null);
    }

    @Benchmark
    public FilterReply logbackWarn() {
        return logbackDrop.decide(null, logbackLogger, ch.qos.logback.classic.Level.WARN, TEMPLATE, params, null);
    }

    @Benchmark
    public Filter.Result log4j2KeptInfo() {
        return log4jKeep.filter(log4jLogger, org.apache.logging.log4j.Level.INFO, null, TEMPLATE, PATH, MILLIS);
    }

    @Benchmark
    public Filter.Result log4j2DroppedInfo() {
        return log4jDrop.filter(log4jLogger, org.apache.logging.log4j.Level.INFO, null, TEMPLATE, PATH, MILLIS);
    }

    @Benchmark
    public Filter.Result log4j2DisabledDebug() {
        return log4jDrop.filter(log4jLogger, org.apache.logging.log4j.Level.DEBUG, null, TEMPLATE, PATH, MILLIS);
    }

    @Benchmark
    public Filter.Result log4j2Warn() {
        return log4jDrop.filter(log4jLogger, org.apache.logging.log4j.Level.WARN, null, TEMPLATE, PATH, MILLIS);
    }
}

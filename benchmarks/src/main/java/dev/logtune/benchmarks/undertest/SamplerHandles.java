package dev.logtune.benchmarks.undertest;

import dev.logtune.benchmarks.audit.ServiceTally;
import dev.logtune.configs.load.LoadedLog4j2;
import dev.logtune.configs.load.LoadedLogback;
import dev.logtune.configs.load.LoadedLogging;
import dev.logtune.sampler.SamplerSnapshot;
import dev.logtune.sampler.log4j2.SiteBudgetFilter;
import dev.logtune.sampler.logback.SiteBudgetTurboFilter;
import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.filter.CompositeFilter;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The logtune samplers a loaded setup holds: Logback's turbo filters, Log4j2's filters (context-wide, or on a logger).
 * Before the context stops, each logs its last summary (Logback's would otherwise go only to the status manager, its
 * appenders detached) and its own counters are read, to check the summaries in the output against.
 */
final class SamplerHandles {
    private final List<SiteBudgetTurboFilter> logback = new ArrayList<>();
    private final List<SiteBudgetFilter> log4j2 = new ArrayList<>();

    private SamplerHandles() {
    }

    static SamplerHandles of(LoadedLogging loaded) {
        SamplerHandles handles = new SamplerHandles();
        if (loaded instanceof LoadedLogback logback) {
            logback.context().getTurboFilterList().forEach(filter -> {
                if (filter instanceof SiteBudgetTurboFilter sampler) {
                    handles.logback.add(sampler);
                }
            });
        } else if (loaded instanceof LoadedLog4j2 log4j2) {
            Configuration configuration = log4j2.context().getConfiguration();
            handles.add(configuration.getFilter());
            for (LoggerConfig logger : configuration.getLoggers().values()) {
                handles.add(logger.getFilter());
            }
            handles.add(configuration.getRootLogger().getFilter());
        }
        return handles;
    }

    private void add(Filter filter) {
        if (filter instanceof SiteBudgetFilter sampler && !log4j2.contains(sampler)) {
            log4j2.add(sampler);
        } else if (filter instanceof CompositeFilter composite) {
            for (Filter each : composite.getFiltersArray()) {
                add(each);
            }
        }
    }

    boolean any() {
        return !logback.isEmpty() || !log4j2.isEmpty();
    }

    /** Each sampler logs what it dropped since its last summary, through the setup's own appenders. */
    void summarizeNow() {
        logback.forEach(SiteBudgetTurboFilter::summarizeNow);
        log4j2.forEach(SiteBudgetFilter::summarizeNow);
    }

    /** The samplers' own counts so far, added up; null where the setup has no sampler. */
    ServiceTally.Snapshot snapshot() {
        if (!any()) {
            return null;
        }
        List<SamplerSnapshot> snapshots = new ArrayList<>();
        logback.forEach(s -> snapshots.add(s.snapshot()));
        log4j2.forEach(s -> snapshots.add(s.snapshot()));
        long dropped = 0;
        Map<String, Long> byTemplate = new HashMap<>();
        for (SamplerSnapshot snapshot : snapshots) {
            dropped += snapshot.dropped();
            snapshot.droppedByTemplate().forEach((template, count) -> byTemplate.merge(template, count, Long::sum));
        }
        return new ServiceTally.Snapshot(dropped, byTemplate);
    }
}

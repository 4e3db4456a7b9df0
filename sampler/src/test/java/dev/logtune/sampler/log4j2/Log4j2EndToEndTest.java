package dev.logtune.sampler.log4j2;

import dev.logtune.sampler.SampledCount;
import dev.logtune.sampler.SampledLevel;
import dev.logtune.sampler.SamplerSummary;
import dev.logtune.sampler.SiteDrops;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.message.ParameterizedMessage;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/** The filter as a service has it: from log4j2.xml, found as a plugin, through the Log4j API, into an appender. */
class Log4j2EndToEndTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void keptDroppedAndSummarizedFromARealConfiguration() throws Exception {
        LoggerContext context = Log4j2Contexts.start("/log4j2-sampler-test.xml");
        Configuration config = context.getConfiguration();

        assertThat(config.getFilter()).isInstanceOf(SiteBudgetFilter.class);
        SiteBudgetFilter loaded = (SiteBudgetFilter) config.getFilter();
        assertThat(loaded.settings().perSiteLimit()).isEqualTo(3);
        assertThat(loaded.settings().totalLimit()).isEqualTo(100);
        assertThat(loaded.settings().maxSites()).isEqualTo(500);
        assertThat(loaded.settings().summaryInterval().toSeconds()).isEqualTo(10);
        // The same settings on a clock the test moves, in the loaded filter's place.
        AtomicLong clock = new AtomicLong(0);
        SiteBudgetFilter filter = SiteBudgetFilter.newBuilder().setPerSiteLimit(3).setTotalLimit(100)
                .setMaxSites(500).setSummaryIntervalSeconds(10).setConfiguration(config).setNanoClock(clock::get)
                .build();
        config.removeFilter(loaded);
        loaded.stop();
        config.addFilter(filter);
        filter.start();
        context.updateLoggers();

        ListAppender list = config.getAppender("LIST");
        Logger http = context.getLogger("com.acme.web.Http");

        for (int i = 0; i < 4; i++) {
            http.info("GET {} took {} ms", "/orders/" + i, i);
            http.info(new ParameterizedMessage("GET {} took {} ms", "/message/" + i, i));
            http.info("GET {} took {} ms", new IllegalStateException("with a throwable"));
            http.debug("GET {} took {} ms", "/orders/" + i, i);
            http.warn("GET {} took {} ms", "/orders/" + i, i);
            http.error("GET {} took {} ms", "/orders/" + i, i);
        }
        assertThat(http.isDebugEnabled()).isFalse();
        assertThat(http.isInfoEnabled()).isTrue();

        assertThat(list.events).filteredOn(e -> e.getLevel() == Level.INFO).hasSize(3);
        assertThat(list.events).filteredOn(e -> e.getLevel().isMoreSpecificThan(Level.WARN)).hasSize(8);
        assertThat(list.events).filteredOn(e -> e.getLevel() == Level.DEBUG).isEmpty();
        assertThat(filter.snapshot().counts()).containsExactly(
                new SampledCount("GET {} took {} ms", "com.acme.web.Http", SampledLevel.INFO, 3, 9));

        // 10 s later the first event's window logs the summary, on logtune.sampler, though the root is at WARN.
        clock.addAndGet(10 * SECOND);
        http.info("GET {} took {} ms", "/later", 1);
        assertThat(summaries(list)).hasSize(1);
        SamplerSummary summary = SamplerSummary.parse(summaries(list).get(0));
        assertThat(summary.dropped()).isEqualTo(9);
        assertThat(summary.kept()).isEqualTo(3);
        assertThat(summary.sites())
                .containsExactly(new SiteDrops("GET {} took {} ms", false, "com.acme.web.Http", 9));

        // Log4j2 stops the context-wide filter before the appenders: the last summary still reaches the log.
        for (int i = 0; i < 5; i++) {
            http.info("GET {} took {} ms", "/more", i);
        }
        context.stop();
        assertThat(summaries(list)).hasSize(2);
        assertThat(SamplerSummary.parse(summaries(list).get(1)).dropped()).isEqualTo(3);
    }

    private static List<String> summaries(ListAppender list) {
        return list.events.stream().filter(e -> e.getLoggerName().equals("logtune.sampler"))
                .map(LogEvent::getMessage).map(m -> m.getFormattedMessage()).toList();
    }
}

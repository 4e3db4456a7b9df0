package dev.logtune.sampler.logback;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.read.ListAppender;
import ch.qos.logback.core.status.Status;
import dev.logtune.sampler.SampledCount;
import dev.logtune.sampler.SampledLevel;
import dev.logtune.sampler.SamplerSummary;
import dev.logtune.sampler.SiteDrops;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/** The turbo filter as a service has it: from logback.xml, through SLF4J, into an appender. */
class LogbackEndToEndTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void keptDroppedAndSummarizedFromARealConfiguration() throws Exception {
        LoggerContext context = new LoggerContext();
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(getClass().getResource("/logback-sampler-test.xml"));

        List<TurboFilter> filters = context.getTurboFilterList();
        assertThat(filters).hasSize(1).first().isInstanceOf(SiteBudgetTurboFilter.class);
        SiteBudgetTurboFilter filter = (SiteBudgetTurboFilter) filters.get(0);
        assertThat(filter.isStarted()).isTrue();
        assertThat(filter.getPerSiteLimit()).isEqualTo(3);
        assertThat(filter.getTotalLimit()).isEqualTo(100);
        assertThat(filter.getSummaryInterval().getMilliseconds()).isEqualTo(10_000);
        // The same filter, restarted on a clock the test moves.
        AtomicLong clock = new AtomicLong(0);
        filter.stop();
        filter.setNanoClock(clock::get);
        filter.start();

        @SuppressWarnings("unchecked")
        ListAppender<ILoggingEvent> list = (ListAppender<ILoggingEvent>) context.getLogger("ROOT").getAppender("LIST");
        Logger http = context.getLogger("com.acme.web.Http");

        for (int i = 0; i < 10; i++) {
            http.info("GET {} took {} ms", "/orders/" + i, i);
            http.debug("GET {} took {} ms", "/orders/" + i, i);
            http.warn("GET {} took {} ms", "/orders/" + i, i);
        }
        http.atInfo().setMessage("GET {} took {} ms").addArgument("/fluent").log();

        assertThat(list.list).filteredOn(e -> e.getLevel() == Level.INFO).hasSize(3);
        assertThat(list.list).filteredOn(e -> e.getLevel() == Level.WARN).hasSize(10);
        assertThat(list.list).filteredOn(e -> e.getLevel() == Level.DEBUG).isEmpty();
        assertThat(filter.snapshot().counts()).containsExactly(
                new SampledCount("GET {} took {} ms", "com.acme.web.Http", SampledLevel.INFO, 3, 8));

        // 10 s later the first event's window logs the summary, on logtune.sampler, though the root is at WARN.
        clock.addAndGet(10 * SECOND);
        http.info("GET {} took {} ms", "/later", 1);
        List<String> summaries = summaries(list);
        assertThat(summaries).hasSize(1);
        SamplerSummary summary = SamplerSummary.parse(summaries.get(0));
        assertThat(summary.dropped()).isEqualTo(8);
        assertThat(summary.kept()).isEqualTo(3);
        assertThat(summary.sites())
                .containsExactly(new SiteDrops("GET {} took {} ms", false, "com.acme.web.Http", 8));

        for (int i = 0; i < 5; i++) {
            http.info("GET {} took {} ms", "/more", i);
        }
        assertThat(filter.summarizeNow()).isPresent();
        assertThat(summaries(list)).hasSize(2);
        assertThat(SamplerSummary.parse(summaries(list).get(1)).dropped()).isEqualTo(3);

        // At stop Logback has detached the appenders already: the last summary goes to the status manager.
        http.info("GET {} took {} ms", "/last", 1);
        context.stop();
        assertThat(context.getStatusManager().getCopyOfStatusList()).map(Status::getMessage)
                .anyMatch(m -> m.contains("logtune-sampler dropped 1 of 1 events"));
    }

    private static List<String> summaries(ListAppender<ILoggingEvent> list) {
        return list.list.stream().filter(e -> e.getLoggerName().equals("logtune.sampler"))
                .map(ILoggingEvent::getFormattedMessage).toList();
    }
}

package dev.logtune.sampler.logback;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import ch.qos.logback.core.spi.FilterReply;
import dev.logtune.sampler.ConcurrentScenario;
import dev.logtune.sampler.SamplerSnapshot;
import dev.logtune.sampler.SiteBudget;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

class LogbackConcurrencyTest {

    @Test
    void eightThreadsThroughTheTurboFilter() throws Exception {
        AtomicLong clock = new AtomicLong(123 * ConcurrentScenario.SECOND);
        LoggerContext context = new LoggerContext();
        context.getLogger(Logger.ROOT_LOGGER_NAME).setLevel(Level.WARN);
        context.getLogger("com.acme").setLevel(Level.INFO);
        ListAppender<ILoggingEvent> summaries = new ListAppender<>();
        summaries.setContext(context);
        summaries.start();
        context.getLogger(SiteBudget.SUMMARY_LOGGER).addAppender(summaries);

        SiteBudgetTurboFilter filter = new SiteBudgetTurboFilter();
        filter.setContext(context);
        filter.setPerSiteLimit(ConcurrentScenario.PER_SITE);
        filter.setTotalLimit(ConcurrentScenario.TOTAL);
        filter.setNanoClock(clock::get);
        filter.start();
        context.addTurboFilter(filter);
        Object[] params = {"/orders", 12};

        new ConcurrentScenario(new ConcurrentScenario.Gate() {
            @Override
            public boolean offer(String logger, String level, String template) {
                return filter.decide(null, context.getLogger(logger), Level.toLevel(level), template, params, null)
                        != FilterReply.DENY;
            }

            @Override
            public SamplerSnapshot snapshot() {
                return filter.snapshot();
            }

            @Override
            public Optional<String> summarizeNow() {
                return filter.summarizeNow();
            }

            @Override
            public List<String> summaryLines() {
                // The root is at WARN: these INFO lines got through because the filter lets its own logger pass.
                return summaries.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
            }
        }, clock).run();
        context.stop();
    }
}

package dev.logtune.sampler.log4j2;

import dev.logtune.sampler.ConcurrentScenario;
import dev.logtune.sampler.SamplerSnapshot;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

class Log4j2ConcurrencyTest {

    @Test
    void eightThreadsThroughTheFilter() throws Exception {
        LoggerContext context = Log4j2Contexts.start("/log4j2-sampler-concurrency.xml");
        try {
            AtomicLong clock = new AtomicLong(-5 * ConcurrentScenario.SECOND);
            SiteBudgetFilter filter = SiteBudgetFilter.newBuilder()
                    .setPerSiteLimit(ConcurrentScenario.PER_SITE)
                    .setTotalLimit(ConcurrentScenario.TOTAL)
                    .setConfiguration(context.getConfiguration())
                    .setNanoClock(clock::get)
                    .build();
            // context-wide, as the XML would put it, so its summary passes the WARN root like in a service
            context.getConfiguration().addFilter(filter);
            context.updateLoggers();
            ListAppender summaries = context.getConfiguration().getAppender("SUMMARY");

            new ConcurrentScenario(new ConcurrentScenario.Gate() {
                @Override
                public boolean offer(String logger, String level, String template) {
                    // two parameters: the overload Log4j2 calls for logger.info("GET {} took {} ms", path, ms)
                    return filter.filter(context.getLogger(logger), Level.getLevel(level), null, template, "/orders",
                            12) != Filter.Result.DENY;
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
                    return summaries.events.stream().map(LogEvent::getMessage)
                            .map(m -> m.getFormattedMessage()).toList();
                }
            }, clock).run();
        } finally {
            context.stop();
        }
    }
}

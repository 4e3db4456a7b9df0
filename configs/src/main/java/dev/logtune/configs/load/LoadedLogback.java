package dev.logtune.configs.load;

import ch.qos.logback.classic.LoggerContext;

import java.time.Duration;
import java.util.List;

/** A Logback context with a configuration loaded; its loggers are SLF4J loggers. */
public record LoadedLogback(LoggerContext context, List<String> warnings) implements LoadedLogging {

    public org.slf4j.Logger logger(String name) {
        return context.getLogger(name);
    }

    @Override
    public void stop(Duration timeout) {
        // AsyncAppender.stop waits up to its own maxFlushTime; the timeout is Log4j2's notion.
        context.stop();
    }
}

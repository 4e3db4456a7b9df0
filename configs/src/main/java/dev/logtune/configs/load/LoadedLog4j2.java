package dev.logtune.configs.load;

import org.apache.logging.log4j.core.LoggerContext;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A Log4j2 context with a configuration loaded; its loggers are Log4j2 API loggers. */
public record LoadedLog4j2(LoggerContext context, List<String> warnings) implements LoadedLogging {

    public org.apache.logging.log4j.Logger logger(String name) {
        return context.getLogger(name);
    }

    /** Whether this context runs every logger through async loggers (the all-async selector). */
    public boolean allAsync() {
        return context instanceof org.apache.logging.log4j.core.async.AsyncLoggerContext;
    }

    @Override
    public void stop(Duration timeout) {
        context.stop(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }
}

package dev.logtune.benchmarks.undertest;

import ch.qos.logback.core.status.Status;
import dev.logtune.configs.load.LoadedLog4j2;
import dev.logtune.configs.load.LoadedLogback;
import dev.logtune.configs.load.LoadedLogging;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.status.StatusData;
import org.apache.logging.log4j.status.StatusListener;
import org.apache.logging.log4j.status.StatusLogger;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Counts the errors a framework reports about itself while it runs: Logback's StatusManager, Log4j2's StatusLogger.
 * These are where a failing appender says so when it does not throw to the caller; whether anyone reads them is the
 * service's business, whether there is anything to read is what a run records.
 */
public final class FrameworkErrors {
    private final AtomicLong count = new AtomicLong();
    private final AtomicReference<String> first = new AtomicReference<>();

    private FrameworkErrors() {
    }

    /** Starts counting the errors of a loaded context from now on. */
    static FrameworkErrors watch(LoadedLogging loaded) {
        FrameworkErrors errors = new FrameworkErrors();
        if (loaded instanceof LoadedLogback logback) {
            logback.context().getStatusManager().add(status -> {
                if (status.getLevel() == Status.ERROR) {
                    errors.record(status.getMessage(), status.getThrowable());
                }
            });
        } else if (loaded instanceof LoadedLog4j2) {
            StatusLogger.getLogger().registerListener(new StatusListener() {
                @Override
                public void log(StatusData data) {
                    if (data.getLevel().isMoreSpecificThan(Level.ERROR)) {
                        errors.record(data.getMessage().getFormattedMessage(), data.getThrowable());
                    }
                }

                @Override
                public Level getStatusLevel() {
                    return Level.ERROR;
                }

                @Override
                public void close() {
                }
            });
        }
        return errors;
    }

    private void record(String message, Throwable cause) {
        count.incrementAndGet();
        first.compareAndSet(null, cause == null ? message : message + " (" + cause.getClass().getSimpleName() + ": "
                + cause.getMessage() + ")");
    }

    public long count() {
        return count.get();
    }

    /** The first error reported, or null. */
    public String first() {
        return first.get();
    }
}

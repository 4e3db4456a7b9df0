package dev.logtune.configs.load;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.ConfigurationException;
import org.apache.logging.log4j.core.config.ConfigurationFactory;
import org.apache.logging.log4j.status.StatusData;
import org.apache.logging.log4j.status.StatusListener;
import org.apache.logging.log4j.status.StatusLogger;
import org.xml.sax.SAXException;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Loads a log4j2.xml and fails on any ERROR status. A status listener is registered before the context
 * starts, since Log4j2 keeps no status history by default.
 */
public final class Log4j2Loader {
    public static final String CONFIGURATION_FILE = "log4j2.configurationFile";
    private static final String ALL_ASYNC_SELECTOR = "org.apache.logging.log4j.core.async.AsyncLoggerContextSelector";

    private Log4j2Loader() {
    }

    /**
     * Loads into a context of its own. {@code properties} (the setup's Log4j2 properties and LOG_DIR) are set as
     * system properties while the context starts, which is when Log4j2 reads them, and restored afterwards.
     */
    public static LoadedLog4j2 loadPrivate(Path xml, Map<String, String> properties) {
        URI location = xml.toUri();
        String name = "logtune-" + xml.getFileName();
        boolean allAsync = ALL_ASYNC_SELECTOR.equals(properties.get("log4j2.contextSelector"));
        // The configuration is read here and handed to the context, not left to the context to read: one Log4j2 refuses
        // part-way through its start (an Async appender with nothing to feed) never becomes the context's, and stopping
        // the context alone would leave that configuration's async-logger thread running.
        return withSystemProperties(properties, () -> start(xml, () -> allAsync
                ? new AsyncLoggerContext(name, null, location)
                : new LoggerContext(name, null, location),
                context -> ConfigurationFactory.getInstance().getConfiguration(context, name, location)));
    }

    /**
     * Loads into the JVM's own context through LogManager, as a service would. The JVM must have been started
     * with the setup's properties (the context selector cannot change once Log4j2 is initialised).
     */
    public static LoadedLog4j2 loadGlobal(Path xml) {
        System.setProperty(CONFIGURATION_FILE, xml.toAbsolutePath().toString());
        return start(xml, () -> (LoggerContext) LogManager.getContext(false), context -> null);
    }

    /**
     * Starts the context {@code create} makes, with the configuration {@code read} returns for it, or the one the
     * context reads itself where that is null.
     */
    private static LoadedLog4j2 start(Path xml, Supplier<LoggerContext> create, Function<LoggerContext, Configuration> read) {
        ErrorCollector collector = new ErrorCollector();
        StatusLogger statusLogger = StatusLogger.getLogger();
        statusLogger.registerListener(collector);
        LoggerContext context = null;
        Configuration configuration = null;
        List<String> errors = new ArrayList<>();
        try {
            context = create.get();
            configuration = read.apply(context);
            if (configuration != null) {
                context.start(configuration);
            } else if (!context.isStarted()) {
                context.start();
            }
        } catch (ConfigurationException e) {
            // Some files Log4j2 refuses by throwing, not by a status: an Async appender none of whose refs name an appender.
            errors.add(e.getMessage());
        } finally {
            statusLogger.removeListener(collector);
        }
        errors.addAll(0, collector.errors());
        if (!errors.isEmpty()) {
            if (context != null) {
                context.stop();
            }
            if (configuration != null && !configuration.isStopped()) {
                stopRefused(configuration);
            }
            throw new ConfigLoadException(xml.toString(), errors);
        }
        return new LoadedLog4j2(context, collector.warnings());
    }

    // Log4j2 stops a configuration's async-logger thread before its appenders, then trips on the appender that refused
    // to start (an Async appender whose dispatcher never began) and stops no more of them: those are stopped here.
    private static void stopRefused(Configuration configuration) {
        try {
            configuration.stop();
        } catch (RuntimeException e) {
            StatusLogger.getLogger().debug("Stopping a refused configuration: {}", e.toString());
        }
        for (Appender appender : configuration.getAppenders().values()) {
            if (appender.isStarted()) {
                appender.stop();
            }
        }
    }

    private static <T> T withSystemProperties(Map<String, String> properties, Supplier<T> action) {
        Map<String, String> previous = new HashMap<>();
        properties.forEach((key, value) -> previous.put(key, System.setProperty(key, value)));
        try {
            return action.get();
        } finally {
            previous.forEach((key, value) -> {
                if (value == null) {
                    System.clearProperty(key);
                } else {
                    System.setProperty(key, value);
                }
            });
        }
    }

    /** Collects WARN and more severe status messages. */
    private static final class ErrorCollector implements StatusListener {
        private final List<String> errors = Collections.synchronizedList(new ArrayList<>());
        private final List<String> warnings = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void log(StatusData data) {
            String text = data.getMessage().getFormattedMessage();
            if (data.getThrowable() instanceof SAXException parse) {
                // "Error parsing <file>" then the parser's words; its toString would name the file again, with a
                // position in the text Log4j2 read (a sandbox's copy is laid out anew).
                text += ": " + parse.getMessage();
            } else if (data.getThrowable() != null) {
                text += " (" + data.getThrowable() + ")";
            }
            if (data.getLevel().isMoreSpecificThan(Level.ERROR)) {
                errors.add(text);
            } else {
                warnings.add(text);
            }
        }

        @Override
        public Level getStatusLevel() {
            return Level.WARN;
        }

        @Override
        public void close() {
        }

        List<String> errors() {
            return List.copyOf(errors);
        }

        List<String> warnings() {
            return List.copyOf(warnings);
        }
    }
}

package dev.logtune.tuner.frameworkload;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.core.Appender;
import dev.logtune.configs.Versions;
import dev.logtune.configs.load.LoadedLog4j2;
import dev.logtune.configs.load.LoadedLogging;
import dev.logtune.configs.load.LoadedLogback;
import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigFile;
import org.apache.logging.log4j.core.config.LoggerConfig;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the real framework builds from a configuration, loaded in the sandbox ({@link SandboxLoad}): each logger the
 * file configures with the appenders attached to it, and the framework's own WARN and ERROR statuses.
 *
 * @param version the framework version that loaded it (the one logtune ships)
 * @param attached logger name (the root as "ROOT") to the names of the appenders attached to it, in the framework's order
 * @param errors ERROR statuses; where there are any, the framework refused the file and {@code attached} is empty
 * @param warnings WARN statuses
 * @param notes what the sandbox changed (appenders left out, profiles run together)
 */
public record RealWiring(Framework framework, String version, Map<String, List<String>> attached, List<String> errors,
                         List<String> warnings, List<String> notes) {

    public static final String ROOT = "ROOT";

    public RealWiring {
        attached = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(attached));
        errors = List.copyOf(errors);
        warnings = List.copyOf(warnings);
        notes = List.copyOf(notes);
    }

    public static RealWiring of(ConfigFile config, Path scratch) throws IOException {
        String version = config.framework() == Framework.LOGBACK ? Versions.logback() : Versions.log4j();
        return SandboxLoad.run(config, scratch, load -> new RealWiring(config.framework(), version, attached(load.loaded()),
                load.errors(), load.warnings(), load.notes()));
    }

    private static Map<String, List<String>> attached(LoadedLogging loaded) {
        Map<String, List<String>> attached = new LinkedHashMap<>();
        if (loaded instanceof LoadedLogback logback) {
            for (Logger logger : logback.context().getLoggerList()) {
                List<String> names = new ArrayList<>();
                for (Iterator<Appender<ch.qos.logback.classic.spi.ILoggingEvent>> it = logger.iteratorForAppenders(); it.hasNext(); ) {
                    names.add(it.next().getName());
                }
                if (!names.isEmpty() || logger.getLevel() != null) {
                    attached.put(logger.getName().equals(Logger.ROOT_LOGGER_NAME) ? ROOT : logger.getName(), names);
                }
            }
        } else if (loaded instanceof LoadedLog4j2 log4j2) {
            var configuration = log4j2.context().getConfiguration();
            attached.put(ROOT, new ArrayList<>(configuration.getRootLogger().getAppenders().keySet()));
            for (LoggerConfig logger : configuration.getLoggers().values()) {
                if (!logger.getName().isEmpty()) {
                    attached.put(logger.getName(), new ArrayList<>(logger.getAppenders().keySet()));
                }
            }
        }
        return attached;
    }

    /** The appenders attached to a logger ("ROOT" for the root), empty where the logger was not built. */
    public List<String> attachedTo(String logger) {
        return attached.getOrDefault(logger, List.of());
    }

    /** Whether the framework loaded the file (no ERROR status). */
    public boolean loaded() {
        return errors.isEmpty();
    }
}

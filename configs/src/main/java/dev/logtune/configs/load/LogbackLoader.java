package dev.logtune.configs.load;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.core.CoreConstants;
import ch.qos.logback.core.joran.spi.JoranException;
import ch.qos.logback.core.status.Status;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Loads a logback.xml into a Logback context and fails on any ERROR status. */
public final class LogbackLoader {
    private static final boolean SPRING_BOOT = present(SpringEnvironment.ENCODER);

    private LogbackLoader() {
    }

    /** Loads into a new context of its own, with {@code properties} visible to ${...} substitution. */
    public static LoadedLogback loadPrivate(Path xml, Map<String, String> properties) {
        LoggerContext context = new LoggerContext();
        // A context of our own still reads the MDC that callers write through SLF4J.
        context.setMDCAdapter(MDC.getMDCAdapter());
        LoadedLogback loaded = load(xml, context, properties);
        // Named after the file has had its say: Logback lets a context be named once, so a name given first made a
        // file's own <contextName> an ERROR ("Context has been already given a name").
        if (context.getName() == null || context.getName().equals(CoreConstants.DEFAULT_CONTEXT_NAME)) {
            context.setName("logtune-" + xml.getFileName());
        }
        return loaded;
    }

    /** Loads into the context SLF4J is bound to, as a service would. */
    public static LoadedLogback loadGlobal(Path xml, Map<String, String> properties) {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
            throw new IllegalStateException("SLF4J is not bound to Logback but to " + LoggerFactory.getILoggerFactory().getClass().getName());
        }
        return load(xml, context, properties);
    }

    private static LoadedLogback load(Path xml, LoggerContext context, Map<String, String> properties) {
        context.reset();
        properties.forEach(context::putProperty);
        if (SPRING_BOOT) {
            // As Spring Boot does before it loads the file: its StructuredLogEncoder reads the Environment from here.
            SpringEnvironment.putInto(context, properties);
        }
        int before = context.getStatusManager().getCount();
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        List<String> errors = new ArrayList<>();
        try {
            configurator.doConfigure(xml.toFile());
        } catch (JoranException e) {
            errors.add(e.getMessage());
        } catch (RuntimeException e) {
            // Some components refuse their settings by throwing from start(), not by a status: FixedWindowRollingPolicy
            // with a fileNamePattern that has no %i.
            errors.add(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        List<String> warnings = new ArrayList<>();
        List<Status> statuses = context.getStatusManager().getCopyOfStatusList();
        for (Status status : statuses.subList(Math.min(before, statuses.size()), statuses.size())) {
            String text = describe(status);
            if (status.getEffectiveLevel() >= Status.ERROR) {
                errors.add(text);
            } else if (status.getEffectiveLevel() == Status.WARN) {
                warnings.add(text);
            }
        }
        if (!errors.isEmpty()) {
            context.stop();
            throw new ConfigLoadException(xml.toString(), errors);
        }
        return new LoadedLogback(context, List.copyOf(warnings));
    }

    private static boolean present(String className) {
        try {
            Class.forName(className, false, LogbackLoader.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private static String describe(Status status) {
        Throwable cause = status.getThrowable();
        return cause == null ? status.getMessage() : status.getMessage() + " (" + cause + ")";
    }
}

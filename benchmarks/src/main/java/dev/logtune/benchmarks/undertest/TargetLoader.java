package dev.logtune.benchmarks.undertest;

import dev.logtune.benchmarks.audit.DiscardCounter;
import dev.logtune.benchmarks.workload.Log4j2Emitter;
import dev.logtune.benchmarks.workload.OrderWorkload;
import dev.logtune.benchmarks.workload.Slf4jEmitter;
import dev.logtune.configs.load.LoadedLog4j2;
import dev.logtune.configs.load.LoadedLogback;
import dev.logtune.configs.load.Log4j2Loader;
import dev.logtune.configs.load.LogbackLoader;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.render.FileConventions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * How a target's file gets into the real framework: written beside the run, its variables pointing at the log
 * directory, loaded as a service's JVM loads it (system properties, SLF4J's binding, LogManager) or into a context of
 * its own, with standard output on a pipe where the setup writes to the console.
 */
final class TargetLoader {
    private TargetLoader() {
    }

    /** See {@link LoggingUnderTest#start(LoggingTarget, Path, Path, LoggingUnderTest.Options)}. */
    static LoggingUnderTest load(LoggingTarget target, Path workDir, Path logDir, LoggingUnderTest.Options options)
            throws IOException {
        DiscardCounter.reset();
        // A conf directory per JVM: JVMs that share the logs each write their own copy of the file they load.
        Path conf = Files.createDirectories(workDir.resolve("conf-" + ProcessHandle.current().pid()));
        Path logs = Files.createDirectories(logDir);
        Path xml = Files.writeString(conf.resolve(target.xmlFileName()), target.xml());
        // With distinct-id counting the pipe's reader keeps what it reads, as a log collector does.
        ConsolePipe console = target.console()
                ? ConsolePipe.open(options.consoleBytesPerSecond(), options.distinctIds() ? logs.resolve("console.out") : null)
                : null;
        try {
            if (target.framework() == Framework.LOGBACK) {
                Map<String, String> properties = FileConventions.variablesPointingAt(logs);
                LoadedLogback logback;
                if (options.scope() == LoggingUnderTest.Scope.GLOBAL) {
                    // A service's own JVM: the variables come as system properties, as a deployment sets them, so encoders
                    // that print the context's properties (JsonEncoder, LogstashEncoder) print no paths of ours.
                    properties.forEach(System::setProperty);
                    // A Spring Boot service has a name; Spring Boot's ECS lines print it as service.name.
                    System.setProperty(OrderWorkload.SPRING_APPLICATION_NAME, OrderWorkload.SERVICE_NAME);
                    logback = LogbackLoader.loadGlobal(xml, Map.of());
                } else {
                    logback = LogbackLoader.loadPrivate(xml, properties);
                }
                return new LoggingUnderTest(target, logs, logback, new Slf4jEmitter(logback.logger(OrderWorkload.LOGGER_NAME)),
                        QueueProbes.of(logback), console, options);
            }
            LoadedLog4j2 log4j2;
            if (options.scope() == LoggingUnderTest.Scope.GLOBAL) {
                requireJvmFlags(target);
                FileConventions.variablesPointingAt(logs).forEach(System::setProperty);
                log4j2 = Log4j2Loader.loadGlobal(xml);
            } else {
                Map<String, String> properties = new HashMap<>(target.systemProperties());
                properties.putAll(FileConventions.variablesPointingAt(logs));
                log4j2 = Log4j2Loader.loadPrivate(xml, properties);
            }
            return new LoggingUnderTest(target, logs, log4j2, new Log4j2Emitter(log4j2.logger(OrderWorkload.LOGGER_NAME)),
                    QueueProbes.of(log4j2), console, options);
        } catch (RuntimeException e) {
            if (console != null) {
                try {
                    console.closeAndCount();
                } catch (IOException | InterruptedException ignored) {
                    // the load failure is the news
                }
            }
            throw e;
        }
    }

    // A JVM-wide Log4j2 property missing from this JVM would measure a different setup than the one named.
    private static void requireJvmFlags(LoggingTarget target) {
        target.systemProperties().forEach((key, value) -> {
            if (!value.equals(System.getProperty(key))) {
                throw new IllegalStateException(target.name() + " needs the JVM flag -D" + key + "=" + value
                        + " (found " + System.getProperty(key) + ")");
            }
        });
    }
}

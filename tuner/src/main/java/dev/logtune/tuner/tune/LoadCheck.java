package dev.logtune.tuner.tune;

import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.configs.load.ConfigLoadException;
import dev.logtune.configs.load.Log4j2Loader;
import dev.logtune.configs.load.LogbackLoader;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.render.FileConventions;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.VerifyCopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads a configuration into the real framework before anyone is told to use it, as the copy verify runs: every file
 * location moved into a scratch directory (the service's log files are never opened), appenders that send events off
 * this machine left out, what only Spring Boot understands stood in for. Any ERROR status refuses the file.
 */
final class LoadCheck {
    private LoadCheck() {
    }

    /** Empty when it loads clean; otherwise the framework's own error messages. */
    static List<String> errors(ConfigFile config, Path scratch) throws IOException {
        Path logs = Files.createDirectories(scratch.resolve("logs"));
        LoggingTarget copy = VerifyCopy.prepare(config, logs, new ArrayList<>());
        Map<String, String> properties = new HashMap<>(copy.systemProperties());
        properties.putAll(FileConventions.variablesPointingAt(logs));
        // The copy is XML whatever the original's format (JSON, YAML and properties read into the same nodes), and
        // Log4j2 picks its reader by the file's extension.
        String name = config.path().getFileName().toString();
        Path xml = Files.writeString(scratch.resolve(name.endsWith(".xml") ? name : name + ".xml"), copy.xml());
        try {
            if (config.framework() == Framework.LOGBACK) {
                LogbackLoader.loadPrivate(xml, properties).stop(Duration.ofSeconds(10));
            } else {
                Log4j2Loader.loadPrivate(xml, properties).stop(Duration.ofSeconds(10));
            }
            return List.of();
        } catch (ConfigLoadException e) {
            return e.errors();
        }
    }
}

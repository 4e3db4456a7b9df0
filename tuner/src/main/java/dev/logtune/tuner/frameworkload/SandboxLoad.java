package dev.logtune.tuner.frameworkload;

import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.configs.load.ConfigLoadException;
import dev.logtune.configs.load.LoadedLogging;
import dev.logtune.configs.load.Log4j2Loader;
import dev.logtune.configs.load.LogbackLoader;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.render.FileConventions;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.VerifyCopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A configuration loaded into the real framework, as the copy verify runs: every file location moved into a scratch
 * directory (the service's log files are never opened), appenders that send events off this machine left out, what
 * only Spring Boot understands stood in for. The caller stops what loaded.
 *
 * @param loaded the framework's context, or null where it refused the file
 * @param errors the framework's ERROR statuses (why it refused), empty when it loaded
 * @param warnings its WARN statuses
 * @param notes what the copy changed to stay in the sandbox
 */
public record SandboxLoad(LoadedLogging loaded, List<String> errors, List<String> warnings, List<String> notes) {

    public SandboxLoad {
        errors = List.copyOf(errors);
        warnings = List.copyOf(warnings);
        notes = List.copyOf(notes);
    }

    public static SandboxLoad of(ConfigFile config, Path scratch) throws IOException {
        Path logs = Files.createDirectories(scratch.resolve("logs"));
        List<String> notes = new ArrayList<>();
        LoggingTarget copy = VerifyCopy.prepare(config, logs, notes);
        Map<String, String> properties = new HashMap<>(copy.systemProperties());
        properties.putAll(FileConventions.variablesPointingAt(logs));
        // The copy is XML whatever the original's format (JSON, YAML and properties read into the same nodes), and
        // Log4j2 picks its reader by the file's extension.
        String name = config.path().getFileName().toString();
        Path xml = Files.writeString(scratch.resolve(name.endsWith(".xml") ? name : name + ".xml"), copy.xml());
        try {
            LoadedLogging loaded = config.framework() == Framework.LOGBACK ? LogbackLoader.loadPrivate(xml, properties)
                    : Log4j2Loader.loadPrivate(xml, properties);
            return new SandboxLoad(loaded, List.of(), loaded.warnings(), notes);
        } catch (ConfigLoadException e) {
            return new SandboxLoad(null, e.errors(), List.of(), notes);
        }
    }
}

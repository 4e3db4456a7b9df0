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
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A configuration loaded into the real framework, as the copy verify runs: every file location moved into a scratch
 * directory (the service's log files are never opened), appenders that send events off this machine left out, what
 * only Spring Boot understands stood in for. It lives only while {@link #run} looks at it: loaded, looked at, stopped,
 * with standard output and error held away from the terminal all the while ({@link QuietStreams}).
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

    /** Loads the configuration's sandbox copy, hands it to {@code look}, and stops what loaded before returning. */
    public static <T> T run(ConfigFile config, Path scratch, Function<SandboxLoad, T> look) throws IOException {
        Path logs = Files.createDirectories(scratch.resolve("logs"));
        List<String> notes = new ArrayList<>();
        LoggingTarget copy = VerifyCopy.prepare(config, logs, notes);
        Map<String, String> properties = new HashMap<>(copy.systemProperties());
        properties.putAll(FileConventions.variablesPointingAt(logs));
        // The copy is XML whatever the original's format (JSON, YAML and properties read into the same nodes), and
        // Log4j2 picks its reader by the file's extension.
        String name = config.path().getFileName().toString();
        Path xml = Files.writeString(scratch.resolve(name.endsWith(".xml") ? name : name + ".xml"), copy.xml());
        // Stopping prints too (Logback's console status listener, where the file asks for one).
        QuietStreams quiet = QuietStreams.open();
        try {
            SandboxLoad load;
            try {
                LoadedLogging loaded = config.framework() == Framework.LOGBACK ? LogbackLoader.loadPrivate(xml, properties)
                        : Log4j2Loader.loadPrivate(xml, properties);
                load = new SandboxLoad(loaded, List.of(), named(loaded.warnings(), xml, name), notes);
            } catch (ConfigLoadException e) {
                load = new SandboxLoad(null, named(e.errors(), xml, name), List.of(), notes);
            }
            try {
                return look.apply(load);
            } finally {
                if (load.loaded() != null) {
                    load.loaded().stop(Duration.ofSeconds(10));
                }
            }
        } finally {
            quiet.close();
        }
    }

    // The framework names the copy it read (a file: URI or a path in the scratch directory); the user knows the file.
    private static List<String> named(List<String> statuses, Path copy, String shown) {
        Path absolute = copy.toAbsolutePath();
        List<String> forms = List.of(absolute.toUri().toString(), "file:" + absolute, absolute.toString());
        return statuses.stream().map(status -> {
            String named = status;
            for (String form : forms) {
                named = named.replace(form, shown);
            }
            return named;
        }).toList();
    }
}

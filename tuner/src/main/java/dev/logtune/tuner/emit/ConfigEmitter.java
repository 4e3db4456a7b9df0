package dev.logtune.tuner.emit;

import dev.logtune.support.files.FileTrees;
import dev.logtune.configs.load.ConfigLoadException;
import dev.logtune.configs.load.Log4j2Loader;
import dev.logtune.configs.load.LogbackLoader;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.render.FileConventions;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.support.input.InputProblem;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.userfiles.UserFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a setup as the file a team checks in: rendered by the same renderer as the matrix, loaded by the real
 * framework first (an ERROR status refuses it), then written as every file for a user is ({@link UserFiles}); for
 * Log4j2 the {@code log4j2.component.properties} goes beside it under the same rules.
 */
public final class ConfigEmitter {
    private ConfigEmitter() {
    }

    /** A file that could not be written; nothing was written. */
    public static final class EmitException extends Exception implements InputProblem {
        public EmitException(String message) {
            super(message);
        }
    }

    /** The files {@code rendered} becomes when written to {@code file}, by path, in writing order. */
    public static Map<Path, String> files(RenderedSetup rendered, Path file) {
        Map<Path, String> files = new LinkedHashMap<>();
        files.put(file, rendered.xml());
        if (!rendered.properties().isEmpty()) {
            files.put(file.toAbsolutePath().resolveSibling(ConfigFile.COMPONENT_PROPERTIES), rendered.componentProperties());
        }
        return files;
    }

    /** Writes it, after the framework has loaded it, under the policy for a user's files; the files written. */
    public static List<Path> write(RenderedSetup rendered, Path file, boolean force) throws EmitException, IOException {
        UserFiles files = UserFiles.named();
        files(rendered, file).forEach(files::create);
        try {
            files.check(force);
            checkLoads(rendered);
            return files.write(force);
        } catch (UserFiles.Refused e) {
            throw new EmitException(e.getMessage());
        }
    }

    /** Loads the rendering into the real framework, in a scratch directory; any ERROR status refuses it. */
    public static void checkLoads(RenderedSetup rendered) throws EmitException, IOException {
        Path scratch = Files.createTempDirectory("logtune-emit-");
        try {
            Path xml = Files.writeString(scratch.resolve(rendered.xmlFileName()), rendered.xml());
            Map<String, String> properties = new HashMap<>(rendered.systemProperties());
            // Every convention's variables point into the scratch directory: nothing lands in the temp directory.
            properties.putAll(FileConventions.variablesPointingAt(scratch.resolve("logs")));
            if (rendered.framework() == Framework.LOGBACK) {
                LogbackLoader.loadPrivate(xml, properties).stop(Duration.ofSeconds(10));
            } else {
                Log4j2Loader.loadPrivate(xml, properties).stop(Duration.ofSeconds(10));
            }
        } catch (ConfigLoadException e) {
            throw new EmitException(rendered.framework().displayName() + " refused the file, nothing was written: "
                    + String.join("; ", e.errors()));
        } finally {
            FileTrees.delete(scratch);
        }
    }
}

package dev.logtune.tuner.tune;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.Variables;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/**
 * A text (the original, or what it would become) read as the project reads a configuration file: written into a
 * scratch directory under the file's own name, with the component properties and the relatively included files it
 * needs beside it, then read by {@link ConfigFile#read}. The result names the real file, so rules that look beside
 * it (the build file) look in the right place.
 */
final class ScratchConfig {
    private static final int MAX_INCLUDE_DEPTH = 8;

    private ScratchConfig() {
    }

    /**
     * @param properties the log4j2.component.properties text to put beside it, or null for none
     * @param dir an empty scratch directory of the caller's
     */
    static ConfigFile read(Path original, String parserText, String properties, Map<String, String> defines, Path dir)
            throws ConfigException, IOException {
        Path copy = place(original, parserText, properties, defines, dir);
        ConfigFile read = ConfigFile.read(copy, defines);
        return read.readAs(original);
    }

    /** Writes the copy and what it needs into {@code dir}; returns the copy's path. */
    static Path place(Path original, String parserText, String properties, Map<String, String> defines, Path dir)
            throws ConfigException, IOException {
        Path copy = dir.resolve(original.getFileName().toString());
        Files.writeString(copy, parserText, StandardCharsets.UTF_8);
        if (properties != null) {
            Files.writeString(dir.resolve(ConfigFile.COMPONENT_PROPERTIES), properties, StandardCharsets.UTF_8);
        }
        // Only XML includes other files; Log4j2's JSON, YAML and properties configurations stand alone.
        if (parserText.replaceFirst("^\uFEFF", "").stripLeading().startsWith("<")) {
            Path home = original.toAbsolutePath().getParent();
            copyIncludes(parse(parserText, original), home, home, dir, defines, 0);
        }
        return copy;
    }

    // Logback resolves <include file="..."> against the working directory or as absolute; ConfigFile reads them beside
    // the including file. Either way, relative ones must be found beside the copy too.
    private static void copyIncludes(ConfigElement root, Path from, Path home, Path dir, Map<String, String> defines, int depth)
            throws ConfigException, IOException {
        if (depth > MAX_INCLUDE_DEPTH) {
            return;
        }
        Variables variables = Variables.of(Framework.LOGBACK, root, defines);
        for (ConfigElement include : root.descendants("include")) {
            if (!include.hasAttribute("file")) {
                continue;
            }
            Variables.Resolved file = variables.resolve(include.attribute("file"));
            if (!file.complete() || Path.of(file.text()).isAbsolute()) {
                continue;
            }
            Path source = from.resolve(file.text()).normalize();
            Path target = dir.resolve(home.relativize(source)).normalize();
            if (!source.startsWith(home) || !target.startsWith(dir) || !Files.isRegularFile(source)) {
                continue;
            }
            Files.createDirectories(target.getParent());
            Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
            copyIncludes(ConfigElement.parse(source), source.getParent(), home, dir, defines, depth + 1);
        }
    }

    static ConfigElement parse(String parserText, Path original) throws ConfigException {
        return ConfigElement.parse(new ByteArrayInputStream(parserText.getBytes(StandardCharsets.UTF_8)), original.toString());
    }
}

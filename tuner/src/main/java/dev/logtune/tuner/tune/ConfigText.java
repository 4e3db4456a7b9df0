package dev.logtune.tuner.tune;

import dev.logtune.support.files.FileProblem;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A configuration file's text exactly as written, in any format lint reads: Logback or Log4j2 XML, Log4j2 JSON, YAML
 * or properties. A DOCTYPE is read as Logback reads it: {@code <!DOCTYPE configuration>} and an internal subset of
 * entities are accepted and kept byte for byte; an external DTD or external entity is refused, and nothing is fetched.
 */
record ConfigText(Path path, String text) {
    static ConfigText read(Path path) throws ConfigException {
        String problem = FileProblem.ofInput(path, "config file");
        if (problem != null) {
            throw new ConfigException(problem);
        }
        String text;
        try {
            // Strict: the tuned file is written as UTF-8, so anything else would not come back byte for byte.
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(Files.readAllBytes(path))).toString();
        } catch (CharacterCodingException e) {
            throw new ConfigException(path + ": not UTF-8 text; tune edits UTF-8 (and ASCII) files only");
        } catch (IOException e) {
            throw new ConfigException(path + ": cannot read: " + e.getMessage(), e);
        }
        // Read once where it is, so a refusal (an external entity, malformed text) names the file itself.
        ConfigFile.read(path, Map.of());
        return new ConfigText(path, text);
    }

    /** The text the parsers read: the text as written (kept for the callers that hand it on). */
    String forParser() {
        return text;
    }
}

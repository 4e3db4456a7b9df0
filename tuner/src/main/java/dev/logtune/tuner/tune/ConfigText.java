package dev.logtune.tuner.tune;

import dev.logtune.benchmarks.results.FileProblem;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFormat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A configuration file's text exactly as written. Logback accepts {@code <!DOCTYPE configuration>} (JHipster writes
 * it) while the project's secure parser refuses every DOCTYPE; a bare one, with no internal subset and no external
 * DTD, declares nothing, so the copy the parsers read has it blanked (spaces, lines kept). Any other DOCTYPE is refused.
 */
record ConfigText(Path path, String text) {
    private static final Pattern BARE_DOCTYPE = Pattern.compile("<!DOCTYPE\\s+[A-Za-z_:][\\w.:-]*\\s*>");

    static ConfigText read(Path path) throws ConfigException {
        String problem = FileProblem.ofInput(path, "config file");
        if (problem != null) {
            throw new ConfigException(problem);
        }
        ConfigFormat named = ConfigFormat.byName(path);
        if (named != null && named != ConfigFormat.XML) {
            throw new ConfigException(path + ": tune edits XML configs; this is Log4j2 " + named.label()
                    + " (tuner lint reads it)");
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
        ConfigText config = new ConfigText(path, text);
        config.forParser();
        return config;
    }

    /** The text the XML parsers read: a bare DOCTYPE blanked out, everything else as written. */
    String forParser() throws ConfigException {
        int doctype = text.indexOf("<!DOCTYPE");
        if (doctype < 0) {
            return text;
        }
        Matcher bare = BARE_DOCTYPE.matcher(text);
        if (!bare.find(doctype) || bare.start() != doctype) {
            throw new ConfigException(path + ":" + lineOf(doctype) + ": malformed XML: a DOCTYPE with an internal subset or an"
                    + " external DTD is not allowed (a bare <!DOCTYPE configuration> is)");
        }
        StringBuilder blanked = new StringBuilder(text);
        for (int i = bare.start(); i < bare.end(); i++) {
            char c = text.charAt(i);
            blanked.setCharAt(i, c == '\n' || c == '\r' ? c : ' ');
        }
        return blanked.toString();
    }

    private int lineOf(int offset) {
        return (int) text.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
    }
}

package dev.logtune.tuner.configfile;

import org.w3c.dom.Document;

import java.nio.file.Path;
import java.util.Locale;

/**
 * The syntax a configuration file was written in. Logback reads XML only; Log4j2 reads XML, JSON, YAML and
 * properties, each into the same tree of nodes, which lint sees as the same XML-shaped document.
 */
public enum ConfigFormat {
    XML("XML", true),
    JSON("JSON", true),
    YAML("YAML", true),
    /** Lines are found by searching the text for each component's keys: approximate. */
    PROPERTIES("properties", false);

    private static final String KEY = "logtune.format";
    private final String label;
    private final boolean exactLines;

    ConfigFormat(String label, boolean exactLines) {
        this.label = label;
        this.exactLines = exactLines;
    }

    /** "XML", "YAML": as an error message names the format. */
    public String label() {
        return label;
    }

    /** Whether each element's line is where it is written; otherwise a best guess (or 0). */
    public boolean exactLines() {
        return exactLines;
    }

    /** The format a file's name says, or null when its extension says nothing (then the content decides). */
    public static ConfigFormat byName(Path path) {
        String name = path.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".xml")) {
            return XML;
        }
        if (name.endsWith(".json") || name.endsWith(".jsn")) {
            return JSON;
        }
        if (name.endsWith(".yaml") || name.endsWith(".yml")) {
            return YAML;
        }
        if (name.endsWith(".properties")) {
            return PROPERTIES;
        }
        return null;
    }

    /** The format a document was read from (marked when it was read); XML when unmarked. */
    public static ConfigFormat of(Document document) {
        Object format = document == null ? null : document.getUserData(KEY);
        return format instanceof ConfigFormat f ? f : XML;
    }

    void mark(Document document) {
        document.setUserData(KEY, this, (operation, key, data, source, destination) -> {
            // cloneNode(true) on a Document (as verify does) keeps the format.
            if (destination instanceof Document copy) {
                copy.setUserData(KEY, data, null);
            }
        });
    }
}

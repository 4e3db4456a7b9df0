package dev.logtune.tuner.configfile;

import org.w3c.dom.Document;

import java.util.List;

/**
 * A component of a Log4j2 properties file whose id its list key leaves out: with {@code loggers = a, b} (or
 * {@code appenders = ...}) PropertiesConfigurationBuilder builds only the ids listed, so every {@code logger.<id>.*} key of
 * another id, its level among them, configures nothing, and nothing says so.
 *
 * @param kind "logger" or "appender"
 * @param id the id as written in its keys
 * @param line the line of its first key
 * @param level its {@code .level} value, or null
 * @param listed the ids the list key names
 */
public record UnlistedComponent(String kind, String id, int line, String level, List<String> listed) {
    private static final String MARK = "logtune.unlistedComponents";

    public UnlistedComponent {
        listed = List.copyOf(listed);
    }

    /** The key that lists the ids: "loggers" or "appenders". */
    public String listKey() {
        return kind + "s";
    }

    static void mark(Document document, List<UnlistedComponent> unlisted) {
        document.setUserData(MARK, List.copyOf(unlisted), null);
    }

    /** The components a properties file's lists leave out; empty for other formats. */
    @SuppressWarnings("unchecked")
    static List<UnlistedComponent> of(Document document) {
        return document.getUserData(MARK) instanceof List<?> list ? (List<UnlistedComponent>) list : List.of();
    }
}

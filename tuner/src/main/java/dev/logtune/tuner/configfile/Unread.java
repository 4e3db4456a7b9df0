package dev.logtune.tuner.configfile;

/**
 * Something a configuration names that reading it could not read, in words, and where it is named: an include is
 * pointed at by the rules that say so, other things only said.
 *
 * @param words what was not read and why ("url http://... (include at logback.xml:3): never fetched")
 * @param kind what names it: an include, an XInclude or a Spring property
 * @param file the name of the file that names it (the configuration or an included file)
 * @param line its line there, 0 where not known
 */
public record Unread(String words, Kind kind, String file, int line) {

    public enum Kind {
        /** A Logback {@code <include>}: a resource, URL or file. */
        INCLUDE,
        /** A Log4j2 {@code xi:include}. */
        XINCLUDE,
        /** A Spring Boot {@code <springProperty>} with no value here. */
        SPRING_PROPERTY
    }

    /** Whether an include names it: a logger there may reference any appender. */
    public boolean include() {
        return kind != Kind.SPRING_PROPERTY;
    }
}

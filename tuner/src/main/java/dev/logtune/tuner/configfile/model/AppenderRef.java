package dev.logtune.tuner.configfile.model;

import dev.logtune.tuner.configfile.ConfigElement;

import java.util.List;

/**
 * One reference to an appender by name, from a logger or from another appender.
 *
 * @param name the referenced name with {@code ${...}} resolved as {@link dev.logtune.tuner.configfile.Variables} does
 *     (compared case-sensitively: both frameworks keep appenders in a map by name)
 * @param raw the name as written
 * @param element the element that holds the reference: the {@code <appender-ref>} / {@code <AppenderRef>}, or for
 *     attribute references ({@code primary}, {@code errorRef}, {@code <Route ref>}) the element carrying the attribute
 * @param guards the conditional blocks the reference sits in, outermost first
 */
public record AppenderRef(String name, String raw, Kind kind, ConfigElement element, SourceLocation location, List<Guard> guards) {
    public enum Kind {
        /** Logback {@code <appender-ref ref>}, Log4j2 {@code <AppenderRef ref>} in a logger, Async or Rewrite. */
        APPENDER_REF,
        /** Log4j2 Failover's {@code primary} attribute. */
        PRIMARY,
        /** Log4j2 Failover's {@code <Failovers><AppenderRef ref>}. */
        FAILOVER,
        /** Log4j2 Routing's {@code <Route ref>}. */
        ROUTE,
        /** Log4j2 Async's {@code errorRef} attribute. */
        ERROR_REF
    }

    /** Whether the name is known: fully resolved, no {@code ${...}} left (a variable, a run-time lookup). */
    public boolean known() {
        return !name.contains("${");
    }
}

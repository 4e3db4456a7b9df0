package dev.logtune.tuner.logcost;

/**
 * What logging was doing in a stack that passes through it, decided from its frames: the innermost logging frame with
 * a role of its own decides (a helper such as an event or a utility class leaves it to the frames around it).
 */
public enum LoggingRole {
    /** The logger and its filters: level checks, turbo filters, building the event, handing it to appenders. */
    LOGGER("logger/filter"),
    /** Turning the event into text or bytes: encoders, layouts, pattern converters, message formatting. */
    ENCODER("encoder/layout"),
    /** Handing the event to another thread: an async appender's queue, a Disruptor ring, Log4j2's async loggers. */
    QUEUE("queue/ring"),
    /** The appender's own work around the bytes: locking, buffering, rolling. */
    APPENDER("appender"),
    /** File, console or socket I/O that an appender called. */
    IO("I/O under an appender");

    private final String label;

    LoggingRole(String label) {
        this.label = label;
    }

    /** "encoder/layout". */
    public String label() {
        return label;
    }
}

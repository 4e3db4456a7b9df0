package dev.logtune.configs.model;

/**
 * Log4j2's {@code <Async>} appender: an ArrayBlockingQueue and one thread in front of another appender.
 *
 * @param bufferSize queue capacity (Log4j2's default 1024)
 * @param blocking whether a caller waits when the queue is full (Log4j2's default) or the event is dropped
 */
public record Log4j2AsyncAppender(int bufferSize, boolean blocking) implements AsyncStage {
    public static final int DEFAULT_BUFFER_SIZE = 1024;

    public Log4j2AsyncAppender {
        if (bufferSize < 1) {
            throw new InvalidSetupException(Knob.ASYNC_BUFFER_SIZE, "must be at least 1, was " + bufferSize);
        }
    }

    @Override
    public String kind() {
        return "log4j2-async-appender";
    }

    @Override
    public Framework framework() {
        return Framework.LOG4J2;
    }

    @Override
    public int capacity() {
        return bufferSize;
    }

    @Override
    public boolean drops() {
        return !blocking;
    }

    @Override
    public String dropRule() {
        return blocking ? "" : "blocking=false: a full queue drops events of every level (an ERROR status each time)";
    }

    @Override
    public LogLevel highestDroppedLevel() {
        return blocking ? null : LogLevel.ERROR;
    }
}

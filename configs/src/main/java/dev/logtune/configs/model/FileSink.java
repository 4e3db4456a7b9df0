package dev.logtune.configs.model;

/** One plain file: Logback's FileAppender, Log4j2's File appender. */
public record FileSink() implements Sink {
    @Override
    public String kind() {
        return "file";
    }
}

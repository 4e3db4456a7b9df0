package dev.logtune.configs.model;

/** Log4j2's RandomAccessFile appender: a RandomAccessFile behind a 256 KB buffer. */
public record RandomAccessFileSink() implements Sink {
    @Override
    public String kind() {
        return "random-access-file";
    }
}

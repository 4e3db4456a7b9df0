package dev.logtune.configs.model;

/**
 * How bytes reach the sink.
 *
 * @param immediateFlush flush after every event (both frameworks default to true)
 * @param bufferSize output buffer in bytes, or null for the appender's default
 * @param lockFile take an OS file lock per write: Logback's prudent mode, Log4j2's locking
 * @param append append to an existing file rather than truncate it
 */
public record Writing(boolean immediateFlush, Integer bufferSize, boolean lockFile, boolean append) {

    public Writing {
        if (bufferSize != null && bufferSize < 1) {
            throw new InvalidSetupException(Knob.BUFFER_SIZE, "must be a positive number of bytes, was " + bufferSize);
        }
    }
}

package dev.logtune.configs.model;

/**
 * Where and how the writer puts the bytes, as far as it decides a setup's cost.
 *
 * @param kind what is written to
 * @param randomAccess Log4j2's RandomAccessFile (or RollingRandomAccessFile) rather than its File appender
 * @param rolls whether the file rolls over
 * @param compresses whether rolled files are compressed (false where the file does not roll)
 * @param immediateFlush whether the writer flushes every event
 * @param lockFile whether every write takes an OS file lock (Logback's prudent mode, Log4j2's locking)
 */
public record SinkTraits(Kind kind, boolean randomAccess, boolean rolls, boolean compresses, boolean immediateFlush,
                         boolean lockFile) {

    /** What is written to: one file, a file per MDC value, or standard output. */
    public enum Kind {
        FILE, SIFTED_FILES, CONSOLE
    }

    public SinkTraits {
        if (kind == null) {
            throw new IllegalArgumentException("a sink needs its kind");
        }
        compresses = rolls && compresses;
    }

    /** A setup's sink and writing. */
    public static SinkTraits of(Sink sink, Writing writing) {
        Kind kind = sink instanceof ConsoleSink ? Kind.CONSOLE : sink instanceof SiftingSink ? Kind.SIFTED_FILES : Kind.FILE;
        boolean randomAccess = sink instanceof RandomAccessFileSink || sink instanceof RollingFileSink rolling && rolling.randomAccess();
        boolean compresses = sink instanceof RollingFileSink rolling && rolling.rolling().compress();
        return new SinkTraits(kind, randomAccess, sink.rolls(), compresses, writing.immediateFlush(), writing.lockFile());
    }
}

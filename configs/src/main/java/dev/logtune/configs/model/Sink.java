package dev.logtune.configs.model;

/** Where events end up. */
public sealed interface Sink permits FileSink, RollingFileSink, RandomAccessFileSink, ConsoleSink, SiftingSink {

    /** Short name used in descriptions and reports. */
    String kind();

    /** Whether events land in files under the log directory (everything but the console). */
    default boolean writesFiles() {
        return true;
    }

    /** Whether the file rolls over with bounded history (a plain file grows until something else rotates it). */
    default boolean rolls() {
        return false;
    }
}

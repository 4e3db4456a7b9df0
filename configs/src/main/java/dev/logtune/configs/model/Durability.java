package dev.logtune.configs.model;

import dev.logtune.support.format.Bytes;
import java.time.Duration;
import java.util.Locale;

/**
 * What a setup keeps inside the process, and for how long, before the OS has the bytes: the events a kill -9 or an
 * OOM kill loses (no shutdown hook runs, so nothing flushes). Rules, from the frameworks' source:
 * <ul>
 * <li>A writer with immediateFlush=true hands every event to the OS before the call returns (Logback
 * OutputStreamAppender.writeByteArrayToOutputStreamWithPossibleFlush; Log4j2 AbstractOutputStreamAppender).</li>
 * <li>With immediateFlush=false a file writer holds a buffer until the next event that does not fit: Logback's
 * FileAppender a BufferedOutputStream of bufferSize (8 KB by default), Log4j2's File and RollingFile an 8 KB
 * ByteBuffer, its RandomAccessFile 256 KB (RandomAccessFileManager). Neither framework flushes on a timer, so at
 * idle the tail waits for ever.</li>
 * <li>Log4j2 flushes at the end of a batch, immediateFlush=false or not: async loggers pass the Disruptor's
 * endOfBatch on (RingBufferLogEventHandler, AsyncLoggerConfigDisruptor), and the {@code <Async>} appender marks an
 * event end-of-batch when its queue is empty (AsyncAppenderEventDispatcher). What waits is the queue.</li>
 * <li>Logback's AsyncAppender worker only calls the appender (AsyncAppenderBase.Worker): no flush at the end of a
 * batch, so it adds its queue to whatever the appender behind it holds.</li>
 * <li>Logback's ConsoleAppender writes through System.out, which the JVM flushes on every write; Log4j2's Console
 * appender keeps its own 8 KB buffer (OutputStreamManager, log4j.encoder.byteBufferSize).</li>
 * </ul>
 * A queue's wait is bounded by a full queue drained at the consumer's rate.
 */
public final class Durability {
    /** Logback FileAppender.DEFAULT_BUFFER_SIZE, the BufferedOutputStream in ResilientFileOutputStream. */
    public static final int LOGBACK_FILE_BUFFER = 8 * 1024;
    /** Log4j2 File and RollingFile with bufferedIo (the default): bufferSize 8 KB. */
    public static final int LOG4J2_FILE_BUFFER = 8 * 1024;
    /** Log4j2 RandomAccessFileManager.DEFAULT_BUFFER_SIZE. */
    public static final int LOG4J2_RANDOM_ACCESS_BUFFER = 256 * 1024;
    /** Log4j2 Console: the OutputStreamManager's buffer, Constants.ENCODER_BYTE_BUFFER_SIZE. */
    public static final int LOG4J2_CONSOLE_BUFFER = 8 * 1024;

    private Durability() {
    }

    /**
     * The unflushed window of {@code spec} at {@code eventsPerSecond} events of {@code bytesPerEvent} bytes, with an
     * async stage drained at {@code consumerEventsPerSecond} (ignored without one).
     */
    public static UnflushedWindow window(SetupSpec spec, double eventsPerSecond, double bytesPerEvent,
                                         double consumerEventsPerSecond) {
        if (!(eventsPerSecond >= 0) || Double.isInfinite(eventsPerSecond)) {
            throw new IllegalArgumentException("the event rate must be 0 or more events per second, was " + eventsPerSecond);
        }
        if (!(bytesPerEvent > 0) || Double.isInfinite(bytesPerEvent)) {
            throw new IllegalArgumentException("bytes per event must be more than 0, was " + bytesPerEvent);
        }
        Queue queue = queue(spec.async(), consumerEventsPerSecond);
        Hold hold = hold(spec, eventsPerSecond, bytesPerEvent, queue);
        if (queue == null) {
            return new UnflushedWindow(duration(hold.atRate()), duration(hold.atIdle()), hold.text());
        }
        String how = String.format(Locale.ROOT, "queued up to %,d events, drained at ~%s/s: %s; then %s",
                queue.capacity(), rate(consumerEventsPerSecond), under(queue.seconds()), hold.text());
        return new UnflushedWindow(plus(queue.seconds(), hold.atRate()), plus(queue.seconds(), hold.atIdle()), how);
    }

    /** The user-space buffer a writer fills before the OS sees the bytes, where immediateFlush=false. */
    public static int bufferBytes(SetupSpec spec) {
        if (spec.writing().bufferSize() != null) {
            return spec.writing().bufferSize();
        }
        if (spec.framework() == Framework.LOGBACK) {
            return LOGBACK_FILE_BUFFER;
        }
        Sink sink = spec.sink();
        if (sink instanceof RandomAccessFileSink || sink instanceof RollingFileSink rolling && rolling.randomAccess()) {
            return LOG4J2_RANDOM_ACCESS_BUFFER;
        }
        return sink instanceof ConsoleSink ? LOG4J2_CONSOLE_BUFFER : LOG4J2_FILE_BUFFER;
    }

    /** The queue in front of the writer: its bound in seconds, and whether its consumer flushes when it runs dry. */
    private record Queue(int capacity, double seconds, boolean flushesAtEndOfBatch) {
    }

    /** What the writer holds: seconds at the rate and at idle (null: unbounded), and how, in words. */
    private record Hold(Double atRate, Double atIdle, String text) {
        static Hold none(String text) {
            return new Hold(0.0, 0.0, text);
        }
    }

    private static Queue queue(AsyncStage async, double consumerEventsPerSecond) {
        if (async instanceof NoAsync) {
            return null;
        }
        if (!(consumerEventsPerSecond > 0) || Double.isInfinite(consumerEventsPerSecond)) {
            throw new IllegalArgumentException("an async setup needs its consumer's rate in events per second, was "
                    + consumerEventsPerSecond);
        }
        boolean flushes = !(async instanceof LogbackAsyncAppender);
        return new Queue(async.capacity(), async.capacity() / consumerEventsPerSecond, flushes);
    }

    private static Hold hold(SetupSpec spec, double eventsPerSecond, double bytesPerEvent, Queue queue) {
        boolean sync = queue == null;
        if (spec.writing().immediateFlush()) {
            return Hold.none(sync ? "written to the OS before the call returns" : "written with a flush per event");
        }
        if (spec.sink() instanceof ConsoleSink && spec.framework() == Framework.LOGBACK) {
            return Hold.none(sync ? "written to System.out, which the JVM flushes on every write: with the OS before the call returns"
                    : "written to System.out, which the JVM flushes on every write");
        }
        if (!sync && queue.flushesAtEndOfBatch()) {
            return Hold.none(spec.async() instanceof LogstashDisruptorAppender
                    ? "flushed at the end of each batch (the disruptor appender flushes its buffered delegate when the ring runs dry)"
                    : "flushed at the end of each batch (Log4j2 flushes when the queue runs dry, immediateFlush=false or not)");
        }
        int buffer = bufferBytes(spec);
        int files = spec.sink() instanceof SiftingSink sifting ? sifting.keys() : 1;
        String sized = Bytes.exact(buffer);
        String article = sized.startsWith("8") || sized.startsWith("11 ") || sized.startsWith("18 ") ? "an " : "a ";
        String where = article + sized + (files == 1 ? " buffer" : " buffer per file (" + files + " files)");
        String why = sync ? "" : " (Logback's AsyncAppender never flushes at the end of a batch)";
        if (eventsPerSecond == 0) {
            return new Hold(null, null, "held in " + where + " until more events fill it" + why + ": unbounded at idle");
        }
        // Each file of a sifting setup gets its share of the events and fills its own buffer.
        double seconds = buffer * files / (eventsPerSecond * bytesPerEvent);
        return new Hold(seconds, null, "held in " + where + " until it fills" + why + ": " + about(seconds) + " at "
                + rate(eventsPerSecond) + " events/s, unbounded at idle");
    }

    private static Duration plus(double queueSeconds, Double holdSeconds) {
        return holdSeconds == null ? null : duration(queueSeconds + holdSeconds);
    }

    private static Duration duration(Double seconds) {
        return seconds == null ? null : Duration.ofNanos(Math.round(seconds * 1e9));
    }


    private static String rate(double perSecond) {
        if (perSecond >= 1e6) {
            return String.format(Locale.ROOT, "%.1fM", perSecond / 1e6).replace(".0M", "M");
        }
        if (perSecond >= 1e4) {
            return String.format(Locale.ROOT, "%.0fk", perSecond / 1e3);
        }
        if (perSecond >= 1e3) {
            return String.format(Locale.ROOT, "%.1fk", perSecond / 1e3).replace(".0k", "k");
        }
        return String.format(Locale.ROOT, "%.0f", perSecond);
    }

    /** A bound, rounded up: 9.1 ms is "under 10 ms". */
    private static String under(double seconds) {
        double millis = seconds * 1e3;
        if (millis < 1) {
            return "under 1 ms";
        }
        if (millis < 1000) {
            return String.format(Locale.ROOT, "under %.0f ms", Math.floor(millis) + 1);
        }
        return String.format(Locale.ROOT, "under %.1f s", Math.floor(seconds * 10) / 10 + 0.1);
    }

    /** An estimate: "about 29 ms", "about 4.2 s", "about 12 min". */
    private static String about(double seconds) {
        if (seconds < 1e-3) {
            return "under 1 ms";
        }
        if (seconds < 1) {
            return String.format(Locale.ROOT, "about %.0f ms", seconds * 1e3);
        }
        if (seconds < 10) {
            return String.format(Locale.ROOT, "about %.1f s", seconds);
        }
        if (seconds < 120) {
            return String.format(Locale.ROOT, "about %.0f s", seconds);
        }
        if (seconds < 7200) {
            return String.format(Locale.ROOT, "about %.0f min", seconds / 60);
        }
        return String.format(Locale.ROOT, "about %.1f h", seconds / 3600);
    }
}

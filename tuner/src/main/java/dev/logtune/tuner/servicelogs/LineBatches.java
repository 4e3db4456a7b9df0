package dev.logtune.tuner.servicelogs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;

/**
 * A stream's bytes split into lines, decoded and, where the shape reads a line alone, read into its event's fields on
 * the calling thread, while another thread takes them on, a batch of {@value Batch#SIZE} at a time: on two cores the
 * two halves of the work run side by side instead of taking turns. A line is read from a buffer of a megabyte, grown
 * for a longer line up to {@value #LONGEST_LINE} bytes and cut there.
 */
final class LineBatches {
    private static final int BUFFER = 1 << 20;
    private static final int LONGEST_LINE = 64 << 20;

    /** What reads the lines, on the parser's thread. */
    interface Lines {
        /**
         * One line without its line end; {@code bytes} with it; {@code event} its fields where the shape read the line
         * as the start of an event, null where it did not or reads lines only together (JSON spread over lines).
         */
        void line(String text, int bytes, ParsedEvent event);

        /** The stream ended: nothing follows. */
        void end();
    }

    private final ExecutorService parser;
    private final CompressionSample compression;
    private final LongConsumer progress;
    private final LineShape shape;
    private long bytes;

    /**
     * @param compression where the lines' bytes are sampled for gzip, or null
     * @param progress told the bytes read so far, once a megabyte or so
     * @param shape what reads each line alone, on this thread; null for none
     */
    LineBatches(ExecutorService parser, CompressionSample compression, LongConsumer progress, LineShape shape) {
        this.parser = parser;
        this.compression = compression;
        this.progress = progress;
        this.shape = shape;
    }

    /** Reads {@code in} to its end, {@code lines} reading each line on the parser's thread; returns the bytes read. */
    long read(InputStream in, Lines lines) throws IOException {
        BlockingQueue<Batch> batches = new ArrayBlockingQueue<>(4);
        Future<?> reading = parser.submit(() -> {
            for (Batch batch = batches.take(); batch != Batch.END; batch = batches.take()) {
                for (int i = 0; i < batch.count; i++) {
                    lines.line(batch.texts[i], batch.lengths[i], batch.started[i] ? batch.events[i] : null);
                }
            }
            lines.end();
            return null;
        });
        try {
            split(in, batches, reading);
            handOff(batches, Batch.END, reading);
            reading.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException runtime ? runtime : new IllegalStateException(e.getCause());
        } finally {
            reading.cancel(true);
        }
        return bytes;
    }

    private void split(InputStream in, BlockingQueue<Batch> batches, Future<?> reading) throws IOException, InterruptedException,
            ExecutionException {
        byte[] buffer = new byte[BUFFER];
        Batch batch = new Batch();
        int length = 0;
        while (true) {
            int n = in.read(buffer, length, buffer.length - length);
            if (n < 0) {
                break;
            }
            length += n;
            int cut = length;
            while (cut > length - n && buffer[cut - 1] != '\n') {
                cut--;
            }
            if (cut == length - n) {
                // no line ends in what was read: the line goes on
                if (length < buffer.length) {
                    continue;
                }
                if (buffer.length >= LONGEST_LINE) {
                    batch = add(batch, buffer, 0, length, batches, reading);
                    length = 0;
                    continue;
                }
                buffer = Arrays.copyOf(buffer, buffer.length * 2);
                continue;
            }
            batch = lines(batch, buffer, cut, batches, reading);
            System.arraycopy(buffer, cut, buffer, 0, length - cut);
            length -= cut;
            progress.accept(bytes);
        }
        if (length > 0) {
            batch = add(batch, buffer, 0, length, batches, reading);
        }
        if (batch.count > 0) {
            handOff(batches, batch, reading);
        }
    }

    /**
     * The whole lines of {@code buffer[0, cut)}. Decoded as one string where they are ASCII, as logs nearly always are
     * (a character is then a byte, and the JDK finds line ends in a string many bytes at a time); else line by line.
     */
    private Batch lines(Batch batch, byte[] buffer, int cut, BlockingQueue<Batch> batches, Future<?> reading)
            throws InterruptedException, ExecutionException {
        String chunk = new String(buffer, 0, cut, StandardCharsets.UTF_8);
        if (chunk.length() != cut) {
            int start = 0;
            for (int i = 0; i < cut; i++) {
                if (buffer[i] == '\n') {
                    batch = add(batch, buffer, start, i + 1 - start, batches, reading);
                    start = i + 1;
                }
            }
            return batch;
        }
        bytes += cut;
        if (compression != null) {
            compression.add(buffer, 0, cut);
        }
        int start = 0;
        while (start < cut) {
            int next = chunk.indexOf('\n', start) + 1;
            int end = next - 1;
            while (end > start && chunk.charAt(end - 1) == '\r') {
                end--;
            }
            batch = line(batch, chunk.substring(start, end), next - start, batches, reading);
            start = next;
        }
        return batch;
    }

    /** One line's bytes counted, sampled for compression and decoded; a full batch handed over. */
    private Batch add(Batch batch, byte[] buffer, int from, int length, BlockingQueue<Batch> batches, Future<?> reading)
            throws InterruptedException, ExecutionException {
        bytes += length;
        if (compression != null) {
            compression.add(buffer, from, length);
        }
        int end = from + length;
        while (end > from && (buffer[end - 1] == '\n' || buffer[end - 1] == '\r')) {
            end--;
        }
        return line(batch, new String(buffer, from, end - from, StandardCharsets.UTF_8), length, batches, reading);
    }

    /** One line, read where the shape reads lines alone; a full batch handed over. */
    private Batch line(Batch batch, String text, int length, BlockingQueue<Batch> batches, Future<?> reading)
            throws InterruptedException, ExecutionException {
        int at = batch.count++;
        batch.texts[at] = text;
        batch.lengths[at] = length;
        if (shape != null) {
            batch.started[at] = shape.read(text, batch.event(at));
        }
        if (batch.count < Batch.SIZE) {
            return batch;
        }
        handOff(batches, batch, reading);
        return new Batch();
    }

    private static void handOff(BlockingQueue<Batch> batches, Batch batch, Future<?> reading) throws InterruptedException,
            ExecutionException {
        while (!batches.offer(batch, 100, TimeUnit.MILLISECONDS)) {
            if (reading.isDone()) {
                reading.get();
                throw new IllegalStateException("the parsing stopped before the stream ended");
            }
        }
    }

    /** Lines handed from the thread that splits the bytes to the one that reads them. */
    private static final class Batch {
        static final int SIZE = 4_096;
        static final Batch END = new Batch();

        final String[] texts = new String[SIZE];
        final int[] lengths = new int[SIZE];
        final boolean[] started = new boolean[SIZE];
        final ParsedEvent[] events = new ParsedEvent[SIZE];
        int count;

        ParsedEvent event(int at) {
            if (events[at] == null) {
                events[at] = new ParsedEvent();
            }
            return events[at];
        }
    }
}

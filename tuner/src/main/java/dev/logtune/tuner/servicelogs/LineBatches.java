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
 * A stream's bytes split into lines and decoded on the calling thread while another thread reads them, a batch of
 * {@value Batch#SIZE} at a time: on two cores the splitting keeps pace with the parsing instead of taking its turn.
 * A line is read from a buffer of a megabyte, grown for a longer line up to {@value #LONGEST_LINE} bytes and cut there.
 */
final class LineBatches {
    private static final int BUFFER = 1 << 20;
    private static final int LONGEST_LINE = 64 << 20;

    /** What reads the lines, on the parser's thread. */
    interface Lines {
        /** One line without its line end; {@code bytes} with it. */
        void line(String text, int bytes);

        /** The stream ended: nothing follows. */
        void end();
    }

    private final ExecutorService parser;
    private final CompressionSample compression;
    private final LongConsumer progress;
    private long bytes;

    /**
     * @param compression where the lines' bytes are sampled for gzip, or null
     * @param progress told the bytes read so far, once a megabyte or so
     */
    LineBatches(ExecutorService parser, CompressionSample compression, LongConsumer progress) {
        this.parser = parser;
        this.compression = compression;
        this.progress = progress;
    }

    /** Reads {@code in} to its end, {@code lines} reading each line on the parser's thread; returns the bytes read. */
    long read(InputStream in, Lines lines) throws IOException {
        BlockingQueue<Batch> batches = new ArrayBlockingQueue<>(4);
        Future<?> reading = parser.submit(() -> {
            for (Batch batch = batches.take(); batch != Batch.END; batch = batches.take()) {
                for (int i = 0; i < batch.count; i++) {
                    lines.line(batch.texts[i], batch.lengths[i]);
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
            int start = 0;
            for (int i = length - n; i < length; i++) {
                if (buffer[i] == '\n') {
                    batch = add(batch, buffer, start, i + 1 - start, batches, reading);
                    start = i + 1;
                }
            }
            if (start == 0 && length == buffer.length) {
                if (buffer.length >= LONGEST_LINE) {
                    batch = add(batch, buffer, 0, length, batches, reading);
                    length = 0;
                    continue;
                }
                buffer = Arrays.copyOf(buffer, buffer.length * 2);
                continue;
            }
            System.arraycopy(buffer, start, buffer, 0, length - start);
            length -= start;
            progress.accept(bytes);
        }
        if (length > 0) {
            batch = add(batch, buffer, 0, length, batches, reading);
        }
        if (batch.count > 0) {
            handOff(batches, batch, reading);
        }
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
        batch.texts[batch.count] = new String(buffer, from, end - from, StandardCharsets.UTF_8);
        batch.lengths[batch.count++] = length;
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
        int count;
    }
}

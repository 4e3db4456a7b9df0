package dev.logtune.tuner.servicelogs;

import java.util.zip.Deflater;

/**
 * How well a log's lines gzip, measured on every eighth block of a megabyte (the first always): a rolling policy
 * gzips with deflate's default level and a 32 KB window, so a megabyte compresses as the whole file does, and reading
 * stays near the speed of the disk.
 */
final class CompressionSample {
    private static final int BLOCK = 1 << 20;
    private static final int EVERY = 8;

    private final Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
    private final byte[] out = new byte[1 << 16];
    private long offset;
    private long in;
    private long compressed;

    /** The next bytes of the lines. */
    void add(byte[] bytes, int from, int length) {
        while (length > 0) {
            long block = offset / BLOCK;
            int inBlock = (int) Math.min(length, BLOCK - offset % BLOCK);
            if (block % EVERY == 0) {
                deflater.setInput(bytes, from, inBlock);
                while (!deflater.needsInput()) {
                    compressed += deflater.deflate(out);
                }
                in += inBlock;
            }
            offset += inBlock;
            from += inBlock;
            length -= inBlock;
            if (offset % BLOCK == 0 && block % EVERY == 0) {
                finishBlock();
            }
        }
    }

    /** Bytes compressed so far, and what they came to; the block under way finished first. */
    long[] measured() {
        if (offset % BLOCK != 0 && (offset / BLOCK) % EVERY == 0) {
            finishBlock();
            // A later add continues in a fresh stream: the sample only ever ends once, at the end of a file.
        }
        return new long[] {in, compressed};
    }

    private void finishBlock() {
        deflater.finish();
        while (!deflater.finished()) {
            compressed += deflater.deflate(out);
        }
        deflater.reset();
    }

    void close() {
        deflater.end();
    }
}

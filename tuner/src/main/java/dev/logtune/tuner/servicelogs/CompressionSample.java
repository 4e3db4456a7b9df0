package dev.logtune.tuner.servicelogs;

import java.util.zip.Deflater;

/**
 * How well a log's lines gzip, measured on every 32nd block of a megabyte (the first always), 16 MB at most: a rolling
 * policy gzips with deflate's default level and a 32 KB window, so a megabyte compresses as the whole file does, and
 * deflating a log's lines is slow (about 10-30 MB/s): more would make the reading wait for it. A block is gathered and deflated in one call, not a line at a time.
 */
final class CompressionSample {
    private static final int BLOCK = 1 << 20;
    private static final int EVERY = 32;
    private static final long MOST = 16L << 20;

    private final Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
    private final byte[] block = new byte[BLOCK];
    private final byte[] out = new byte[1 << 16];
    private int filled;
    private long blockIndex;
    private int inThisBlock;
    private long in;
    private long compressed;

    /** The next bytes of the lines. */
    void add(byte[] bytes, int from, int length) {
        while (length > 0) {
            int inBlock = Math.min(length, BLOCK - inThisBlock);
            if (blockIndex % EVERY == 0 && in < MOST) {
                System.arraycopy(bytes, from, block, filled, inBlock);
                filled += inBlock;
                if (filled == BLOCK) {
                    deflateBlock();
                }
            }
            inThisBlock += inBlock;
            if (inThisBlock == BLOCK) {
                inThisBlock = 0;
                blockIndex++;
            }
            from += inBlock;
            length -= inBlock;
        }
    }

    /** Bytes compressed, and what they came to, the block under way included. */
    long[] measured() {
        if (filled > 0) {
            deflateBlock();
        }
        return new long[] {in, compressed};
    }

    private void deflateBlock() {
        deflater.setInput(block, 0, filled);
        deflater.finish();
        while (!deflater.finished()) {
            compressed += deflater.deflate(out);
        }
        deflater.reset();
        in += filled;
        filled = 0;
    }

    void close() {
        deflater.end();
    }
}

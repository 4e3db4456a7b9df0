package dev.logtune.support.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * How bytes reach a new file: the one step of a write that can fail midway (a full disk), kept apart so a test can make
 * it fail there, and so the bytes are on the disk (forced) before a rename makes them the file.
 */
@FunctionalInterface
public interface ByteWriter {
    /** Writes to the disk itself and waits until the bytes are there. */
    ByteWriter DISK = (file, content) -> {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buffer = ByteBuffer.wrap(content);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            // a rename that reaches the disk before the bytes would leave an empty file after a power cut
            channel.force(true);
        }
    };

    /** Writes {@code content} into {@code file}, which exists and is empty. */
    void write(Path file, byte[] content) throws IOException;
}

package dev.logtune.tuner.servicelogs;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import static org.assertj.core.api.Assertions.assertThat;

class LineBatchesTest {
    private final ExecutorService parser = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        parser.shutdownNow();
    }

    /** Every line and its bytes, read through reads of {@code chunk} bytes at most. */
    private List<String> read(byte[] bytes, int chunk, long[] total) throws IOException {
        List<String> lines = new ArrayList<>();
        InputStream in = new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
        total[0] = new LineBatches(parser, null, read -> { }, null).read(in, new LineBatches.Lines() {
            @Override
            public void line(String text, int length, ParsedEvent event) {
                lines.add(text + "|" + length);
            }

            @Override
            public void end() {
            }
        });
        return lines;
    }

    @Test
    void asciiAndOtherLinesCrlfAndAnUnendedLastLineReadTheSameWhateverTheReadsSizes() throws IOException {
        String text = "plain ascii\r\nzürich caf\u00e9 \u20ac5\nlast, no end";
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        for (int chunk : new int[] {1, 3, 7, 64, 1 << 20}) {
            long[] total = new long[1];
            assertThat(read(bytes, chunk, total)).as("reads of %d bytes", chunk)
                    .containsExactly("plain ascii|13", "zürich caf\u00e9 \u20ac5|" + ("zürich caf\u00e9 \u20ac5\n".getBytes(StandardCharsets.UTF_8).length),
                            "last, no end|12");
            assertThat(total[0]).isEqualTo(bytes.length);
        }
    }

    @Test
    void aLineLongerThanTheBufferIsOneLine() throws IOException {
        String longLine = "x".repeat(3 << 20);
        byte[] bytes = ("a\n" + longLine + "\nb\n").getBytes(StandardCharsets.US_ASCII);
        long[] total = new long[1];
        List<String> lines = read(bytes, 1 << 16, total);
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1)).isEqualTo(longLine + "|" + (longLine.length() + 1));
        assertThat(total[0]).isEqualTo(bytes.length);
    }
}

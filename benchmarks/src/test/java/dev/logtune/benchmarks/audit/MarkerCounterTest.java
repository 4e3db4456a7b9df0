package dev.logtune.benchmarks.audit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MarkerCounterTest {
    @TempDir
    Path dir;

    @Test
    void countsAMarkerSplitAcrossChunks() {
        byte[] text = "xxORD-1\nORD-2 OR ORD ORD-\nOORD-3".getBytes(StandardCharsets.US_ASCII);
        for (int split = 0; split <= text.length; split++) {
            MarkerCounter counter = new MarkerCounter("ORD-");
            counter.accept(text, 0, split);
            counter.accept(text, split, text.length - split);
            assertThat(counter.count()).as("split at %d", split).isEqualTo(4);
        }
    }

    @Test
    void countsAcrossEveryFileUnderADirectory() throws Exception {
        Files.writeString(dir.resolve("app.log"), "ORD-1 a\nORD-2 b\n\tat x.y(Z.java:1)\n");
        Files.createDirectories(dir.resolve("rolled"));
        Files.writeString(dir.resolve("rolled").resolve("app-1.log"), "ORD-3 c\n");
        assertThat(MarkerCounter.countInFiles(dir, "ORD-")).isEqualTo(3);
        assertThat(MarkerCounter.countInFiles(dir.resolve("missing"), "ORD-")).isZero();
        assertThat(MarkerCounter.countInStream(new ByteArrayInputStream("ORD-ORD-".getBytes(StandardCharsets.US_ASCII)), "ORD-"))
                .isEqualTo(2);
    }

    @Test
    void refusesAMarkerWhoseFirstCharacterRecurs() {
        assertThatThrownBy(() -> new MarkerCounter("abca")).isInstanceOf(IllegalArgumentException.class);
    }
}

package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.OrderWorkload;
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

    private static String line(long orderId) {
        return "2026-11-21 09:15:02.123 [producer-0] INFO  orders.OrderRouter - "
                + OrderWorkload.routedMessage(orderId, OrderWorkload.threadOf(orderId)) + "\n";
    }

    @Test
    void countsWholeEventsOnlyWhereverTheChunksSplit() {
        String routed = line(OrderWorkload.orderId(2, 7));
        String text = "xxORD-1\nORD-2 OR ORD ORD-\n" + routed
                + OrderWorkload.rejectedPrefix(OrderWorkload.orderId(1, 3)) + "exposure limit\n\tat x.y(Z.java:1)\n"
                + "OO" + line(OrderWorkload.orderId(0, 0))
                // The same id with another thread's payload, a wrong gateway, a wrong latency: none is the event.
                + routed.replace("acct=ZX33107", "acct=ZX10432") + routed.replace(" routed to ", " routed to X")
                + routed.replace(" in ", " in 1");
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        for (int split = 0; split <= bytes.length; split++) {
            MarkerCounter counter = new MarkerCounter();
            counter.accept(bytes, 0, split);
            counter.accept(bytes, split, bytes.length - split);
            assertThat(counter.count()).as("split at %d", split).isEqualTo(3);
        }
    }

    @Test
    void aMessageWithoutItsLineEndIsNotCounted() {
        String whole = line(OrderWorkload.orderId(5, 11));
        byte[] noLineEnd = whole.substring(0, whole.length() - 1).getBytes(StandardCharsets.US_ASCII);
        MarkerCounter counter = new MarkerCounter();
        counter.accept(noLineEnd, 0, noLineEnd.length);
        counter.endOfFile();
        byte[] next = whole.getBytes(StandardCharsets.US_ASCII);
        counter.accept(next, 0, next.length);
        assertThat(counter.count()).as("the first copy's line never ended").isEqualTo(1);
    }

    @Test
    void countsAcrossEveryFileUnderADirectoryAndNothingCarriesBetweenThem() throws Exception {
        String first = line(OrderWorkload.orderId(0, 1));
        String second = line(OrderWorkload.orderId(0, 2));
        Files.writeString(dir.resolve("app.log"), first + second + "\tat x.y(Z.java:1)\n");
        Files.createDirectories(dir.resolve("rolled"));
        String third = line(OrderWorkload.orderId(1, 1));
        Files.writeString(dir.resolve("rolled").resolve("app-1.log"), third);
        // A file that ends mid-line, and the file after it: the rest of the line does not complete it.
        Files.writeString(dir.resolve("x-cut.log"), third.substring(0, 80));
        Files.writeString(dir.resolve("y-rest.log"), third.substring(80));
        assertThat(MarkerCounter.countInFiles(dir, OrderWorkload.MARKER)).isEqualTo(3);
        assertThat(MarkerCounter.countInFiles(dir.resolve("missing"), OrderWorkload.MARKER)).isZero();
        assertThat(MarkerCounter.countInStream(new ByteArrayInputStream((first + first).getBytes(StandardCharsets.US_ASCII)),
                OrderWorkload.MARKER)).as("every sighting counts").isEqualTo(2);
    }

    @Test
    void refusesAnotherMarker() {
        assertThatThrownBy(() -> new MarkerCounter("ERR-")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(OrderWorkload.MARKER);
    }
}

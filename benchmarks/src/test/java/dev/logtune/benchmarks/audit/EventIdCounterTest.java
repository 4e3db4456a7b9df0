package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.OrderWorkload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class EventIdCounterTest {
    private static final long LAST_SEQUENCE = (1L << OrderWorkload.THREAD_SHIFT) - 1;

    @TempDir
    Path dir;

    private static byte[] lines(long... orderIds) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (long id : orderIds) {
            String line = "2026-11-21 09:15:02.123 [producer] INFO  orders.OrderRouter - "
                    + OrderWorkload.routedMessage(id, OrderWorkload.threadOf(id)) + "\n";
            out.writeBytes(line.getBytes(StandardCharsets.US_ASCII));
        }
        return out.toByteArray();
    }

    private static EventIdCounter count(byte[] bytes) {
        EventIdCounter counter = new EventIdCounter();
        counter.accept(bytes, 0, bytes.length);
        counter.endOfFile();
        return counter;
    }

    @Test
    void sequencesPastAnIntAndThousandsOfThreadsStayApart() {
        long[] ids = {
                OrderWorkload.orderId(0, (1L << 31) - 1), OrderWorkload.orderId(0, 1L << 31),
                OrderWorkload.orderId(0, (1L << 32) + 1), OrderWorkload.orderId(0, LAST_SEQUENCE),
                OrderWorkload.orderId(1, 0), OrderWorkload.orderId(4095, 1L << 35), OrderWorkload.orderId(5000, LAST_SEQUENCE)};
        EventIdCounter counter = count(lines(ids));
        assertThat(counter.distinct()).isEqualTo(ids.length);
        for (long id : ids) {
            assertThat(counter.contains(id)).as("id %d", id).isTrue();
        }
        // The ids an int cast or a 40-bit overflow would have folded these onto.
        assertThat(counter.contains(OrderWorkload.orderId(0, 0))).isFalse();
        assertThat(counter.contains(OrderWorkload.orderId(0, 1))).isFalse();
        assertThat(counter.contains(OrderWorkload.orderId(1, LAST_SEQUENCE))).isFalse();
        assertThat(counter.contains(OrderWorkload.orderId(4095, 0))).isFalse();
        assertThat(counter.contains(OrderWorkload.orderId(5001, LAST_SEQUENCE))).isFalse();
        assertThat(counter.contains(-1)).isFalse();
    }

    @Test
    void agreesWithAPlainSetOnManyScatteredIds() {
        Random random = new Random(42);
        long[] ids = new long[4_000];
        Set<Long> expected = new HashSet<>();
        for (int i = 0; i < ids.length; i++) {
            // Runs within a thread, jumps between threads and sequences, and repeats.
            ids[i] = i % 7 == 0 && i > 0 ? ids[i - 1 - random.nextInt(i)]
                    : OrderWorkload.orderId(random.nextInt(3000), random.nextBoolean() ? i : (random.nextLong() & LAST_SEQUENCE));
            expected.add(ids[i]);
        }
        EventIdCounter counter = count(lines(ids));
        assertThat(counter.distinct()).isEqualTo(expected.size());
        assertThat(counter.duplicates()).isEqualTo(ids.length - expected.size());
        for (long id : expected) {
            assertThat(counter.contains(id)).as("id %d", id).isTrue();
            assertThat(counter.contains(id ^ 1)).as("neighbour of %d", id).isEqualTo(expected.contains(id ^ 1));
        }
    }

    @Test
    void anEventInTwoFilesCountsOnceAndACutOneNotAtAll() throws Exception {
        long a = OrderWorkload.orderId(2, 3_000_000_000L);
        long b = OrderWorkload.orderId(2, 3_000_000_001L);
        long c = OrderWorkload.orderId(7, 1);
        Files.write(dir.resolve("app.log"), lines(a, b));
        Files.write(dir.resolve("console.out"), lines(a));
        byte[] cut = lines(c);
        Files.write(dir.resolve("crashed.log"), java.util.Arrays.copyOf(cut, cut.length - 2));
        EventIdCounter counter = EventIdCounter.scan(dir);
        assertThat(counter.distinct()).isEqualTo(2);
        assertThat(counter.duplicates()).isEqualTo(1);
        assertThat(counter.contains(a) && counter.contains(b)).isTrue();
        assertThat(counter.contains(c)).isFalse();
        assertThat(EventIdCounter.scan(dir.resolve("missing")).distinct()).isZero();
    }
}

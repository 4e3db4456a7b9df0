package dev.logtune.benchmarks.workload;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class OrderWorkloadTest {

    @Test
    void theAuditsBytesAreTheMessagesText() {
        Random random = new Random(7);
        byte[] tail = new byte[OrderWorkload.MAX_TAIL_BYTES];
        boolean sawNegativeLatency = false;
        for (int i = 0; i < 10_000; i++) {
            int thread = i < 100 ? i : random.nextInt(1 << 20);
            long orderId = OrderWorkload.orderId(thread, random.nextLong() & ((1L << OrderWorkload.THREAD_SHIFT) - 1));
            assertThat(OrderWorkload.threadOf(orderId)).isEqualTo(thread);
            String head = OrderWorkload.MARKER + orderId;

            int length = OrderWorkload.writeRoutedTail(orderId, thread, tail);
            assertThat(head + new String(tail, 0, length, StandardCharsets.US_ASCII))
                    .isEqualTo(OrderWorkload.routedMessage(orderId, thread));
            length = OrderWorkload.writeRejectedTail(orderId, tail);
            assertThat(head + new String(tail, 0, length, StandardCharsets.US_ASCII))
                    .isEqualTo(OrderWorkload.rejectedPrefix(orderId));
            sawNegativeLatency |= OrderWorkload.latencyMicros(orderId) < 0;
        }
        assertThat(sawNegativeLatency).as("large ids overflow the latency's product; the digits must still agree").isTrue();
    }

    @Test
    void theRejectionPrefixIsWhatTheFormatStartsWith() {
        assertThat(OrderWorkload.REJECTED).startsWith(OrderWorkload.MARKER + "{} rejected by {}: ");
        assertThat(OrderWorkload.ROUTED).isEqualTo(OrderWorkload.MARKER + "{} routed to {} in {} us: {}");
    }
}

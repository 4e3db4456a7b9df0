package dev.logtune.benchmarks.audit;

import dev.logtune.benchmarks.workload.OrderWorkload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

class MissingEventsTest {
    @TempDir
    Path dir;

    /** Writes each thread's events 0 .. calls - 1 except the ids in {@code skipped}; the last line may be cut short. */
    private void write(String file, Map<Integer, Long> calls, Set<Long> skipped, boolean cutLast) throws IOException {
        StringBuilder text = new StringBuilder();
        calls.forEach((thread, n) -> LongStream.range(0, n).map(s -> OrderWorkload.orderId(thread, s))
                .filter(id -> !skipped.contains(id))
                .forEach(id -> text.append("12:00:00.000 INFO ").append(OrderWorkload.routedMessage(id, thread)).append('\n')));
        if (cutLast) {
            text.setLength(text.length() - 20);
        }
        Files.writeString(dir.resolve(file), text, StandardCharsets.US_ASCII);
    }

    @Test
    void namesTheIdsAThreadTookAndTheFileDoesNotHold() throws IOException {
        long midRun = OrderWorkload.orderId(1, 291_144);
        write("app.log", Map.of(0, 1_000L, 1, 400_000L), Set.of(midRun, OrderWorkload.orderId(0, 0)), false);

        assertThat(MissingEvents.find(dir, Map.of(0, 1_000L, 1, 400_000L)))
                .containsExactly(OrderWorkload.orderId(0, 0), midRun);
        assertThat(MissingEvents.describe(midRun)).isEqualTo("ORD-1099511918920 (thread 1, call 291,145)");
    }

    @Test
    void aLineCutShortIsMissingAndCallsPastTheFileAreToo() throws IOException {
        write("app.log", Map.of(2, 100L), Set.of(), true);

        assertThat(MissingEvents.find(dir, Map.of(2, 102L)))
                .containsExactly(OrderWorkload.orderId(2, 99), OrderWorkload.orderId(2, 100), OrderWorkload.orderId(2, 101));
    }

    @Test
    void eventsSpreadOverSeveralFilesAreFoundAndAtMostTheLimitIsNamed() throws IOException {
        write("a.log", Map.of(0, 50L), Set.of(), false);
        write("b.log", Map.of(3, 10L), Set.of(), false);

        assertThat(MissingEvents.find(dir, Map.of(0, 50L, 3, 10L))).isEmpty();
        assertThat(MissingEvents.find(dir, Map.of(0, 50L, 3, 10L, 5, 1_000L))).hasSize(MissingEvents.LIMIT)
                .allMatch(id -> OrderWorkload.threadOf(id) == 5);
    }
}

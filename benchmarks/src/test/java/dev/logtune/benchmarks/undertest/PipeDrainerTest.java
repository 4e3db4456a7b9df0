package dev.logtune.benchmarks.undertest;

import dev.logtune.benchmarks.workload.OrderWorkload;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The pipe's reader as the harness runs it: a process of its own, reading what arrives in whatever pieces. */
class PipeDrainerTest {
    @TempDir
    Path dir;

    /** An ECS-style JSON line of the workload's event, with the stack trace as one field. */
    private static String jsonLine(long orderId) {
        return "{\"@timestamp\":\"2026-11-25T09:15:02.123Z\",\"log.level\":\"INFO\",\"message\":\""
                + OrderWorkload.routedMessage(orderId, OrderWorkload.threadOf(orderId))
                + "\",\"process.thread.name\":\"producer-0\",\"log.logger\":\"orders.OrderRouter\","
                + "\"error.stack_trace\":\"java.lang.IllegalStateException: x\\n\\tat a.b(C.java:1)\\n\"}\n";
    }

    @Tag("slow")
    @Test
    void anEventCutAtThePipesBufferIsCountedOnceAndTheLastCutOneNotAtAll() throws Exception {
        Path copy = dir.resolve("console.out");
        Process reader = new ProcessBuilder(JavaProcess.javaBinary(), "-cp", System.getProperty("java.class.path"),
                PipeDrainer.class.getName(), "0", copy.toString()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        StringBuilder text = new StringBuilder();
        // Enough lines that the 64 KB pipe fills and its boundary falls inside a line.
        for (int i = 0; i < 400; i++) {
            text.append(jsonLine(OrderWorkload.orderId(i % 7, i)));
        }
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        String last = jsonLine(OrderWorkload.orderId(3, 999));
        try (OutputStream pipe = reader.getOutputStream()) {
            int cut = 65_536 + 17;
            pipe.write(bytes, 0, cut);
            pipe.flush();
            Thread.sleep(200);
            pipe.write(bytes, cut, bytes.length - cut);
            // A crash mid-write: the last line reaches the pipe without its end.
            pipe.write(last.substring(0, last.length() / 2).getBytes(StandardCharsets.UTF_8));
        }
        assertThat(reader.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String counted = new String(reader.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(counted).isEqualTo("400");
        List<String> copied = Files.readAllLines(copy);
        assertThat(copied).as("the reader keeps every byte it got, as a log driver does").hasSize(401);
    }

    @Test
    void aPausedReaderGoesOnAtItsPaceWithoutCatchingUp() {
        ReadPace pace = new ReadPace(1_000_000, 0);
        assertThat(pace.waitAfter(10_000, 0)).isEqualTo(10_000_000);
        // Two seconds stopped: no credit beyond the slack, so the next read waits for its own bytes less 10 ms.
        long after = 2_010_000_000L;
        assertThat(pace.waitAfter(20_000, after)).isEqualTo(20_000_000 - 10_000_000);
        assertThat(new ReadPace(0, 0).waitAfter(1 << 20, 5)).as("unbounded").isZero();
    }
}

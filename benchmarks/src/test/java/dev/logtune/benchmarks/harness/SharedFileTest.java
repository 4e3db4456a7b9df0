package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.benchmarks.audit.EventIdCounter;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.results.Heap;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.configs.matrix.Matrix;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Prudent mode from two JVMs at once: one file holds both, and each JVM audits only its own events in it. */
@Tag("slow")
class SharedFileTest {
    @TempDir
    Path dir;

    @Test
    void twoJvmsAppendToOneFileAndEachCountsItsOwnEvents() throws Exception {
        Path work = dir.resolve("work");
        HarnessRequest each = new HarnessRequest(LoggingTarget.of(Matrix.require("logback-prudent"), true), 1_000, 2, 0.5, 1,
                Scenario.steady(), null, work.toString(), HarnessRequest.MAX_SPIN_NANOS, Heap.parse("256m"));
        long startAt = System.currentTimeMillis() + 3_000;
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<RateRecord> records;
        try {
            Future<RateRecord> first = pool.submit(() -> HarnessLauncher.run(each.sharing(0, startAt), dir.resolve("jvm-1"), l -> { }));
            Future<RateRecord> second = pool.submit(() -> HarnessLauncher.run(each.sharing(2, startAt), dir.resolve("jvm-2"), l -> { }));
            records = List.of(first.get(), second.get());
        } finally {
            pool.shutdownNow();
        }

        Path logs = work.resolve("logs");
        try (Stream<Path> files = Files.list(logs)) {
            assertThat(files.filter(Files::isRegularFile).toList()).hasSize(1);
        }
        long calls = records.stream().mapToLong(RateRecord::calls).sum();
        assertThat(records).allSatisfy(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.COMPLETE);
            assertThat(r.written()).isEqualTo(r.calls()).isPositive();
        });
        assertThat(EventIdCounter.scan(logs).distinct()).isEqualTo(calls);

        RateRecord merged = SharedFileRecord.of(records, new RatePoint(2_000, 4, Scenario.sharedFile()));
        assertThat(merged.scenario()).isEqualTo("shared-file");
        assertThat(merged.detail()).isEqualTo("2 JVMs");
        assertThat(merged.calls()).isEqualTo(calls);
        assertThat(merged.written()).isEqualTo(calls);
        assertThat(merged.threads()).isEqualTo(4);
        assertThat(merged.response().p99()).isEqualTo(Math.max(records.get(0).response().p99(), records.get(1).response().p99()));
        assertThat(merged.note()).startsWith("2 JVMs appending to one file, 2 threads and 1000 events/s each");
    }
}

package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.configs.model.ConsoleSink;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.SetupSpec;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A run in its own JVM that is made to drop: a 16-slot neverBlock queue in front of a console read at 64 KB/s. */
@Tag("slow")
class ForcedDropTest {
    @TempDir
    Path dir;

    @Test
    void dropsAreCountedAndNothingIsLost() throws Exception {
        SetupSpec spec = SetupSpec.builder("test-console-neverblock-q16", Framework.LOGBACK).sink(new ConsoleSink())
                .logbackAsyncAppender().queueSize(16).discardingThreshold(0).neverBlock(true).build();
        // 2,000 lines of ~240 bytes a second is ~480 KB/s; the reader takes 64 KB/s.
        HarnessRequest request = new HarnessRequest(LoggingTarget.of(spec, true), 2_000, 2, 0.5, 2,
                Scenario.slowReader(64 * 1024), null, dir.resolve("work").toString(), HarnessRequest.MAX_SPIN_NANOS, null);
        RateRecord record = HarnessLauncher.run(request, dir, line -> { });

        assertThat(record.discarded()).isPositive();
        assertThat(record.lost()).isZero();
        assertThat(record.written() + record.discarded()).isEqualTo(record.calls());
        assertThat(record.verdict()).isEqualTo(Verdict.DROPPED);
        assertThat(record.scenario()).isEqualTo("slow-reader");
        assertThat(record.maxQueueDepth()).isBetween(1L, 16L);
    }
}

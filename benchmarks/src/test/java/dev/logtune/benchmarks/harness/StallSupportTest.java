package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.RateRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class StallSupportTest {
    @TempDir
    Path dir;

    private static DiskStall.Environment environment(boolean linux, boolean root, String missing) {
        return new DiskStall.Environment() {
            @Override
            public boolean linux() {
                return linux;
            }

            @Override
            public boolean root() {
                return root;
            }

            @Override
            public Optional<String> which(String command) {
                return command.equals(missing) ? Optional.empty() : Optional.of("/usr/sbin/" + command);
            }
        };
    }

    @Test
    void saysWhyAStallCannotBeMade() {
        assertThat(DiskStall.probe(environment(false, true, ""))).isEqualTo(
                new DiskStall.Support(false, "disk stalls need Linux (fsfreeze on a loop-mounted filesystem)"));
        assertThat(DiskStall.probe(environment(true, false, "")).reason()).contains("need root");
        assertThat(DiskStall.probe(environment(true, true, "fsfreeze")).reason()).contains("fsfreeze").contains("not found");
        assertThat(DiskStall.probe(environment(true, true, "")).available()).isTrue();
    }

    @Test
    void aStallThatCannotBeMadeIsReportedAsSkippedNotSimulated() throws Exception {
        RatePlan plan = new RatePlan(List.of("logback-file", "logback-async-q8192-t0"),
                List.of(new RatePoint(10_000, 4, Scenario.stall(2))), List.of(), 1, 2, 3, null);
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        List<RateRecord> saved = new ArrayList<>();
        List<RateRecord> records = new RateSweep(plan, dir, new PrintStream(progress, true, StandardCharsets.UTF_8),
                saved::addAll, () -> new DiskStall.Support(false, "disk stalls need root"), List.of()).run();

        assertThat(records).hasSize(2).allSatisfy(record -> {
            assertThat(record.scenario()).isEqualTo("stall");
            assertThat(record.note()).isEqualTo("skipped: disk stalls need root");
            assertThat(record.response()).isNull();
            assertThat(record.held()).isFalse();
        });
        assertThat(progress.toString(StandardCharsets.UTF_8)).contains("logback-file @ 10k/s x4 stall 2 s: skipped, disk stalls need root");
    }
}

package dev.logtune.benchmarks.summary;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.RateRecord;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The summary says where each setup stopped holding, instead of listing every point it was not run at. */
class HoldingTableTest {
    private static RateRecord run(String setup, int threads, double rate, boolean held) {
        Latency latency = new Latency(1000, 50, 80, 100, 300, 900);
        return new RateRecord(setup, "steady", "", threads, rate, 3, held ? rate : rate / 2, held, latency, latency, null, null,
                1, -1, 0, 1000, 1000, 0, 0, null, "", 1, null, null);
    }

    @Test
    void firstRateNotHeldPerThreadCountOrTheHighestHeld() {
        List<RateRecord> rates = List.of(
                run("logback-file", 4, 10_000, true), run("logback-file", 4, 38_000, false),
                RateRecord.unmeasured("logback-file", "steady", "", 4, 100_000, HarnessLabels.NOT_HELD_BELOW + " at 4 threads"),
                run("logback-file", 16, 10_000, true), run("logback-file", 16, 38_000, true),
                run("log4j2-async-raf", 4, 10_000, true), run("log4j2-async-raf", 4, 38_000, true),
                run("log4j2-async-raf", 4, 100_000, true));
        MachineInfo machine = new MachineInfo("Test CPU", 2, 24L << 30, "Linux", "amd64", "17", "VM", "ext4",
                Map.of("logback", "1", "log4j2", "2", "disruptor", "3"));
        BenchResults results = new BenchResults(BenchResults.FORMAT, "2026-11-22T00:00:00Z", "2026-11-22T01:00:00Z", machine, null,
                JsonNodeFactory.instance.arrayNode(), List.of(), rates, List.of(), List.of());

        String md = SummaryMarkdown.render(results);

        assertThat(md).contains("## Where each setup stopped holding the rate", "| setup | 4 threads | 16 threads |",
                "| `logback-file` | **38k/s** | held to 38k/s |", "| `log4j2-async-raf` | held to 100k/s |  |");
        assertThat(md).doesNotContain("Not measured:");
        // Open loop alone: no JMH sections drawn empty, no "all 0 audited trials".
        assertThat(md).doesNotContain("## Events per second", "## Share of the raw-write ceiling", "## Loss", "audited trials");
    }
}

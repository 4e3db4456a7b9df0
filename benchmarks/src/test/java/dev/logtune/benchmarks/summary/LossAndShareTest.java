package dev.logtune.benchmarks.summary;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.logtune.lab.audit.LossAudit;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.TrialAudit;
import dev.logtune.benchmarks.workload.OrderWorkload;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The summary's share of the ceiling leaves out setups that write nothing, and names lost events where a fork did. */
class LossAndShareTest {
    private static final String LOGGING = "dev.logtune.benchmarks.jmh.LoggingBenchmark.log";
    private static final String RAW = "dev.logtune.benchmarks.jmh.RawWriteBenchmark.write";

    private static ObjectNode trial(String benchmark, String setup, double score) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("benchmark", benchmark).put("mode", "thrpt").put("threads", 8);
        if (setup != null) {
            node.putObject("params").put("setup", setup).put("message", "order");
        }
        node.putObject("primaryMetric").put("score", score).put("scoreError", score * 0.02).put("scoreUnit", "ops/s");
        return node;
    }

    private static TrialAudit fork(String benchmark, String setup, long calls, long expected, long written, List<Long> missing) {
        return TrialAudit.of(benchmark, setup, "order", 8, "thrpt", LossAudit.of(calls, expected, written, 0, false), 0,
                12_000, missing).withFork(1);
    }

    @Test
    void floorsHaveNoShareAndLostEventsAreNamedById() {
        ArrayNode jmh = JsonNodeFactory.instance.arrayNode()
                .add(trial(RAW, null, 20_000_000)).add(trial(LOGGING, "logback-off", 300_000_000))
                .add(trial(LOGGING, "log4j2-async-raf", 1_000_000));
        long lostId = OrderWorkload.orderId(1, 291_144);
        List<TrialAudit> audits = List.of(
                fork(RAW, HarnessLabels.CEILING, 240_000_000, 240_000_000, 240_000_000, List.of()),
                fork(LOGGING, "logback-off", 3_600_000_000L, 0, 0, List.of()),
                fork(LOGGING, "log4j2-async-raf", 12_000_000, 12_000_000, 11_999_999, List.of(lostId)));
        MachineInfo machine = new MachineInfo("Test CPU", 2, 24L << 30, "Linux", "amd64", "17", "VM", "ext4",
                Map.of("logback", "1", "log4j2", "2", "disruptor", "3"));
        BenchResults results = new BenchResults(BenchResults.FORMAT, "2026-11-22T00:00:00Z", "2026-11-22T01:00:00Z", machine,
                null, jmh, audits, List.of(), List.of(), List.of());

        String md = SummaryMarkdown.render(results);
        String share = md.substring(md.indexOf("## Share of the raw-write ceiling"), md.indexOf("## ", md.indexOf("## Share") + 3));

        assertThat(share).contains("`raw-write` (ceiling)").doesNotContain("`logback-off`");
        assertThat(md).contains("| `logback-off` |", "LOSSY (1 lost)",
                "- `log4j2-async-raf`, 8 threads, thrpt, fork 1 of 12,000,000 calls: ORD-1099511918920 (thread 1, call 291,145)");
    }
}

package dev.logtune.benchmarks.audit;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.RunSettings;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.lab.audit.ServiceAudit;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.reading.Blocks;
import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.lab.run.Workload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Records of the service workload: their own points, stored beside the orders workload's without changing those. */
class ServiceRecordTest {
    private static final Path REFERENCE = Path.of("..", "reports", "reference", "results.json");

    @TempDir
    Path dir;

    /** A results file's machine and settings, as the lab's own results tests write them. */
    private static final BenchResults SAMPLE = new BenchResults(BenchResults.FORMAT, "2026-11-21T09:00:00Z",
            "2026-11-21T10:00:00Z", new MachineInfo("Test CPU", 2, 8L << 30, "Linux 6.1", "amd64", "Test 17", "Test VM",
            "ext4", java.util.Map.of("logback", "1.6.6")), new RunSettings("quick", "tuner bench", 1, 1, 2, 1, 1,
            List.of("-Xmx4g")), com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.arrayNode(), List.of(),
            List.of(), List.of(), List.of());

    private static ServiceAudit audit() {
        int sites = ServiceWorkload.sites().size();
        long[] calls = new long[sites];
        boolean[] enabled = new boolean[sites];
        boolean[] root = new boolean[sites];
        long[] written = new long[sites];
        for (int s = 0; s < sites; s++) {
            calls[s] = 100 + s;
            enabled[s] = ServiceWorkload.site(s).enabledAt(dev.logtune.configs.model.LogLevel.INFO);
            root[s] = enabled[s];
            written[s] = enabled[s] ? calls[s] : 0;
        }
        written[0] -= 7;
        return ServiceTally.of(calls, enabled, root, written, SamplerCounts.NONE, null, null, 0, false).withBytesPerSecond(1.5e6);
    }

    private static RateRecord record(String setup, int block, String session, Workload workload) {
        Latency latency = new Latency(1000, 10, 20, 30, 40, 50);
        RateRecord record = new RateRecord(setup, "steady", "", 60, 38_000, 3, 38_000, true, latency, latency, null, latency,
                1, -1, 0, 100, 100, 0, 0, Verdict.COMPLETE, "", block, null, session);
        return workload == Workload.SERVICE ? record.withWorkload(workload).withServiceAudit(audit()) : record;
    }

    @Test
    void aServiceRecordRoundTripsWithItsSitesAsCompactRows() throws Exception {
        RateRecord service = record("logback-file", 1, "s", Workload.SERVICE);
        BenchResults results = new BenchResults(BenchResults.FORMAT, "a", "b", SAMPLE.machine(),
                SAMPLE.settings(), SAMPLE.jmh(), List.of(),
                List.of(service, record("logback-file", 1, "s", Workload.ORDERS)), List.of(), List.of());
        Path file = dir.resolve("results.json");
        ResultsFile.write(results, file);
        String json = Files.readString(file).replaceAll("\\s", "");
        assertThat(json).contains("\"workload\":\"service\"").contains("[0,\"com.acme.shop.web.RequestLog\",\"INFO\",100,100,93,0,0,7]");

        BenchResults read = ResultsFile.read(file);
        assertThat(read.rates().get(0)).isEqualTo(service);
        assertThat(read.rates().get(0).serviceAudit().lost()).isEqualTo(7);
        assertThat(read.rates().get(0).serviceAudit().verdict()).isEqualTo(Verdict.LOSSY);
        assertThat(read.rates().get(1).workload()).isNull();
        assertThat(read.rates().get(1).ofWorkload(Workload.ORDERS)).isTrue();
    }

    @Test
    void theSummaryShowsServicePointsInASectionOfTheirOwnAndFlagsAMissingWarning() {
        ServiceAudit missing = audit();
        int severe = ServiceWorkload.sites().stream().filter(s -> s.severe()).findFirst().orElseThrow().index();
        long[] calls = missing.sites().stream().mapToLong(r -> r.calls()).toArray();
        long[] written = missing.sites().stream().mapToLong(r -> r.written()).toArray();
        boolean[] enabled = new boolean[calls.length];
        for (int s = 0; s < calls.length; s++) {
            enabled[s] = missing.sites().get(s).enabled() > 0;
        }
        written[severe] -= 2;
        ServiceAudit flagged = ServiceTally.of(calls, enabled, enabled, written, SamplerCounts.NONE, null,
                "DuplicateMessageFilter", 0, false);
        assertThat(flagged.warnErrorMissing()).isEqualTo(2);
        List<RateRecord> records = new ArrayList<>();
        for (int block = 1; block <= 2; block++) {
            records.add(record("logback-file", block, "s", Workload.SERVICE).withServiceAudit(flagged));
            records.add(record(HarnessLabels.CONTROL, block, "s", Workload.SERVICE));
        }
        BenchResults results = new BenchResults(BenchResults.FORMAT, "a", "b", SAMPLE.machine(),
                SAMPLE.settings(), SAMPLE.jmh(), List.of(), records, List.of(), List.of());
        String md = dev.logtune.benchmarks.summary.SummaryMarkdown.render(results);
        assertThat(md).contains("## Service workload").contains("(4 MISSING)").contains("### Kept per site at 38k/s x60 steady")
                .doesNotContain("## Open loop: response time at a fixed rate");
    }

    @Test
    void theReferenceStillReadsAsTheOrdersWorkload() throws Exception {
        BenchResults reference = ResultsFile.read(REFERENCE);
        assertThat(reference.rates()).isNotEmpty().allSatisfy(r -> {
            assertThat(r.workload()).isNull();
            assertThat(r.serviceAudit()).isNull();
            // The thread kinds' runs (virtual against platform callers) are read apart from the reference's own.
            assertThat(r.ofWorkload(Workload.ORDERS)).isEqualTo(r.callers() == null);
        });
        assertThat(reference.rates()).filteredOn(r -> r.callers() != null).isNotEmpty()
                .allSatisfy(r -> assertThat(r.bystanders()).isNotNull());
        assertThat(OpenLoopPoint.group(reference.rates())).hasSameSizeAs(OpenLoopPoint.group(reference.rates(), Workload.ORDERS));
        assertThat(OpenLoopPoint.group(reference.rates(), Workload.SERVICE)).isEmpty();
    }

    @Test
    void runsOfTheTwoWorkloadsAreNeverOnePointNorPairedInABlock() {
        List<RateRecord> records = new ArrayList<>();
        for (int block = 1; block <= 3; block++) {
            for (Workload workload : Workload.values()) {
                records.add(record("logback-file", block, "s", workload));
                records.add(record(HarnessLabels.CONTROL, block, "s", workload));
            }
        }
        assertThat(records.get(0).pointKey()).isNotEqualTo(records.get(2).pointKey());
        List<OpenLoopPoint> orders = OpenLoopPoint.group(records);
        List<OpenLoopPoint> service = OpenLoopPoint.group(records, Workload.SERVICE);
        assertThat(orders).hasSize(1);
        assertThat(orders.get(0).runs()).hasSize(3).allSatisfy(r -> assertThat(r.workload()).isNull());
        assertThat(service).hasSize(1);
        assertThat(service.get(0).runs()).hasSize(3).allSatisfy(r -> assertThat(r.ofWorkload(Workload.SERVICE)).isTrue());
        assertThat(Blocks.group(records)).singleElement().satisfies(b -> {
            assertThat(b.blocks()).isEqualTo(3);
            assertThat(b.runs("logback-file")).allSatisfy(r -> assertThat(r.workload()).isNull());
        });
        assertThat(Blocks.group(records, Workload.SERVICE)).singleElement()
                .satisfies(b -> assertThat(b.runs("logback-file")).allSatisfy(r -> assertThat(r.serviceAudit()).isNotNull()));
    }
}

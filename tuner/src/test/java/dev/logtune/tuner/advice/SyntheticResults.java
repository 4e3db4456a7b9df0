package dev.logtune.tuner.advice;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.logtune.lab.audit.LossAudit;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.benchmarks.jmh.LoggingBenchmark;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.CrashRecord;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.lab.results.RunSettings;
import dev.logtune.lab.results.TrialAudit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A results file in the real format with figures a test chooses: for testing the model's logic, not any speed. */
public final class SyntheticResults {
    private static final String BENCHMARK = LoggingBenchmark.class.getName() + ".log";
    private final ArrayNode jmh = JsonNodeFactory.instance.arrayNode();
    private final List<TrialAudit> audits = new ArrayList<>();
    private final List<RateRecord> rates = new ArrayList<>();
    private final List<CrashRecord> crashes = new ArrayList<>();

    /** Seconds one fork runs under the settings of {@link #build()}: 2 warm-ups of 1 s, 5 iterations of 2 s. */
    static final double FORK_SECONDS = 12;
    /** The one sitting every synthetic block belongs to. */
    static final String SESSION = "synthetic";

    /** A throughput trial whose audit wrote what the score says, as an honest closed-loop measurement does. */
    public SyntheticResults throughput(String setup, int threads, double eventsPerSecond, double allocBytes) {
        long events = (long) (eventsPerSecond * FORK_SECONDS);
        return trial(setup, threads, eventsPerSecond, allocBytes, LossAudit.of(events, events, events, 0, false));
    }

    public SyntheticResults lossy(String setup, int threads, double eventsPerSecond, long lost) {
        long events = (long) (eventsPerSecond * FORK_SECONDS);
        return trial(setup, threads, eventsPerSecond, 100, LossAudit.of(events, events, events - lost, 0, false));
    }

    /** Sets the error bar of the trial added last; NaN writes JMH's "NaN" for too few samples. */
    public SyntheticResults scoreError(double error) {
        ObjectNode primary = (ObjectNode) jmh.get(jmh.size() - 1).path("primaryMetric");
        if (Double.isNaN(error)) {
            primary.put("scoreError", "NaN");
        } else {
            primary.put("scoreError", error);
        }
        return this;
    }

    /** Sets the timed window of the fork audited last, as {@code LoggingBenchmark} records it. */
    public SyntheticResults window(long millis) {
        TrialAudit last = audits.remove(audits.size() - 1);
        audits.add(new TrialAudit(last.benchmark(), last.setup(), last.message(), last.threads(), last.mode(), last.fork(),
                last.calls(), last.expected(), last.written(), last.discarded(), last.lost(), last.verdict(),
                last.drainMillis(), millis, last.missing()));
        return this;
    }

    public SyntheticResults trial(String setup, int threads, double eventsPerSecond, double allocBytes, LossAudit audit) {
        ObjectNode node = jmh.addObject();
        node.put("benchmark", BENCHMARK);
        node.put("mode", "thrpt");
        node.put("threads", threads);
        node.put("forks", 2);
        node.putObject("params").put("setup", setup).put("message", "order");
        ObjectNode primary = node.putObject("primaryMetric");
        primary.put("score", eventsPerSecond);
        // No error bar unless a test sets one: capacity plans on the interval's lower end, and tests of other logic
        // should see the score they chose.
        primary.put("scoreError", 0.0);
        primary.put("scoreUnit", "ops/s");
        node.putObject("secondaryMetrics").putObject("gc.alloc.rate.norm").put("score", allocBytes).put("scoreUnit", "B/op");
        audits.add(TrialAudit.of(BENCHMARK, setup, "order", threads, "thrpt", audit, 0));
        return this;
    }

    /** A steady open-loop point; p99 in microseconds, the rest of the distribution derived from it. */
    public SyntheticResults rate(String setup, double rate, int threads, double p99, boolean held) {
        return record(setup, "steady", "", rate, threads, p99, held, 0);
    }

    public SyntheticResults record(String setup, String scenario, String detail, double rate, int threads, double p99,
                                   boolean held, long lost) {
        Latency response = new Latency(1000, p99 / 3, p99 / 2, p99, p99 * 3, p99 * 10);
        Latency baseline = new Latency(1000, 20, 30, 50, 150, 2000);
        long calls = (long) (rate * 5);
        rates.add(new RateRecord(setup, scenario, detail, threads, rate, 5, held ? rate : rate / 2, held, response, response,
                baseline, baseline, p99 * 10 / 1000, -1, 0, calls, calls - lost, 0, lost,
                lost > 0 ? Verdict.LOSSY : Verdict.COMPLETE, "", 1, null, null));
        return this;
    }

    /**
     * A steady point measured in repeated blocks: one run per p99 given (microseconds), each with a control whose
     * p99 is 50 us; {@code dropShare} of each run's calls dropped by a configured policy.
     */
    public SyntheticResults runs(String setup, double rate, int threads, double dropShare, double... p99s) {
        Latency control = new Latency(1000, 20, 30, 50, 150, 2000);
        long calls = (long) (rate * 5);
        long discarded = Math.round(calls * dropShare);
        for (int i = 0; i < p99s.length; i++) {
            double p99 = p99s[i];
            Latency response = new Latency(1000, p99 / 3, p99 / 2, p99, p99 * 3, p99 * 10);
            rates.add(new RateRecord(setup, "steady", "", threads, rate, 5, rate, true, response, response, control, control,
                    p99 * 10 / 1000, -1, 0, calls, calls - discarded, discarded, 0,
                    discarded > 0 ? Verdict.DROPPED : Verdict.COMPLETE, "", i + 1, null, SESSION));
            control(rate, threads, i + 1, 50);
        }
        return this;
    }

    /** How the machine moved from block to block: every setup of a block sees it alike. */
    private static final double[] MACHINE = {1.0, 1.6, 0.8, 1.3, 2.2, 0.9, 1.1, 0.7, 1.5, 1.2};
    /** A setup's own block-to-block noise on top, a few percent either way. */
    private static final double[] OWN = {1.04, 0.97, 1.02, 0.95, 1.05, 0.98, 1.01, 0.96, 1.03, 0.99};

    /**
     * Ten interleaved blocks at the point: the setup's p99 is {@code micros} times the block's machine, with its own
     * few percent of noise raised to {@code noise} (0: none; 40: the blocks cannot decide much).
     */
    public SyntheticResults raced(String setup, double rate, int threads, double dropShare, double micros, double noise) {
        double[] p99 = new double[MACHINE.length];
        int shift = Math.abs(setup.hashCode()) % OWN.length;
        for (int i = 0; i < p99.length; i++) {
            p99[i] = micros * MACHINE[i] * Math.pow(OWN[(i + shift) % OWN.length], noise);
            // The control sees the block's machine too: 50 us on a quiet one.
            control(rate, threads, i + 1, 50 * MACHINE[i]);
        }
        return runs(setup, rate, threads, dropShare, p99);
    }

    /** Ten blocks at 38k/s over 60 threads, a setup's own noise a few percent. */
    public SyntheticResults raced(String setup, double micros) {
        return raced(setup, 38_000, 60, 0, micros, 1);
    }

    /** The no-logging control of a block, once per block and point. */
    public SyntheticResults control(double rate, int threads, int block, double p99) {
        boolean present = rates.stream().anyMatch(r -> r.isControl() && r.block() == block && r.targetRate() == rate
                && r.threads() == threads && SESSION.equals(r.session()));
        if (!present) {
            Latency response = new Latency(1000, p99 / 3, p99 / 2, p99, p99 * 3, p99 * 10);
            rates.add(new RateRecord(HarnessLabels.CONTROL, "steady", "", threads, rate, 5, rate, true, response, response,
                    null, null, p99 * 10 / 1000, -1, 0, (long) (rate * 5), 0, 0, 0, Verdict.COMPLETE, "", block, null, SESSION));
        }
        return this;
    }

    /** A crash test's outcome for a setup. */
    public SyntheticResults crash(String setup, long onDisk, boolean lastOnDisk) {
        crashes.add(new CrashRecord(setup, 201, onDisk, lastOnDisk, 2000, onDisk * 240, ""));
        return this;
    }

    /**
     * Six blocks of a setup at 38k/s over 60 callers of {@code callers}' kind, steady and with a 2 s stall, beside
     * bystanders that ran {@code stallProgress} of their ticks during the stall (all of them otherwise), with the
     * control of that kind in each block.
     */
    public SyntheticResults threadKind(String setup, dev.logtune.lab.run.Callers callers, double p99,
                                       double stallProgress) {
        for (int block = 1; block <= 6; block++) {
            for (String scenario : List.of("steady", "stall")) {
                boolean stall = scenario.equals("stall");
                Latency response = new Latency(1000, p99 / 3, p99 / 2, p99, p99 * 3, p99 * 10);
                Latency lateness = new Latency(16_000, 20, 40, stall ? 2_000_000 : 80, 200, stall ? 2_000_000 : 900);
                long due = 16_000;
                dev.logtune.lab.results.BystanderRecord beside = new dev.logtune.lab.results.BystanderRecord(8, 1,
                        due, stall ? due - Math.round(16_000 * (1 - stallProgress)) : due, lateness, stall ? 16_000L : null,
                        stall ? Math.round(16_000 * stallProgress) : null);
                rates.add(new RateRecord(setup, scenario, stall ? "2 s" : "", 60, 38_000, 5, 38_000, true, response, response,
                        null, null, p99 * 10 / 1000, -1, 0, 190_000, 190_000, 0, 0, Verdict.COMPLETE, "", block, null, "kinds")
                        .withCallers(callers, beside));
            }
        }
        if (rates.stream().noneMatch(r -> r.isControl() && callers.id().equals(r.callers()))) {
            Latency control = new Latency(1000, 20, 30, 50, 150, 2000);
            for (int block = 1; block <= 6; block++) {
                rates.add(new RateRecord(HarnessLabels.CONTROL, "steady", "", 60, 38_000, 5, 38_000, true, control, control,
                        null, null, 1, -1, 0, 190_000, 0, 0, 0, Verdict.COMPLETE, "", block, null, "kinds")
                        .withCallers(callers, new dev.logtune.lab.results.BystanderRecord(8, 1, 16_000, 16_000,
                                new Latency(16_000, 20, 40, 80, 200, 900), null, null)));
            }
        }
        return this;
    }

    /** A run recorded as it is, for figures no other method makes (a full disk's, say). */
    public SyntheticResults withRecord(RateRecord record) {
        rates.add(record);
        return this;
    }

    public BenchResults build() {
        MachineInfo machine = new MachineInfo("Test CPU", 2, 24L << 30, "Linux 6.1", "amd64", "Test 17", "Test VM", "ext4",
                Map.of("logback", "1.6.6", "log4j2", "2.26.1", "disruptor", "3.4.4", "slf4j", "2.0.20"));
        return new BenchResults(BenchResults.FORMAT, "2026-11-21T09:00:00Z", "2026-11-21T10:00:00Z", machine,
                new RunSettings("full", "synthetic", 2, 1, 5, 2, 2, List.of()), jmh, audits, rates, List.of(), crashes);
    }

    public Path write(Path dir) throws Exception {
        Path file = dir.resolve("results.json");
        ResultsFile.write(build(), file);
        return file;
    }
}

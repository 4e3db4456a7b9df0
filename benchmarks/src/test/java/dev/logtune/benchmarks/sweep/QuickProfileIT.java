package dev.logtune.benchmarks.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import dev.logtune.lab.audit.LossAudit;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.support.files.FileTrees;
import dev.logtune.benchmarks.jmh.RawWriteBenchmark;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.benchmarks.harness.RatePlan;
import dev.logtune.lab.results.JmhTrial;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs the quick profile for real (JMH forks, real files) and checks what it wrote: every trial present with its
 * audit, the audits consistent, the JMH JSON intact, the summary written, the log files gone. No speed is asserted.
 */
class QuickProfileIT {
    /**
     * The quick profile at its fewest and most threads: every setup, mode, rate block and crash it runs, one thread
     * count (and a minute of the build) fewer; what a run writes does not depend on how many counts it has.
     */
    private static final Profile PROFILE = Profile.quick().toBuilder().threads(List.of(1, 16)).build();
    private static final Path OUT = Path.of("target", "quick-profile-it");
    private static BenchResults results;
    private static String progress;

    @BeforeAll
    static void runQuickProfile() throws Exception {
        if (Files.exists(OUT)) {
            FileTrees.delete(OUT);
        }
        ByteArrayOutputStream progressBytes = new ByteArrayOutputStream();
        PrintStream tee = new PrintStream(new TeeOutputStream(progressBytes, System.out), true, StandardCharsets.UTF_8);
        results = new SweepRunner(PROFILE, OUT, "QuickProfileIT", tee).run();
        progress = progressBytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void everyTrialRanWithItsAudit() {
        Profile quick = PROFILE;
        assertThat(results.failures()).isEmpty();
        List<JmhTrial> trials = results.trials();
        assertThat(trials).hasSize(quick.trials().size());
        for (Trial planned : quick.trials()) {
            assertThat(trials).as(planned.label()).anySatisfy(t -> {
                assertThat(t.setup()).isEqualTo(planned.setup());
                assertThat(t.threads()).isEqualTo(planned.threads());
                assertThat(t.mode()).isEqualTo(planned.mode());
                assertThat(t.audit()).isNotNull();
            });
        }
        assertThat(results.audits()).hasSize(quick.trials().size() * quick.forks());
    }

    @Test
    void auditsAddUp() {
        for (JmhTrial trial : results.trials()) {
            LossAudit audit = trial.audit();
            assertThat(audit.calls()).as(trial.setup()).isPositive();
            assertThat(audit.written() + audit.discarded() + audit.lost()).as(trial.setup()).isEqualTo(audit.expected());
            if (trial.setup().equals("logback-off")) {
                assertThat(audit.expected()).isZero();
            } else {
                assertThat(audit.expected()).isEqualTo(audit.calls());
            }
            boolean dropsByDesign = !trial.setup().equals(RawWriteBenchmark.SETUP_ID) && Matrix.require(trial.setup()).mayDrop();
            if (log4j2SilentDiscard(trial.setup(), audit.verdict(), audit.lost())) {
                continue;
            }
            if (dropsByDesign) {
                assertThat(audit.verdict()).as(trial.setup()).isIn(Verdict.COMPLETE, Verdict.DROPPED);
            } else {
                assertThat(audit.verdict()).as(trial.setup() + " x" + trial.threads()).isEqualTo(Verdict.COMPLETE);
            }
        }
    }

    @Test
    void throughputAndSampleTrialsCarryTheirMetrics() {
        for (JmhTrial trial : results.trials()) {
            if (trial.isThroughput()) {
                assertThat(trial.unit()).isEqualTo("ops/s");
                assertThat(trial.score()).isPositive();
                assertThat(trial.allocBytesPerOp()).as("gc profiler ran").isNotNaN();
            } else {
                assertThat(trial.unit()).isEqualTo("us/op");
                assertThat(trial.percentile("99.0")).isNotNaN().isGreaterThanOrEqualTo(trial.percentile("50.0"));
            }
        }
    }

    @Test
    void filesAreWhereTheReadmeSaysAndLogsAreGone() throws Exception {
        assertThat(ResultsFile.read(OUT.resolve("results.json")).machine().cores()).isPositive();
        JsonNode jmh = ResultsFile.mapper().readTree(OUT.resolve("jmh.json").toFile());
        assertThat(jmh.isArray()).isTrue();
        assertThat(jmh).isEqualTo(results.jmh());
        assertThat(jmh.get(0).has("primaryMetric")).isTrue();
        String summary = Files.readString(OUT.resolve("summary.md"));
        assertThat(summary).contains("## Events per second, by threads", "## Per-call latency p99 (us), by threads", "## Loss",
                "## Open loop: response time at a fixed rate");
        try (Stream<Path> left = Files.list(OUT.resolve("trial-logs"))) {
            assertThat(left).as("log files deleted after each trial").isEmpty();
        }
    }

    @Test
    void openLoopRecordsEveryRunOfEveryBlockWithItsControl() {
        RatePlan plan = PROFILE.rates();
        boolean stallSkipped = results.rates().stream().anyMatch(r -> r.note() != null && r.note().startsWith("skipped: "));
        int expected = stallSkipped
                // the steady point in full; the stall point's setups once each, as skipped
                ? (plan.setups().size() + 1) * plan.repeats() + plan.setups().size()
                : plan.runs();
        assertThat(results.rates()).hasSize(expected);
        for (RateRecord rate : results.rates()) {
            if (rate.note() != null && rate.note().startsWith("skipped: ")) {
                assertThat(rate.scenario()).as("only a stall may be skipped").isEqualTo("stall");
                continue;
            }
            assertThat(rate.block()).isBetween(1, plan.repeats());
            assertThat(rate.evidence()).as("every run keeps its own evidence").isNotNull();
            assertThat(rate.evidence().heap()).isNotEmpty();
            if (rate.isControl()) {
                continue;
            }
            assertThat(rate.response()).as(rate.setup()).isNotNull();
            assertThat(rate.baseline()).as("baseline beside " + rate.setup()).isNotNull();
            assertThat(rate.pacerLateness()).isNotNull();
            if (log4j2SilentDiscard(rate.setup(), rate.verdict(), rate.lost())) {
                continue;
            }
            assertThat(rate.lost()).isZero();
            assertThat(rate.written()).isEqualTo(rate.calls());
        }
        // Where the stall could be made, the synchronous appender held its producers for most of it.
        results.rates().stream()
                .filter(r -> r.scenario().equals("stall") && r.response() != null && r.setup().equals("logback-file"))
                .forEach(r -> {
                    assertThat(r.note()).contains("frozen for");
                    assertThat(r.maxBlockedMillis()).isGreaterThan(500);
                });
    }

    @Test
    void progressNamesEachTrialAndTheTimeLeft() {
        assertThat(progress).contains("[1/" + PROFILE.trials().size() + "] logback-file x1 thrpt").contains(" left)");
    }

    /**
     * The one loss the project has seen that is the framework's, not the audit's (finding of the "Loss audit
     * correctness" issue): Log4j2 2.26.1's AsyncLoggerDisruptor.getEventRoute (AsyncLoggerConfigDisruptor's alike)
     * drops an event without asking the queue-full policy when the ring buffer's remainingCapacity() is negative, its
     * sign for "shut down"; LMAX Disruptor 3.4.4's MultiProducerSequencer.remainingCapacity() reads the cursor twice and
     * comes out negative when other producers claim slots between the reads while the ring is full. The event is
     * neither written nor counted as discarded: LOSSY, one event. Tolerated for Log4j2 async-logger setups only, and
     * only a single event; anything else still fails.
     */
    private static boolean log4j2SilentDiscard(String setup, Verdict verdict, long lost) {
        return verdict == Verdict.LOSSY && lost == 1
                && Matrix.find(setup).map(spec -> spec.async() instanceof Log4j2AsyncLoggers).orElse(false);
    }

    /** Progress goes to the build log as well as into the test's buffer. */
    private static final class TeeOutputStream extends java.io.OutputStream {
        private final java.io.OutputStream first;
        private final java.io.OutputStream second;

        TeeOutputStream(java.io.OutputStream first, java.io.OutputStream second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public void write(int b) throws java.io.IOException {
            first.write(b);
            second.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws java.io.IOException {
            first.write(b, off, len);
            second.write(b, off, len);
        }
    }
}

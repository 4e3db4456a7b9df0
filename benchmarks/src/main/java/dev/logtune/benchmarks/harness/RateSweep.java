package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.audit.LoggingTarget;
import dev.logtune.benchmarks.jmh.ForkFiles;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.sweep.Durations;
import dev.logtune.benchmarks.sweep.Numbers;
import dev.logtune.configs.matrix.Matrix;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs a rate plan: at every point the no-logging baseline first, then each setup, every run in its own JVM.
 * A rate a setup cannot hold is recorded as such (held = false), never dropped from the results.
 */
public final class RateSweep {
    private static final long STALL_IMAGE_BYTES = 2L << 30;

    private final RatePlan plan;
    private final Path outputDir;
    private final PrintStream progress;
    private final Consumer<List<RateRecord>> onRecord;
    private final Supplier<DiskStall.Support> stallSupport;

    /** {@code onRecord} sees the records so far after every run, so a caller can save them as they come. */
    public RateSweep(RatePlan plan, Path outputDir, PrintStream progress, Consumer<List<RateRecord>> onRecord) {
        this(plan, outputDir, progress, onRecord, DiskStall::probe);
    }

    RateSweep(RatePlan plan, Path outputDir, PrintStream progress, Consumer<List<RateRecord>> onRecord,
              Supplier<DiskStall.Support> stallSupport) {
        this.plan = plan;
        this.outputDir = outputDir;
        this.progress = progress;
        this.onRecord = onRecord;
        this.stallSupport = stallSupport;
    }

    public List<RateRecord> run() throws IOException, InterruptedException {
        List<RateRecord> records = new ArrayList<>();
        int total = plan.runs();
        int done = 0;
        long started = System.nanoTime();
        progress.printf("open loop: %d runs (%s warm-up, %s measured each), about %s%n", total,
                plan.warmupSeconds() + " s", plan.durationSeconds() + " s",
                Durations.human(Duration.ofSeconds(Math.round(total * (plan.warmupSeconds() + plan.durationSeconds() + 2.5)))));
        Path runDir = Files.createDirectories(outputDir.resolve("open-loop"));
        for (RatePlan.Cell cell : plan.cells()) {
            RatePoint point = cell.point();
            boolean stalls = point.scenario().kind() == Scenario.Kind.STALL;
            DiskStall.Support support = stalls ? stallSupport.get() : new DiskStall.Support(true, "");
            if (!support.available()) {
                for (String setup : cell.setups()) {
                    records.add(skipped(setup, point, support.reason()));
                    progress.printf("[%d/%d] %s %s: skipped, %s%n", ++done, total, setup, describe(point), support.reason());
                }
                done++;
                onRecord.accept(records);
                continue;
            }
            // The baseline logs nothing, so it runs the steady or burst schedule of the point without the stall.
            Scenario baselineScenario = stalls || point.scenario().kind() == Scenario.Kind.SLOW_READER
                    ? Scenario.steady() : point.scenario();
            RateRecord baseline;
            try {
                baseline = runOne(null, point, baselineScenario, null, runDir);
            } catch (HarnessLauncher.HarnessException e) {
                throw new IOException("the baseline run failed: " + e.getMessage(), e);
            }
            done++;
            progress.printf("[%d/%d] baseline %s: response p99 %s us, pacer lateness p99 %s us%n", done, total,
                    describe(point), Numbers.human(baseline.response().p99()), Numbers.human(baseline.pacerLateness().p99()));
            for (String setup : cell.setups()) {
                RateRecord record;
                try (DiskStall stall = stalls ? DiskStall.mount(Files.createDirectories(runDir.resolve("stall")), STALL_IMAGE_BYTES) : null) {
                    record = withBaseline(runOne(LoggingTarget.of(Matrix.require(setup), true), point, point.scenario(),
                            stall == null ? null : stall.mountPoint(), runDir), baseline);
                } catch (HarnessLauncher.HarnessException e) {
                    record = failed(setup, point, e.getMessage());
                }
                records.add(record);
                onRecord.accept(records);
                done++;
                long left = Math.round((System.nanoTime() - started) / 1e9 / done * (total - done));
                progress.printf("[%d/%d] %s %s: %s (%s left)%n", done, total, setup, describe(point), summary(record),
                        Durations.human(Duration.ofSeconds(left)));
            }
        }
        ForkFiles.deleteTree(runDir);
        return records;
    }

    private RateRecord runOne(LoggingTarget target, RatePoint point, Scenario scenario, Path stallMount, Path runDir)
            throws IOException, InterruptedException, HarnessLauncher.HarnessException {
        Path work = stallMount != null ? stallMount.resolve("work") : runDir.resolve("work");
        HarnessRequest request = new HarnessRequest(target, point.rate(), point.threads(), plan.warmupSeconds(),
                plan.durationSeconds(), scenario, stallMount == null ? null : stallMount.toString(), work.toString(),
                HarnessRequest.DEFAULT_SPIN_NANOS);
        try {
            return HarnessLauncher.run(request, runDir, line -> { });
        } finally {
            ForkFiles.deleteTree(work);
        }
    }

    private static RateRecord withBaseline(RateRecord record, RateRecord baseline) {
        return new RateRecord(record.setup(), record.scenario(), record.detail(), record.threads(), record.targetRate(),
                record.seconds(), record.achievedRate(), record.held(), record.response(), record.service(),
                baseline.response(), baseline.pacerLateness(), record.maxBlockedMillis(), record.maxQueueDepth(),
                record.queueCapacity(), record.calls(), record.written(), record.discarded(), record.lost(), record.verdict(),
                record.note());
    }

    /** A point that could not be run here (a stall without root, say): recorded, with the reason. */
    public static RateRecord skipped(String setup, RatePoint point, String reason) {
        return new RateRecord(setup, point.scenario().name(), point.scenario().detail(), point.threads(), point.rate(), 0, 0,
                false, null, null, null, null, 0, -1, 0, 0, 0, 0, 0, null, "skipped: " + reason);
    }

    private static RateRecord failed(String setup, RatePoint point, String reason) {
        return new RateRecord(setup, point.scenario().name(), point.scenario().detail(), point.threads(), point.rate(), 0, 0,
                false, null, null, null, null, 0, -1, 0, 0, 0, 0, 0, null, "failed: " + reason);
    }

    static String describe(RatePoint point) {
        String scenario = point.scenario().kind() == Scenario.Kind.STEADY ? ""
                : " " + point.scenario().name() + " " + point.scenario().detail();
        return String.format(Locale.ROOT, "@ %s/s x%d%s", Numbers.human(point.rate()), point.threads(), scenario);
    }

    private static String summary(RateRecord record) {
        if (record.response() == null) {
            return record.note();
        }
        String loss = record.lost() > 0 ? ", LOST " + Numbers.count(record.lost())
                : record.discarded() > 0 ? ", dropped " + Numbers.count(record.discarded()) : "";
        return String.format(Locale.ROOT, "p99 %s us p99.9 %s us (baseline p99 %s)%s%s", Numbers.human(record.response().p99()),
                Numbers.human(record.response().p999()), Numbers.human(record.baseline().p99()),
                record.held() ? "" : ", did not hold the rate", loss);
    }

}

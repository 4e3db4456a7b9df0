package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.benchmarks.undertest.LoggingTarget;
import dev.logtune.support.files.FileTrees;
import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.matrix.Matrix;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs a rate plan in blocks: at every point, each block runs every setup and the no-logging control once, each in a
 * JVM of its own, in an order shuffled per block, so drift on a shared machine hits every setup alike. Every run is
 * kept, the control's too; a rate a setup cannot hold is recorded as such (held = false), never dropped.
 */
public final class RateSweep {
    private static final long STALL_IMAGE_BYTES = 2L << 30;
    /** Sparse, and filled with an allocation that writes no data: its size costs nothing but must hold a run's logs. */
    public static final long FULL_IMAGE_BYTES = 2L << 30;

    private final RatePlan plan;
    private final Path outputDir;
    private final PrintStream progress;
    private final Consumer<List<RateRecord>> onRecord;
    private final Supplier<DiskStall.Support> stallSupport;
    private final List<RateRecord> earlier;
    private final Runner runner;
    private final String session;

    /** Makes one run: a setup (null for the control) at a point, in a JVM of its own. */
    @FunctionalInterface
    interface Runner {
        RateRecord run(String setup, RatePoint point, boolean stalls, Path runDir) throws IOException, InterruptedException;
    }

    /** {@code onRecord} sees the records so far after every block, so a caller can save them as they come. */
    public RateSweep(RatePlan plan, Path outputDir, PrintStream progress, Consumer<List<RateRecord>> onRecord) {
        this(plan, outputDir, progress, onRecord, DiskStall::probe, List.of());
    }

    /** Continues a sweep: blocks already complete in {@code earlier} are kept and not run again. */
    public RateSweep(RatePlan plan, Path outputDir, PrintStream progress, Consumer<List<RateRecord>> onRecord,
                     List<RateRecord> earlier) {
        this(plan, outputDir, progress, onRecord, DiskStall::probe, earlier);
    }

    RateSweep(RatePlan plan, Path outputDir, PrintStream progress, Consumer<List<RateRecord>> onRecord,
              Supplier<DiskStall.Support> stallSupport, List<RateRecord> earlier) {
        this(plan, outputDir, progress, onRecord, stallSupport, earlier, null);
    }

    /** With {@code runner} standing in for the JVMs (null: the real ones), so the sweep's own rules can be tested. */
    RateSweep(RatePlan plan, Path outputDir, PrintStream progress, Consumer<List<RateRecord>> onRecord,
              Supplier<DiskStall.Support> stallSupport, List<RateRecord> earlier, Runner runner) {
        this.plan = plan;
        this.outputDir = outputDir;
        this.progress = progress;
        this.onRecord = onRecord;
        this.stallSupport = stallSupport;
        this.earlier = List.copyOf(earlier);
        this.runner = runner != null ? runner : this::runOne;
        // The run directory names the sitting; a resumed sweep keeps its directory, and its blocks are whole either way.
        this.session = outputDir.getFileName() == null ? outputDir.toString() : outputDir.getFileName().toString();
    }

    public List<RateRecord> run() throws IOException, InterruptedException {
        List<RateRecord> records = new ArrayList<>(earlier);
        total = plan.runs();
        done = 0;
        ran = 0;
        started = System.nanoTime();
        progress.printf(Locale.ROOT, "open loop: %d runs (%d blocks a point, %s warm-up, %s or more measured each, %s), about %s%n",
                total, plan.repeats(), plan.warmupSeconds() + " s", plan.minWindowSeconds() + " s", plan.heap(),
                Durations.human(Duration.ofSeconds(Math.round(plan.estimatedSeconds()))));
        Path runDir = Files.createDirectories(outputDir.resolve("open-loop"));
        for (RatePlan.Cell cell : plan.cells()) {
            RatePoint point = cell.point();
            boolean stalls = point.scenario().needsMount();
            DiskStall.Support support = stalls ? stallSupport.get() : new DiskStall.Support(true, "");
            if (!support.available()) {
                for (String setup : cell.setups()) {
                    if (!complete(records, setup, point, 1)) {
                        records.add(skipped(setup, point, support.reason()).withBlock(1).inSession(session));
                    }
                    progress.printf(Locale.ROOT, "[%d/%d] %s %s: skipped, %s%n", done += plan.repeats(), total, setup, describe(point),
                            support.reason());
                }
                done += plan.repeats();
                onRecord.accept(records);
                continue;
            }
            List<String> setups = cell.setups();
            if (plan.stopWhereNotHeld() && point.scenario().kind() == Scenario.Kind.STEADY) {
                List<String> stopped = setups.stream().filter(s -> notHeldBelow(records, s, point)).toList();
                for (String setup : stopped) {
                    if (!complete(records, setup, point, 1)) {
                        records.add(unmeasured(setup, point, HarnessLabels.NOT_HELD_BELOW + " at " + point.threads() + " threads")
                                .withBlock(1).inSession(session));
                    }
                    progress.printf(Locale.ROOT, "%s %s: not run, it did not hold a lower rate%n", setup, describe(point));
                }
                done += stopped.size() * plan.repeats();
                setups = setups.stream().filter(s -> !stopped.contains(s)).toList();
            }
            for (int block = 1; block <= plan.repeats(); block++) {
                runBlock(records, setups, point, block, plan.repeats(), stalls, runDir);
            }
        }
        Race race = plan.race();
        for (RatePoint point : race == null ? List.<RatePoint>of() : race.points()) {
            List<String> contenders = race.contenders(records, point);
            progress.printf(Locale.ROOT, "race %s: %d contenders within %.0fx of the best p99: %s%n", describe(point),
                    contenders.size(), race.withinFactor(), String.join(", ", contenders));
            for (int block = plan.repeats() + 1; block <= race.repeats(); block++) {
                runBlock(records, contenders, point, block, race.repeats(), false, runDir);
            }
        }
        FileTrees.delete(runDir);
        return records;
    }

    // Where the sweep stands, for the progress lines: runs done or found complete, runs made now, when it started.
    private int done;
    private int ran;
    private int total;
    private long started;

    /**
     * One block at a point: every setup and the control once, shuffled, each setup's record carrying the control's
     * response as its baseline. A block found complete in the records is not run again.
     */
    private void runBlock(List<RateRecord> records, List<String> setups, RatePoint point, int block, int blocks,
                          boolean stalls, Path runDir) throws IOException, InterruptedException {
        List<String> order = new ArrayList<>(setups);
        order.add(null);
        if (blockDone(records, order, point, block)) {
            done += order.size();
            return;
        }
        // Seeded by point and block: a resumed or repeated sweep runs the same order.
        Collections.shuffle(order, new Random((describe(point) + " block " + block).hashCode()));
        List<RateRecord> blockRecords = new ArrayList<>();
        RateRecord control = null;
        for (String setup : order) {
            RateRecord record = runner.run(setup, point, stalls, runDir).withBlock(block).inSession(session);
            if (setup == null) {
                control = record;
            }
            blockRecords.add(record);
            done++;
            ran++;
            long left = Math.round((System.nanoTime() - started) / 1e9 / ran * Math.max(0, total - done));
            progress.printf(Locale.ROOT, "[%d/%d] block %d/%d %s %s: %s (%s left)%n", done, total, block, blocks,
                    setup == null ? "control" : setup, describe(point), summary(record), Durations.human(Duration.ofSeconds(left)));
        }
        for (RateRecord record : blockRecords) {
            boolean measured = record.response() != null && control != null && control.response() != null;
            records.add(measured && !record.isControl()
                    ? record.withBaseline(control.response(), control.evidence() == null ? control.pacerLateness()
                    : control.evidence().pacerWake())
                    : record);
        }
        onRecord.accept(records);
    }

    /** Whether the setup was measured at a lower steady rate over the same threads and did not hold it. */
    private static boolean notHeldBelow(List<RateRecord> records, String setup, RatePoint point) {
        return records.stream().anyMatch(r -> r.setup().equals(setup) && r.threads() == point.threads()
                && r.of(point.workload(), point.callers())
                && r.scenario().equals(Scenario.steady().name()) && r.targetRate() < point.rate()
                && (r.response() != null && !r.held() || r.note() != null && r.note().startsWith(HarnessLabels.NOT_HELD_BELOW)));
    }

    /** One run, in its own JVM; a setup that fails is recorded with why, a control that fails ends the sweep. */
    private RateRecord runOne(String setup, RatePoint point, boolean stalls, Path runDir) throws IOException, InterruptedException {
        if (setup == null) {
            // The control logs nothing, so it runs the steady or burst schedule of the point without the stall. A full
            // disk's control runs the point itself with nothing to fill: recorded as steady, a session measuring only
            // full disks would stand beside the sessions that measured the steady point, as one of controls alone.
            Scenario scenario = point.scenario().kind() == Scenario.Kind.DISK_FULL ? point.scenario()
                    : stalls || point.scenario().aboutTheReader()
                    || point.scenario().kind() == Scenario.Kind.SHARED_FILE ? Scenario.steady() : point.scenario();
            try {
                return launch(null, point, scenario, null, runDir);
            } catch (HarnessException e) {
                throw new IOException("the control run failed: " + e.getMessage(), e);
            }
        }
        try (DiskStall stall = !stalls ? null : point.scenario().kind() == Scenario.Kind.DISK_FULL
                ? DiskStall.mountForFilling(Files.createDirectories(runDir.resolve("full")), FULL_IMAGE_BYTES)
                : DiskStall.mount(Files.createDirectories(runDir.resolve("stall")), STALL_IMAGE_BYTES)) {
            if (stall != null) {
                stall.leftovers().forEach(progress::println);
            }
            return launch(LoggingTarget.of(Matrix.require(setup), true), point, point.scenario(), stall, runDir);
        } catch (HarnessException e) {
            return failed(setup, point, e.getMessage());
        }
    }

    private RateRecord launch(LoggingTarget target, RatePoint point, Scenario scenario, DiskStall stall, Path runDir)
            throws IOException, InterruptedException, HarnessException {
        if (scenario.kind() == Scenario.Kind.SHARED_FILE) {
            return launchSharing(target, point, runDir);
        }
        // Only the setup's logs go on a stalled filesystem (the request puts them there); the run's own files never.
        Path work = runDir.resolve("work");
        HarnessRequest request = new HarnessRequest(target, point.rate(), point.threads(), plan.warmupSeconds(),
                plan.windowSeconds(point), scenario, stall == null ? null : stall.mountPoint().toString(), work.toString(),
                HarnessRequest.spinFor(point.rate()), plan.heap()).withWorkload(point.workload()).withCallers(point.callers());
        try {
            return HarnessLauncher.run(request, stall, runDir, line -> { });
        } finally {
            FileTrees.delete(work);
        }
    }

    /**
     * The point from JVMs that share one file: each gets its share of the threads and the rate, its own thread numbers,
     * and the same start instant, far enough ahead for both to load; each audits its own events in the shared file.
     */
    private RateRecord launchSharing(LoggingTarget target, RatePoint point, Path runDir)
            throws IOException, InterruptedException, HarnessException {
        int jvms = Scenario.SHARING_JVMS;
        if (point.threads() % jvms != 0) {
            throw new HarnessException(target.name() + ": " + point.threads() + " threads do not split over " + jvms + " JVMs");
        }
        Path work = runDir.resolve("work");
        HarnessRequest each = new HarnessRequest(target, point.rate() / jvms, point.threads() / jvms, plan.warmupSeconds(),
                plan.windowSeconds(point.rate()), Scenario.steady(), null, work.toString(),
                HarnessRequest.spinFor(point.rate()), plan.heap()).withWorkload(point.workload()).withCallers(point.callers());
        long startAt = System.currentTimeMillis() + SHARING_LEAD_MILLIS;
        List<java.util.concurrent.Future<RateRecord>> runs = new ArrayList<>();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(jvms);
        try {
            for (int i = 0; i < jvms; i++) {
                HarnessRequest request = each.sharing(i * each.threads(), startAt);
                Path dir = runDir.resolve("jvm-" + (i + 1));
                runs.add(pool.submit(() -> HarnessLauncher.run(request, dir, line -> { })));
            }
            List<RateRecord> records = new ArrayList<>();
            for (java.util.concurrent.Future<RateRecord> run : runs) {
                try {
                    records.add(run.get());
                } catch (java.util.concurrent.ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof HarnessException harness) {
                        throw harness;
                    }
                    throw new IOException(cause.getMessage(), cause);
                }
            }
            return SharedFileRecord.of(records, point);
        } finally {
            pool.shutdownNow();
            FileTrees.delete(work);
        }
    }

    /** How far ahead JVMs that share a file are told to start: a JVM's start and the setup's load take about a second. */
    private static final long SHARING_LEAD_MILLIS = 3_000;

    private static boolean blockDone(List<RateRecord> records, List<String> setups, RatePoint point, int block) {
        return setups.stream().allMatch(s -> complete(records, s, point, block));
    }

    private static boolean complete(List<RateRecord> records, String setup, RatePoint point, int block) {
        String name = setup == null ? HarnessRequest.BASELINE : setup;
        return records.stream().anyMatch(r -> r.block() == block && r.setup().equals(name) && r.threads() == point.threads()
                && r.targetRate() == point.rate() && r.scenario().equals(runScenario(setup, point).name())
                && r.of(point.workload(), point.callers()));
    }

    // The control of a stall or reader point runs steady; it is stored as what it ran.
    private static Scenario runScenario(String setup, RatePoint point) {
        Scenario.Kind kind = point.scenario().kind();
        return setup == null && (kind == Scenario.Kind.STALL || point.scenario().aboutTheReader() || kind == Scenario.Kind.SHARED_FILE)
                ? Scenario.steady() : point.scenario();
    }

    /** A point that could not be run here (a stall without root, say): recorded, with the reason. */
    public static RateRecord skipped(String setup, RatePoint point, String reason) {
        return unmeasured(setup, point, "skipped: " + reason);
    }

    private static RateRecord failed(String setup, RatePoint point, String reason) {
        return unmeasured(setup, point, "failed: " + reason);
    }

    private static RateRecord unmeasured(String setup, RatePoint point, String note) {
        RateRecord record = RateRecord.unmeasured(setup, point.scenario().name(), point.scenario().detail(), point.threads(),
                point.rate(), note).withWorkload(point.workload());
        return point.callers() == null ? record : record.withCallers(point.callers(), null);
    }

    static String describe(RatePoint point) {
        String scenario = point.scenario().kind() == Scenario.Kind.STEADY ? ""
                : " " + point.scenario().name() + " " + point.scenario().detail();
        return String.format(Locale.ROOT, "@ %s/s x%d%s%s", Numbers.human(point.rate()), point.threads(), scenario,
                (point.workload() == dev.logtune.lab.run.Workload.ORDERS ? "" : " " + point.workload().id())
                + (point.callers() == null ? "" : " " + point.callers().id() + " threads"));
    }

    /** One run in a progress line: its p99, p99.9, and whatever went wrong. */
    public static String summary(RateRecord record) {
        if (record.response() == null) {
            return record.note();
        }
        String loss = record.lost() > 0 ? ", LOST " + Numbers.count(record.lost())
                : record.discarded() > 0 ? ", dropped " + Numbers.count(record.discarded()) : "";
        // A missing WARN or ERROR is news whatever dropped it.
        loss += record.warnErrorMissing() > 0 ? ", WARN/ERROR MISSING " + Numbers.count(record.warnErrorMissing()) : "";
        String disturbed = record.disturbed() ? ", disturbed: " + String.join("; ", record.evidence().disturbances()) : "";
        return String.format(Locale.ROOT, "p99 %s us, p99.9 %s us%s%s%s", Numbers.human(record.response().p99()),
                Numbers.human(record.response().p999()), record.held() ? "" : ", did not hold the rate", loss, disturbed);
    }
}

package dev.logtune.benchmarks.harness;

import dev.logtune.lab.run.Scenario;
import dev.logtune.benchmarks.audit.EventIdCounter;
import dev.logtune.lab.audit.LossAudit;
import dev.logtune.benchmarks.undertest.FrameworkErrors;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.undertest.QueueProbe;
import dev.logtune.lab.results.BystanderRecord;
import dev.logtune.lab.results.DiskFullRecord;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.lab.results.RunEvidence;
import dev.logtune.lab.results.ScheduleLag;
import dev.logtune.lab.audit.ServiceAudit;
import dev.logtune.benchmarks.audit.ServiceEventCounter;
import dev.logtune.lab.results.RunCost;
import dev.logtune.lab.run.Callers;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.benchmarks.workload.MessageShape;
import dev.logtune.benchmarks.workload.ServiceEmitter;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.lab.run.Workload;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;

/**
 * Drives a loaded setup (or nothing, for the baseline) at a fixed total rate from a number of threads, each on its
 * own schedule. Response time runs from the scheduled start, so a slow call delays what follows and the delay is
 * counted; service time runs from the actual start. Warm-up events are logged but not recorded.
 *
 * <p>The run itself is orchestration: the producers ({@link ScheduledProducer}) record, {@link WindowTotals} adds their
 * recordings up, {@link QueueSampler} watches beside them and {@link StallCue} tells the launcher when to stall the disk.
 */
public final class OpenLoopRun {
    private final HarnessRequest request;
    private final PrintStream progress;
    private final EventEmitter operation;

    public OpenLoopRun(HarnessRequest request, PrintStream progress) {
        this(request, progress, null);
    }

    /** A run that calls {@code operation} instead of loading a target; for testing the harness itself. */
    OpenLoopRun(HarnessRequest request, PrintStream progress, EventEmitter operation) {
        if (operation != null && request.target() != null) {
            throw new IllegalArgumentException("an operation replaces the target; give one or the other");
        }
        this.request = request;
        this.progress = progress;
        this.operation = operation;
    }

    public RateRecord run() throws Exception {
        Path workDir = Files.createDirectories(Path.of(request.workDir()));
        Scenario scenario = request.scenario();
        LoggingUnderTest.Options options = LoggingUnderTest.Options.harness(
                scenario.aboutTheReader() ? scenario.readerBytesPerSecond() : 0);
        if (request.startAtEpochMillis() > 0) {
            options = options.owning(new LoggingUnderTest.ThreadRange(request.firstThread(), request.threads()));
        }
        LoggingUnderTest logging = request.target() == null ? null : LoggingUnderTest.start(request.target(), workDir,
                request.logDir(), options);
        EventEmitter emitter = logging != null ? logging.emitter() : operation != null ? operation : NO_LOGGING;
        boolean service = request.workload() == Workload.SERVICE;
        // The service workload's loggers are made now, before the first call; a control calls nothing either way.
        ServiceEmitter serviceEmitter = service && logging != null ? logging.serviceEmitter() : null;
        ScheduledProducer.Call call = serviceEmitter != null ? (id, thread) -> serviceEmitter.emit(id) : emitter::routed;
        QueueProbe queue = logging == null ? QueueProbe.NONE : logging.queue();

        int threads = request.threads();
        long warmup = seconds(request.warmupSeconds());
        long duration = seconds(request.durationSeconds());
        // JVMs sharing a file start their schedules together at the instant they were given.
        long delayMillis = request.startAtEpochMillis() > 0 ? Math.max(0, request.startAtEpochMillis() - System.currentTimeMillis()) : 100;
        long start = System.nanoTime() + Duration.ofMillis(delayMillis).toNanos();
        long recordFrom = start + warmup;
        long end = recordFrom + duration;
        long burstStart = recordFrom + duration / 3;
        RateSchedule schedule = new RateSchedule(request.rate(), threads,
                scenario.kind() == Scenario.Kind.BURST ? scenario.burstFactor() : 1, burstStart,
                burstStart + seconds(scenario.burstSeconds()));
        Pacer pacer = new Pacer(request.pacerSpinNanos());

        // The reference's own runs name no callers: platform threads, no bystanders.
        Callers callers = request.callers() == null ? Callers.PLATFORM : request.callers();
        List<ScheduledProducer> producers = new ArrayList<>();
        List<Thread> callerThreads = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(threads);
        for (int i = 0; i < threads; i++) {
            ScheduledProducer producer = new ScheduledProducer(i, request.firstThread() + i, logging, call, schedule, pacer,
                    start, recordFrom, end, done);
            producers.add(producer);
            callerThreads.add(callers.newThread(producer.name(), producer));
        }
        QueueSampler sampler = new QueueSampler(queue);
        // A full disk is made here, on the producers' clock: filling blocks nothing, unlike a freeze.
        DiskFiller filler = null;
        FrameworkErrors errors = null;
        if (scenario.kind() == Scenario.Kind.DISK_FULL && request.stallMount() != null) {
            long fill = recordFrom + seconds(scenario.fillAtSeconds(request.durationSeconds()));
            long free = fill + seconds(scenario.fullSeconds());
            filler = new DiskFiller(Path.of(request.stallMount()), fill, free, progress);
            producers.forEach(p -> p.phases(fill, free));
            errors = logging == null ? null : logging.watchErrors();
        }
        // The launcher freezes and thaws the filesystem; this JVM only says when, mid-window.
        // A stall or a reader's pause sits mid-window, with as much of the window after it as before.
        long disruptionStart = recordFrom + duration / 2 - seconds(scenario.stallSeconds()) / 2;
        StallCue stall = scenario.kind() == Scenario.Kind.STALL ? new StallCue(disruptionStart, progress) : null;
        // Virtual callers run beside threads of their kind that never log: whether those keep going is the question.
        boolean disrupted = scenario.kind() == Scenario.Kind.STALL || scenario.kind() == Scenario.Kind.READER_PAUSE;
        Bystanders bystanders = request.callers() == null ? null : new Bystanders(callers, start, recordFrom, end,
                disrupted ? disruptionStart : 0, disrupted ? disruptionStart + seconds(scenario.stallSeconds()) : 0);
        ReaderPause readerPause = scenario.kind() == Scenario.Kind.READER_PAUSE && logging != null && logging.console() != null
                ? new ReaderPause(logging.console(), disruptionStart, seconds(scenario.stallSeconds()), progress)
                : null;
        progress.printf(Locale.ROOT, "%s: %,.0f %s/s over %d %sthreads, %s warm-up, %s measured%s%n", request.label(),
                request.rate(), service ? "service calls" : "events", threads,
                callers == Callers.VIRTUAL ? "virtual " : "", human(warmup), human(duration),
                scenario.kind() == Scenario.Kind.STEADY ? "" : ", " + scenario.name() + " " + scenario.detail());
        long uptimeOffset = ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000L - System.nanoTime();
        callerThreads.forEach(Thread::start);
        if (bystanders != null) {
            bystanders.start();
        }
        sampler.start();
        if (stall != null) {
            stall.start();
        }
        if (readerPause != null) {
            readerPause.start();
        }
        if (filler != null) {
            filler.start();
        }
        while (System.nanoTime() < recordFrom) {
            LockSupport.parkNanos(recordFrom - System.nanoTime());
        }
        GcTotals gcBefore = GcTotals.now();
        long cpuBefore = ProcessCpu.nanos();
        done.await();
        GcTotals gcAfter = GcTotals.now();
        long cpuNanos = ProcessCpu.nanos() - cpuBefore;
        long windowClosed = System.nanoTime();
        sampler.interrupt();
        if (stall != null) {
            stall.join();
        }
        if (readerPause != null) {
            readerPause.join();
            readerPause.failure().ifPresent(e -> {
                throw new IllegalStateException("the reader's pause failed: " + e.getMessage(), e);
            });
        }
        if (filler != null) {
            filler.join();
        }

        BystanderRecord beside = bystanders == null ? null : bystanders.awaitRecord(disrupted);
        WindowTotals totals = WindowTotals.of(producers);
        // Where a stall or a reader's pause ended mid-window: how long the callers took to come back.
        long disruptionEnd = scenario.kind() == Scenario.Kind.STALL || scenario.kind() == Scenario.Kind.READER_PAUSE
                ? disruptionStart + seconds(scenario.stallSeconds()) : 0;
        boolean held = ScheduleLag.held(totals.unfinished, totals.lastBacklog(), duration);

        LossAudit audit = LossAudit.of(totals.calls, 0, 0, 0, false);
        ServiceAudit sites = null;
        boolean[] enabledSites = null;
        long drainMillis = 0;
        if (logging != null) {
            progress.println(request.label() + ": draining and stopping");
            LoggingUnderTest.Stopped stopped = logging.drainAndStop(Duration.ofMinutes(2));
            if (serviceEmitter != null) {
                Map<Integer, Long> callsByThread = new TreeMap<>();
                for (int i = 0; i < producers.size(); i++) {
                    callsByThread.put(request.firstThread() + i, producers.get(i).calls);
                }
                sites = logging.serviceAudit(callsByThread, stopped);
                enabledSites = stopped.service().enabled();
                audit = sites.totals();
            } else {
                audit = logging.audit(totals.calls, MessageShape.ORDER, stopped);
            }
            drainMillis = stopped.drainMillis();
        }
        SafepointLog.Pauses pauses = SafepointLog.ofThisJvm(recordFrom + uptimeOffset, windowClosed + uptimeOffset);
        Latency pacerWake = Latency.ofNanos(totals.wake);
        RunCost cost = ProcessCpu.cost(cpuNanos, request.durationSeconds(), logging == null ? null : request.logDir());
        if (sites != null) {
            // What the setup writes at this rate: the bytes it left per call made, warm-up included, times the rate.
            sites = sites.withBytesPerSecond(totals.calls == 0 ? null : (double) cost.logBytes() / totals.calls * request.rate());
        }
        RunEvidence evidence = new RunEvidence(pacerWake, gcAfter.count() - gcBefore.count(), gcAfter.millis() - gcBefore.millis(),
                pauses.count(), pauses.totalMillis(), pauses.maxMillis(), totals.firstBacklog() / 1e6, totals.lastBacklog() / 1e6,
                totals.unfinished,
                ManagementFactory.getRuntimeMXBean().getInputArguments().stream().filter(a -> a.startsWith("-Xm")).toList(),
                Disturbance.judge(logging == null && operation == null, pacerWake, pauses, request.durationSeconds()),
                request.pacerSpinNanos(), disruptionEnd == 0 ? null : totals.recoveryMillis(disruptionEnd),
                cost);
        String note = notes(totals.unfinished, drainMillis);
        if (sites != null && sites.warnErrorMissing() > 0) {
            // Loud: reducing the volume may drop INFO, never a warning or an error.
            String missing = String.format(Locale.ROOT, "WARN/ERROR MISSING: %,d of %,d enabled WARN and ERROR events are not"
                    + " in the output (%s)", sites.warnErrorMissing(), sites.warnErrorEnabled(),
                    sites.silentFilter() != null ? "the setup's " + sites.silentFilter() + " drops them" : "lost");
            note = note.isEmpty() ? missing : missing + "; " + note;
        }
        RateRecord record = new RateRecord(request.label(), scenario.name(), scenario.detail(), threads, request.rate(),
                request.durationSeconds(), (totals.recorded - totals.unfinished) / request.durationSeconds(), held,
                Latency.ofNanos(totals.response), Latency.ofNanos(totals.service), null, Latency.ofNanos(totals.lateness),
                totals.maxService / 1e6, sampler.deepest(), queue.capacity(), audit.calls(), audit.written(),
                audit.discarded(), audit.lost(), audit.verdict(), note, 0, evidence, null)
                .withWorkload(request.workload()).withServiceAudit(sites);
        record = request.callers() == null ? record : record.withCallers(callers, beside);
        return filler == null ? record : record.withDiskFull(diskFull(filler.outcome(), producers, schedule, start, recordFrom,
                logging, errors, enabledSites));
    }

    /** What the full disk did: response by phase, exceptions, the framework's own errors, and where events went missing. */
    private DiskFullRecord diskFull(DiskFiller.Outcome outcome, List<ScheduledProducer> producers, RateSchedule schedule,
                                    long start, long recordFrom, LoggingUnderTest logging, FrameworkErrors errors,
                                    boolean[] enabledSites) throws java.io.IOException {
        org.HdrHistogram.Histogram[] phases = {WindowTotals.histogram(), WindowTotals.histogram(), WindowTotals.histogram()};
        long exceptions = 0;
        String firstException = null;
        long longestFull = 0;
        List<DiskFullTimeline.Thread> threads = new ArrayList<>();
        for (int i = 0; i < producers.size(); i++) {
            ScheduledProducer producer = producers.get(i);
            for (int p = 0; p < phases.length; p++) {
                phases[p].add(producer.phase[p]);
            }
            exceptions += producer.exceptions;
            firstException = firstException == null ? producer.firstException : firstException;
            longestFull = Math.max(longestFull, producer.maxServiceFull);
            threads.add(new DiskFullTimeline.Thread(request.firstThread() + i, schedule.first(start, i), producer.calls));
        }
        DiskFullTimeline timeline = new DiskFullTimeline(0, 0, 0, -1, 0);
        if (logging != null && outcome.filled()) {
            java.util.function.LongPredicate written;
            if (enabledSites == null) {
                written = EventIdCounter.scan(logging.logs())::contains;
            } else {
                // The service workload: an event its site's level disabled was never due, so it is not missing.
                ServiceEventCounter found = ServiceEventCounter.scan(logging.logs());
                written = id -> found.contains(id) || !enabledSites[ServiceWorkload.siteOf(id)];
            }
            timeline = DiskFullTimeline.of(written, threads, schedule.intervalNanos(), outcome.fullAt(), outcome.freedAt());
        }
        return new DiskFullRecord(outcome.filled(), outcome.note(),
                outcome.filled() ? (outcome.fullAt() - recordFrom) / 1e9 : 0,
                outcome.filled() ? (outcome.freedAt() - outcome.fullAt()) / 1e9 : 0,
                Latency.ofNanos(phases[0]), Latency.ofNanos(phases[1]), Latency.ofNanos(phases[2]), longestFull / 1e6,
                exceptions, firstException, errors == null ? 0 : errors.count(), errors == null ? null : errors.first(),
                timeline.missingBefore(), timeline.missingFull(), timeline.missingAfter(),
                timeline.resumedAfterNanos() < 0 ? -1 : timeline.resumedAfterNanos() / 1e6,
                timeline.lastMissingAfterNanos() / 1e6);
    }

    private static String notes(long unfinished, long drainMillis) {
        StringBuilder note = new StringBuilder();
        if (unfinished > 0) {
            append(note, String.format(Locale.ROOT, "%,d scheduled events never started: the setup fell behind"
                    + " (counted in the response at their lower bound)", unfinished));
        }
        if (drainMillis > 100) {
            append(note, "queue took " + drainMillis + " ms to drain after the run");
        }
        return note.toString();
    }

    private static void append(StringBuilder note, String text) {
        note.append(note.length() == 0 ? "" : "; ").append(text);
    }

    private static long seconds(double seconds) {
        return Math.round(seconds * 1e9);
    }

    private static String human(long nanos) {
        return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
    }

    private static final EventEmitter NO_LOGGING = new EventEmitter() {
        @Override
        public void routed(long orderId, int thread) {
        }

        @Override
        public void rejected(long orderId, int thread) {
        }

        @Override
        public boolean enabled(MessageShape shape) {
            return false;
        }
    };
}

package dev.logtune.benchmarks.harness;

import dev.logtune.benchmarks.audit.LossAudit;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.undertest.QueueProbe;
import dev.logtune.benchmarks.results.Latency;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.results.RunEvidence;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.benchmarks.workload.MessageShape;
import org.HdrHistogram.Histogram;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Drives a loaded setup (or nothing, for the baseline) at a fixed total rate from a number of threads, each on its
 * own schedule. Response time runs from the scheduled start, so a slow call delays what follows and the delay is
 * counted; service time runs from the actual start. Warm-up events are logged but not recorded.
 */
public final class OpenLoopRun {
    private static final long HIGHEST_NANOS = Duration.ofHours(1).toNanos();
    /** A thread this far behind schedule at the end stops rather than work through its backlog. */
    private static final long GIVE_UP_NANOS = Duration.ofSeconds(2).toNanos();
    /**
     * The window is cut into this many slices by schedule; the backlog of the first and last says whether it grew. A
     * slice's backlog is the least lag of its events: a pause makes a few events late, a backlog makes all of them late.
     */
    private static final int LAG_SLICES = 10;

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
                scenario.kind() == Scenario.Kind.SLOW_READER ? scenario.readerBytesPerSecond() : 0);
        if (request.startAtEpochMillis() > 0) {
            options = options.owning(new LoggingUnderTest.ThreadRange(request.firstThread(), request.threads()));
        }
        LoggingUnderTest logging = request.target() == null ? null : LoggingUnderTest.start(request.target(), workDir, options);
        EventEmitter emitter = logging != null ? logging.emitter() : operation != null ? operation : NO_LOGGING;
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

        Worker[] workers = new Worker[threads];
        CountDownLatch done = new CountDownLatch(threads);
        for (int i = 0; i < threads; i++) {
            workers[i] = new Worker(i, request.firstThread() + i, logging, emitter, schedule, pacer, start, recordFrom, end, done);
        }
        QueueSampler sampler = new QueueSampler(queue);
        StallController stall = scenario.kind() == Scenario.Kind.STALL
                ? new StallController(Path.of(request.stallMount()), recordFrom + duration / 2 - seconds(scenario.stallSeconds()) / 2,
                seconds(scenario.stallSeconds()), progress)
                : null;
        progress.printf(Locale.ROOT, "%s: %,.0f events/s over %d threads, %s warm-up, %s measured%s%n", request.label(),
                request.rate(), threads, human(warmup), human(duration),
                scenario.kind() == Scenario.Kind.STEADY ? "" : ", " + scenario.name() + " " + scenario.detail());
        long uptimeOffset = ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000L - System.nanoTime();
        for (Worker worker : workers) {
            worker.start();
        }
        sampler.start();
        if (stall != null) {
            stall.start();
        }
        while (System.nanoTime() < recordFrom) {
            LockSupport.parkNanos(recordFrom - System.nanoTime());
        }
        GcTotals gcBefore = GcTotals.now();
        done.await();
        GcTotals gcAfter = GcTotals.now();
        long windowClosed = System.nanoTime();
        sampler.interrupt();
        if (stall != null) {
            stall.join();
        }

        Histogram response = new Histogram(HIGHEST_NANOS, 2);
        Histogram service = new Histogram(HIGHEST_NANOS, 2);
        Histogram lateness = new Histogram(HIGHEST_NANOS, 2);
        Histogram wake = new Histogram(HIGHEST_NANOS, 2);
        long[] lag = new long[LAG_SLICES];
        long calls = 0;
        long recorded = 0;
        long unfinished = 0;
        long maxService = 0;
        for (Worker worker : workers) {
            response.add(worker.response);
            service.add(worker.service);
            lateness.add(worker.lateness);
            wake.add(worker.wake);
            for (int i = 0; i < LAG_SLICES; i++) {
                if (worker.lag[i] != Long.MAX_VALUE) {
                    lag[i] = Math.max(lag[i], worker.lag[i]);
                }
            }
            calls += worker.calls;
            recorded += worker.recorded;
            unfinished += worker.unfinished;
            maxService = Math.max(maxService, worker.maxService);
        }
        boolean held = ScheduleLag.held(unfinished, lag[0], lag[LAG_SLICES - 1], duration);

        LossAudit audit = LossAudit.of(calls, 0, 0, 0, false);
        long drainMillis = 0;
        if (logging != null) {
            progress.println(request.label() + ": draining and stopping");
            LoggingUnderTest.Stopped stopped = logging.drainAndStop(Duration.ofMinutes(2));
            audit = logging.audit(calls, MessageShape.ORDER, stopped);
            drainMillis = stopped.drainMillis();
        }
        SafepointLog.Pauses pauses = SafepointLog.ofThisJvm(recordFrom + uptimeOffset, windowClosed + uptimeOffset);
        Latency pacerWake = Latency.ofNanos(wake);
        RunEvidence evidence = new RunEvidence(pacerWake, gcAfter.count() - gcBefore.count(), gcAfter.millis() - gcBefore.millis(),
                pauses.count(), pauses.totalMillis(), pauses.maxMillis(), lag[0] / 1e6, lag[LAG_SLICES - 1] / 1e6, unfinished,
                ManagementFactory.getRuntimeMXBean().getInputArguments().stream().filter(a -> a.startsWith("-Xm")).toList(),
                Disturbance.judge(logging == null && operation == null, pacerWake, pauses, request.durationSeconds()));
        String note = notes(stall, unfinished, drainMillis);
        return new RateRecord(request.label(), scenario.name(), scenario.detail(), threads, request.rate(),
                request.durationSeconds(), (recorded - unfinished) / request.durationSeconds(), held, Latency.ofNanos(response),
                Latency.ofNanos(service), null, Latency.ofNanos(lateness), maxService / 1e6,
                queue == QueueProbe.NONE ? -1 : sampler.max.get(), queue.capacity(), audit.calls(), audit.written(),
                audit.discarded(), audit.lost(), audit.verdict(), note, 0, evidence);
    }

    private static String notes(StallController stall, long unfinished, long drainMillis) {
        StringBuilder note = new StringBuilder();
        if (stall != null) {
            note.append(stall.report());
        }
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

    /** One producer thread on its own schedule. */
    private static final class Worker extends Thread {
        final Histogram response = new Histogram(HIGHEST_NANOS, 2);
        final Histogram service = new Histogram(HIGHEST_NANOS, 2);
        final Histogram lateness = new Histogram(HIGHEST_NANOS, 2);
        final Histogram wake = new Histogram(HIGHEST_NANOS, 2);
        /** Per slice of the window, the least any of this thread's events started behind schedule: its backlog there. */
        final long[] lag = new long[LAG_SLICES];
        long calls;
        long recorded;
        long unfinished;
        long maxService;

        private final int index;
        /** The thread's number in the events it logs: unique across JVMs that share a file. */
        private final int id;
        private final LoggingUnderTest logging;
        private final EventEmitter emitter;
        private final RateSchedule schedule;
        private final Pacer pacer;
        private final long start;
        private final long recordFrom;
        private final long end;
        private final CountDownLatch done;

        Worker(int index, int id, LoggingUnderTest logging, EventEmitter emitter, RateSchedule schedule, Pacer pacer,
               long start, long recordFrom, long end, CountDownLatch done) {
            super("producer-" + id);
            setDaemon(true);
            this.index = index;
            this.id = id;
            this.logging = logging;
            this.emitter = emitter;
            this.schedule = schedule;
            this.pacer = pacer;
            this.start = start;
            this.recordFrom = recordFrom;
            this.end = end;
            this.done = done;
        }

        @Override
        public void run() {
            try {
                if (logging != null) {
                    logging.enterThread(id);
                }
                java.util.Arrays.fill(lag, Long.MAX_VALUE);
                long orderId = (long) id << 40;
                long scheduled = schedule.first(start, index);
                long previousDone = start;
                long sliceNanos = Math.max(1, (end - recordFrom) / LAG_SLICES);
                while (scheduled < end) {
                    pacer.awaitUntil(scheduled);
                    long began = System.nanoTime();
                    if (began - end > GIVE_UP_NANOS) {
                        break;
                    }
                    emitter.routed(orderId++, id);
                    long finished = System.nanoTime();
                    calls++;
                    if (scheduled >= recordFrom) {
                        long took = finished - began;
                        long late = began - scheduled;
                        response.recordValue(Math.min(finished - scheduled, HIGHEST_NANOS));
                        service.recordValue(Math.min(took, HIGHEST_NANOS));
                        lateness.recordValue(Math.min(late, HIGHEST_NANOS));
                        // Only a thread that was waiting measures the pacer; one queued behind its own call measures the setup.
                        if (previousDone <= scheduled) {
                            wake.recordValue(Math.min(late, HIGHEST_NANOS));
                        }
                        int slice = (int) Math.min(LAG_SLICES - 1, (scheduled - recordFrom) / sliceNanos);
                        lag[slice] = Math.min(lag[slice], late);
                        recorded++;
                        maxService = Math.max(maxService, took);
                    }
                    previousDone = finished;
                    scheduled = schedule.next(scheduled);
                }
                // What never started still happened to a caller: counted at the least it would have waited.
                long stopped = System.nanoTime();
                for (long s = scheduled; s < end; s = schedule.next(s)) {
                    if (s >= recordFrom) {
                        long waited = Math.max(0, stopped - s);
                        response.recordValue(Math.min(waited, HIGHEST_NANOS));
                        int slice = (int) Math.min(LAG_SLICES - 1, (s - recordFrom) / sliceNanos);
                        lag[slice] = Math.min(lag[slice], waited);
                        recorded++;
                        unfinished++;
                    }
                }
            } finally {
                if (logging != null) {
                    logging.leaveThread();
                }
                done.countDown();
            }
        }
    }

    /** Polls the async queue's depth every millisecond and keeps the deepest. */
    private static final class QueueSampler extends Thread {
        final AtomicLong max = new AtomicLong();
        private final QueueProbe queue;

        QueueSampler(QueueProbe queue) {
            super("queue-sampler");
            setDaemon(true);
            this.queue = queue;
        }

        @Override
        public void run() {
            if (queue == QueueProbe.NONE) {
                return;
            }
            while (!isInterrupted()) {
                max.accumulateAndGet(queue.depth(), Math::max);
                LockSupport.parkNanos(1_000_000);
            }
        }
    }

    /** Freezes the log filesystem mid-run and thaws it, whatever happens in between. */
    private static final class StallController extends Thread {
        private final Path mount;
        private final long at;
        private final long length;
        private final PrintStream progress;
        private volatile String report = "";

        StallController(Path mount, long at, long length, PrintStream progress) {
            super("stall-controller");
            setDaemon(true);
            this.mount = mount;
            this.at = at;
            this.length = length;
            this.progress = progress;
        }

        @Override
        public void run() {
            long frozenAt = 0;
            long thawedAt = 0;
            try {
                LockSupport.parkNanos(at - System.nanoTime());
                DiskStall.freeze(mount);
                frozenAt = System.nanoTime();
                progress.println("stall: log filesystem frozen");
                LockSupport.parkNanos(frozenAt + length - System.nanoTime());
            } catch (Exception e) {
                report = "stall failed: " + e.getMessage();
            } finally {
                DiskStall.thawQuietly(mount);
                thawedAt = System.nanoTime();
                if (frozenAt != 0) {
                    report = String.format(Locale.ROOT, "log filesystem frozen for %.2f s", (thawedAt - frozenAt) / 1e9);
                    progress.println("stall: thawed");
                }
            }
        }

        String report() {
            return report;
        }
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

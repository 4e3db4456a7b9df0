package dev.logtune.benchmarks.undertest;

import dev.logtune.benchmarks.audit.DiscardCounter;
import dev.logtune.benchmarks.audit.EventIdCounter;
import dev.logtune.lab.audit.LossAudit;
import dev.logtune.benchmarks.audit.MarkerCounter;
import dev.logtune.benchmarks.audit.SamplerCounts;
import dev.logtune.lab.audit.ServiceAudit;
import dev.logtune.benchmarks.audit.ServiceEventCounter;
import dev.logtune.benchmarks.audit.ServiceTally;
import dev.logtune.benchmarks.files.SettledDirectory;
import dev.logtune.benchmarks.audit.MissingEvents;
import dev.logtune.benchmarks.workload.EventEmitter;
import dev.logtune.benchmarks.workload.Log4j2ServiceEmitter;
import dev.logtune.benchmarks.workload.MessageShape;
import dev.logtune.benchmarks.workload.OrderWorkload;
import dev.logtune.benchmarks.workload.ServiceEmitter;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.benchmarks.workload.Slf4jServiceEmitter;
import dev.logtune.benchmarks.workload.TraceContext;
import dev.logtune.configs.load.LoadedLog4j2;
import dev.logtune.configs.load.LoadedLogback;
import dev.logtune.configs.load.LoadedLogging;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.SetupSpec;
import org.apache.logging.log4j.ThreadContext;
import org.slf4j.MDC;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * One setup, loaded and ready to log, for the length of a trial: renders it (with discard-counting classes
 * where asked), loads it into the real framework, hands out an emitter, and at the end drains the queue,
 * stops the context and audits what reached the output. The JMH benchmarks and the open-loop harness share it.
 */
public final class LoggingUnderTest {
    /** Where the setup is loaded. */
    public enum Scope {
        /** The JVM's own context (SLF4J's binding, LogManager), as a service runs; for forked JVMs. */
        GLOBAL,
        /** A context of its own; for tests inside a shared JVM. */
        PRIVATE
    }

    /**
     * @param countDiscards render with the counting subclasses so configured drops are counted
     * @param consoleBytesPerSecond how fast the console pipe is drained; 0 for as fast as it can
     * @param ownThreads with distinct ids: count only the events of these threads (another JVM writes the rest of the
     *                   file); null for every event found
     */
    public record Options(Scope scope, boolean countDiscards, long consoleBytesPerSecond, boolean distinctIds,
                          ThreadRange ownThreads) {
        /** A JMH fork: marker counting, fast enough for the gigabytes a trial writes. */
        public static Options forked() {
            return new Options(Scope.GLOBAL, true, 0, false, null);
        }

        /** An open-loop run: distinct order ids, so several outputs of one event count once. */
        public static Options harness(long consoleBytesPerSecond) {
            return new Options(Scope.GLOBAL, true, consoleBytesPerSecond, true, null);
        }

        public static Options inProcess() {
            return new Options(Scope.PRIVATE, true, 0, false, null);
        }

        public Options withoutDiscardCounting() {
            return new Options(scope, false, consoleBytesPerSecond, distinctIds, ownThreads);
        }

        /** Counting only the events these threads log, by distinct id. */
        public Options owning(ThreadRange threads) {
            return new Options(scope, countDiscards, consoleBytesPerSecond, true, threads);
        }
    }

    /** Threads numbered {@code first} to {@code first + count - 1}, as order ids carry them. */
    public record ThreadRange(int first, int count) {
        public boolean owns(long orderId) {
            int thread = OrderWorkload.threadOf(orderId);
            return thread >= first && thread < first + count;
        }
    }

    /**
     * What stopping found.
     *
     * @param service with the service workload: what each site's level let through, what was found per site and what
     *                the sampler counted; null for the order workload
     */
    public record Stopped(long written, long discarded, long drainMillis, long stopMillis, ServiceFound service) {
        public Stopped(long written, long discarded, long drainMillis, long stopMillis) {
            this(written, discarded, drainMillis, stopMillis, null);
        }
    }

    /**
     * The service workload's events as stopping found them.
     *
     * @param enabled  per site, whether its logger let its level through, asked of the framework before it stopped
     * @param rootEnabled per site, whether the root logger lets its level through: the level the service runs at
     * @param written  distinct events found per site
     * @param counted  what the sampler's summary lines in the output counted
     * @param snapshot the samplers' own counters before the stop; null where the setup has none
     */
    public record ServiceFound(boolean[] enabled, boolean[] rootEnabled, long[] written, SamplerCounts counted,
                               ServiceTally.Snapshot snapshot) {
    }

    private final LoggingTarget target;
    private final Path logs;
    private final LoadedLogging loaded;
    private final EventEmitter emitter;
    private final QueueProbe queue;
    private final ConsolePipe console;
    private final Options options;
    // Read once loaded: a stopped Logback context resets its levels.
    private final boolean ordersEnabled;
    private final boolean rejectionsEnabled;
    /** The service workload's emitter, once asked for: its loggers exist from then on. */
    private ServiceEmitter service;

    /** Made by {@link TargetLoader} once the file is loaded. */
    LoggingUnderTest(LoggingTarget target, Path logs, LoadedLogging loaded, EventEmitter emitter, QueueProbe queue,
                     ConsolePipe console, Options options) {
        this.target = target;
        this.logs = logs;
        this.loaded = loaded;
        this.emitter = emitter;
        this.queue = queue;
        this.console = console;
        this.options = options;
        this.ordersEnabled = emitter.enabled(MessageShape.ORDER);
        this.rejectionsEnabled = emitter.enabled(MessageShape.EXCEPTION);
    }

    /** Loads a matrix setup with its log files under {@code workDir/logs} (created, and expected empty). */
    public static LoggingUnderTest start(SetupSpec spec, Path workDir, Options options) throws IOException {
        return start(LoggingTarget.of(spec, options.countDiscards()), workDir, options);
    }

    /** Loads a target's file with its log files under {@code workDir/logs}. */
    public static LoggingUnderTest start(LoggingTarget target, Path workDir, Options options) throws IOException {
        return start(target, workDir, workDir.resolve("logs"), options);
    }

    /**
     * Loads a target's file from {@code workDir} with its log files in {@code logDir}, which may lie elsewhere: on a
     * filesystem a stall freezes, where nothing but the setup's logs may go.
     */
    public static LoggingUnderTest start(LoggingTarget target, Path workDir, Path logDir, Options options) throws IOException {
        return TargetLoader.load(target, workDir, logDir, options);
    }

    public LoggingTarget target() {
        return target;
    }

    public EventEmitter emitter() {
        return emitter;
    }

    /**
     * The service workload's emitter, one logger per site's logger name; ask before logging starts, so no logger is
     * made on the way of an event. A setup whose service emitter was asked for is audited per site when it stops.
     */
    public synchronized ServiceEmitter serviceEmitter() {
        if (service == null) {
            service = loaded instanceof LoadedLogback logback ? new Slf4jServiceEmitter(logback::logger)
                    : new Log4j2ServiceEmitter(((LoadedLog4j2) loaded)::logger);
        }
        return service;
    }

    public QueueProbe queue() {
        return queue;
    }

    /** The framework as loaded: a probe that watches its insides needs it. */
    public LoadedLogging loaded() {
        return loaded;
    }

    public Path logs() {
        return logs;
    }

    /** Counts, from now on, the errors the framework reports on its own status channel. */
    public FrameworkErrors watchErrors() {
        return FrameworkErrors.watch(loaded);
    }

    /**
     * Call on each logging thread before it logs: sifting setups read the tenant from the MDC, and a line that prints the
     * MDC gets the workload's trace context to print.
     */
    public void enterThread(int thread) {
        if (target.traceContext()) {
            TraceContext.put(target.framework(), thread);
        }
        if (target.siftKey() != null) {
            String tenant = OrderWorkload.tenant(thread, target.siftValues());
            if (target.framework() == Framework.LOGBACK) {
                MDC.put(target.siftKey(), tenant);
            } else {
                ThreadContext.put(target.siftKey(), tenant);
            }
        }
    }

    public void leaveThread() {
        if (target.siftKey() != null || target.traceContext()) {
            MDC.clear();
            ThreadContext.clearMap();
        }
    }

    /** The pipe standard output goes to, or null where the setup writes no console. */
    public ConsolePipe console() {
        return console;
    }

    /**
     * Waits (up to {@code drainLimit}) for the async queue to empty, then stops the context, which flushes
     * buffers and closes files, and counts the events that arrived. Waiting first keeps a shutdown's
     * maxFlushTime from cutting off a deep queue: the audit is about what the setup does under load.
     */
    public Stopped drainAndStop(Duration drainLimit) throws IOException, InterruptedException {
        long started = System.nanoTime();
        long deadline = started + drainLimit.toNanos();
        while (queue.depth() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        long drained = System.nanoTime();
        ServiceEmitter serviceEmitter;
        synchronized (this) {
            serviceEmitter = service;
        }
        boolean[] enabledSites = null;
        boolean[] rootEnabledSites = null;
        ServiceTally.Snapshot snapshot = null;
        if (serviceEmitter != null) {
            // Levels are read before the stop: a stopped Logback context resets them. The samplers log their last
            // summary now, through the appenders (Logback's own stop would send it only to the status manager), and
            // their counters are read to check the summaries against.
            enabledSites = serviceEmitter.enabledSites();
            rootEnabledSites = serviceEmitter.rootEnabledSites();
            SamplerHandles samplers = SamplerHandles.of(loaded);
            if (samplers.any()) {
                samplers.summarizeNow();
                snapshot = samplers.snapshot();
                while (queue.depth() > 0 && System.nanoTime() < deadline) {
                    Thread.sleep(5);
                }
            }
        }
        loaded.stop(drainLimit);
        long stopped = System.nanoTime();
        if (console == null) {
            SettledDirectory.await(logs, Duration.ofSeconds(30));
        }
        long consoleEvents = console != null ? console.closeAndCount() : 0;
        long written;
        ServiceFound found = null;
        if (serviceEmitter != null) {
            ServiceEventCounter counter = options.ownThreads() == null ? ServiceEventCounter.scan(logs)
                    : ServiceEventCounter.scan(logs, options.ownThreads()::owns);
            written = counter.distinct();
            found = new ServiceFound(enabledSites, rootEnabledSites, counter.writtenBySite(), counter.sampler(), snapshot);
        } else if (options.distinctIds()) {
            written = options.ownThreads() == null ? EventIdCounter.scan(logs).distinct()
                    : EventIdCounter.scan(logs, options.ownThreads()::owns).distinct();
        } else {
            written = console != null ? consoleEvents : MarkerCounter.countInFiles(logs, OrderWorkload.MARKER);
        }
        return new Stopped(written, DiscardCounter.total(), (drained - started) / 1_000_000, (stopped - drained) / 1_000_000,
                found);
    }

    /**
     * The ids of the events {@code audit} found lost, where they can be named: the output is in files (a console pipe
     * is counted as it streams past, not kept) and no policy dropped any, so each thread's ids run without a gap.
     * Call it after {@link #drainAndStop}, before the files are deleted.
     */
    public List<Long> lostEvents(LossAudit audit, Map<Integer, Long> callsByThread) throws IOException {
        if (audit.lost() == 0 || audit.discarded() > 0 || audit.expected() != audit.calls() || console != null) {
            return List.of();
        }
        return MissingEvents.find(logs, callsByThread);
    }

    /**
     * The per-site account of a service-workload run, given each thread's calls (its ids being
     * {@code ServiceWorkload.id(thread, 0 .. calls - 1)}) and what stopping found.
     */
    public ServiceAudit serviceAudit(Map<Integer, Long> callsByThread, Stopped stopped) {
        if (stopped.service() == null) {
            throw new IllegalStateException("no service workload was logged: ask for serviceEmitter() before logging");
        }
        ServiceFound found = stopped.service();
        return ServiceTally.of(ServiceWorkload.callsBySite(callsByThread), found.enabled(), found.rootEnabled(),
                found.written(), found.counted(),
                found.snapshot(), target.silentFilter(), stopped.discarded(), target.dropsByDesign());
    }

    /** The audit of {@code calls} events of {@code shape}, given what stopping found. */
    public LossAudit audit(long calls, MessageShape shape, Stopped stopped) {
        long expected = (shape == MessageShape.ORDER ? ordersEnabled : rejectionsEnabled) ? calls : 0;
        return LossAudit.of(calls, expected, stopped.written(), stopped.discarded(), target.dropsByDesign());
    }
}

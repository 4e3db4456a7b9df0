package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.lint.Linter;
import ch.qos.logback.classic.AsyncAppender;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.status.Status;
import dev.logtune.tuner.configfile.ConfigFile;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.logs.LoggerProvider;
import io.opentelemetry.api.trace.TracerProvider;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.logs.SdkLoggerProvider;
import io.opentelemetry.sdk.logs.data.LogRecordData;
import io.opentelemetry.sdk.logs.export.BatchLogRecordProcessor;
import io.opentelemetry.sdk.logs.export.LogRecordExporter;
import org.apache.logging.log4j.core.config.Configurator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The wiring rules held to the frameworks themselves: each fixture under {@code lint/framework/} is linted (rule, line,
 * the behaviour the finding states) and loaded into a private Logback or Log4j2 context, where events are logged and
 * the files they reached are read back.
 */
class FrameworkWiringTest {
    @TempDir
    Path out;

    private static Path fixture(String name) throws Exception {
        return Path.of(FrameworkWiringTest.class.getResource("/lint/framework/" + name).toURI());
    }

    private static List<Finding> lint(String name) throws Exception {
        return Linter.lint(ConfigFile.read(fixture(name), Map.of()), null, null, null);
    }

    private static List<Finding> lint(String name, double rate, int threads) throws Exception {
        return Linter.lint(ConfigFile.read(fixture(name), Map.of()), rate, threads, null);
    }

    private static List<Finding> of(List<Finding> findings, String rule) {
        return findings.stream().filter(f -> f.rule().equals(rule)).toList();
    }

    /** Loads a fixture into a Logback context of its own, with ${OUT} the test's folder. */
    private LoggerContext logback(String name) throws Exception {
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        context.start();
        context.putProperty("OUT", out.toString());
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(fixture(name).toFile());
        return context;
    }

    private static List<String> statuses(LoggerContext context) {
        return context.getStatusManager().getCopyOfStatusList().stream().filter(s -> s.getLevel() >= Status.WARN)
                .map(Status::getMessage).toList();
    }

    /** Loads a fixture into a Log4j2 context of its own, with ${sys:wiring.out} the test's folder. */
    private org.apache.logging.log4j.core.LoggerContext log4j2(String name) throws Exception {
        System.setProperty("wiring.out", out.toString());
        return Configurator.initialize("wiring-" + name + "-" + System.nanoTime(), null, fixture(name).toUri());
    }

    private List<String> lines(String file) throws Exception {
        Path path = out.resolve(file);
        return Files.exists(path) ? Files.readAllLines(path) : List.of();
    }

    // ------------------------------------------------------------------ <if> blocks

    @Test
    void aConditionElementInsideItsIfIsReadTooLateAndDecidesTheNextIf() throws Exception {
        List<Finding> findings = lint("if-conditions.xml");
        // The ref to AUDIT sits under another condition than the appender: noted. The ref to FILE sits under the same
        // condition as its appender, so lint's model wires them; what breaks them is where the conditions are written.
        List<Finding> undefined = of(findings, "undefined-appender");
        assertThat(undefined).extracting(Finding::line).containsExactly(24);
        assertThat(undefined.get(0).message()).contains("\"AUDIT\"").contains("IsPropertyDefinedCondition(key=OUT)")
                .contains("IsPropertyDefinedCondition(key=AUDIT_DIR)");
        List<Finding> misplaced = of(findings, "if-condition");
        assertThat(misplaced).extracting(Finding::line).containsExactly(3, 12, 21);
        assertThat(misplaced).allSatisfy(f -> assertThat(f.severity()).isEqualTo(Severity.ERROR));
        assertThat(misplaced.get(1).message()).contains("<condition> inside the <if> at line 11").contains("appender FILE is never created")
                .contains("the result goes to the next <if> (line 20)");

        // Logback 1.6.6 reads each <condition> after its <if> has chosen: the first <if> takes no branch, the second
        // takes the first's result (AUDIT_DIR undefined: no FILE), the third the second's (OUT defined: its refs are
        // read, and find no appender). No event is written.
        LoggerContext context = logback("if-conditions.xml");
        context.getLogger("app").info("app event");
        context.getLogger("audit").info("audit event");
        List<String> statuses = statuses(context);
        context.stop();
        assertThat(lines("file.log")).isEmpty();
        assertThat(lines("audit.log")).isEmpty();
        assertThat(statuses).anyMatch(s -> s.contains("Appender named [AUDIT] could not be found"))
                .anyMatch(s -> s.contains("Appender named [FILE] could not be found"));
    }

    @Test
    void aConditionElementBeforeItsIfDecidesThatIf() throws Exception {
        List<Finding> findings = lint("if-conditions-before.xml");
        assertThat(of(findings, "if-condition")).isEmpty();
        assertThat(of(findings, "undefined-appender")).extracting(Finding::line).containsExactly(24);

        LoggerContext context = logback("if-conditions-before.xml");
        context.getLogger("app").info("app event");
        context.getLogger("audit").info("audit event");
        List<String> statuses = statuses(context);
        context.stop();
        assertThat(lines("file.log")).containsExactly("INFO app app event", "INFO audit audit event");
        assertThat(statuses).anyMatch(s -> s.contains("Appender named [AUDIT] could not be found"))
                .noneMatch(s -> s.contains("Appender named [FILE] could not be found"));
    }

    // ------------------------------------------------------------------ <import>

    @Test
    void importedShortClassNamesResolveAsFullOnes() throws Exception {
        List<Finding> findings = lint("import-short.xml");
        // The AsyncAppender named by its short name is read as one: its default queue discards INFO when nearly full.
        assertThat(of(findings, "async-silent-drop")).singleElement().satisfies(f -> assertThat(f.line()).isEqualTo(9));
        assertThat(of(findings, "immediate-flush")).isNotEmpty();

        LoggerContext context = logback("import-short.xml");
        assertThat(context.getLogger("ROOT").getAppender("ASYNC")).isInstanceOf(AsyncAppender.class);
        context.getLogger("app").info("through the queue");
        context.stop();
        assertThat(lines("file.log")).containsExactly("INFO app through the queue");
    }

    // ------------------------------------------------------------------ duplicate Log4j2 logger

    @Test
    void log4j2KeepsTheLastLoggerOfOneNameAndTheFirstLosesItsLevelAndAppenders() throws Exception {
        assertThat(of(lint("log4j2-duplicate-logger.xml"), "duplicate-logger")).singleElement().satisfies(f -> {
            assertThat(f.line()).isEqualTo(7);
            assertThat(f.message()).contains("line 11").contains("keeps only that one");
            assertThat(f.why()).contains("level (DEBUG)").contains("\"AUDIT\"").contains("runs with level WARN, async")
                    .contains("never reach \"AUDIT\"");
        });

        var context = log4j2("log4j2-duplicate-logger.xml");
        var audit = context.getLogger("com.example.audit");
        audit.debug("debug");
        audit.info("info");
        audit.warn("warn");
        Configurator.shutdown(context, 10, TimeUnit.SECONDS);
        assertThat(lines("audit.log")).isEmpty();
        assertThat(lines("main.log")).containsExactly("WARN com.example.audit warn");
    }

    // ------------------------------------------------------------------ additivity="false" and no appender

    @Test
    void aNonAdditiveLoggerWithNoAppenderSendsItsEventsNowhere() throws Exception {
        assertThat(of(lint("dead-end.xml"), "logger-to-nowhere")).singleElement().satisfies(f -> {
            assertThat(f.line()).isEqualTo(6);
            assertThat(f.message()).contains("go nowhere");
        });
        assertThat(of(lint("log4j2-dead-end.xml"), "logger-to-nowhere")).singleElement()
                .satisfies(f -> assertThat(f.line()).isEqualTo(6));

        LoggerContext context = logback("dead-end.xml");
        context.getLogger("com.example.quiet.Service").error("lost");
        context.getLogger("com.example.Other").info("kept");
        context.stop();
        assertThat(lines("file.log")).containsExactly("INFO com.example.Other kept");

        Files.deleteIfExists(out.resolve("file.log"));
        var log4j2 = log4j2("log4j2-dead-end.xml");
        log4j2.getLogger("com.example.quiet.Service").error("lost");
        log4j2.getLogger("com.example.Other").info("kept");
        Configurator.shutdown(log4j2, 10, TimeUnit.SECONDS);
        assertThat(lines("file.log")).containsExactly("INFO com.example.Other kept");
    }

    // ------------------------------------------------------------------ a level that is not a level

    @Test
    void logbackReadsALevelItDoesNotKnowAsDebug() throws Exception {
        List<Finding> findings = of(lint("unknown-level.xml"), "unknown-level");
        assertThat(findings).extracting(Finding::line).containsExactly(6, 7);
        assertThat(findings).allSatisfy(f -> assertThat(f.why()).contains("reads it as DEBUG"));
        assertThat(findings.get(1).message()).contains("missing its '$'");

        LoggerContext context = logback("unknown-level.xml");
        context.getLogger("com.example.typo").debug("typo debug");
        context.getLogger("com.example.brace").debug("brace debug");
        context.getLogger("com.example.other").info("other info");
        context.stop();
        assertThat(lines("file.log")).containsExactly("DEBUG com.example.typo typo debug", "DEBUG com.example.brace brace debug");
    }

    @Test
    void log4j2LeavesALevelItCannotConvertUnsetSoTheParentsApplies() throws Exception {
        List<Finding> findings = of(lint("log4j2-unknown-level.xml"), "unknown-level");
        assertThat(findings).extracting(Finding::line).containsExactly(7, 8);
        assertThat(findings).allSatisfy(f -> assertThat(f.why()).contains("takes its parent's level (\"com.example\"'s, WARN)"));

        var context = log4j2("log4j2-unknown-level.xml");
        for (String name : List.of("com.example.typo", "com.example.brace")) {
            context.getLogger(name).debug("debug");
            context.getLogger(name).info("info");
            context.getLogger(name).warn("warn");
        }
        Configurator.shutdown(context, 10, TimeUnit.SECONDS);
        assertThat(lines("file.log")).containsExactly("WARN com.example.typo warn", "WARN com.example.brace warn");
    }

    // ------------------------------------------------------------------ unreachable appenders

    @Test
    void anAppenderNoLoggerReachesGetsOnlyTheUnreachableFinding() throws Exception {
        List<Finding> findings = lint("unreachable-console.xml", 38_000, 60);
        assertThat(of(findings, "unreachable-appender")).singleElement().satisfies(f -> assertThat(f.line()).isEqualTo(6));
        assertThat(of(findings, "console-at-rate")).isEmpty();

        LoggerContext context = logback("unreachable-console.xml");
        assertThat(context.getLogger("ROOT").getAppender("CONSOLE")).isNull();
        assertThat(statuses(context)).anyMatch(s -> s.contains("Appender named [CONSOLE] not referenced"));
        context.stop();
    }

    @Test
    void anIncludeLintCouldNotReadMayReachItSoItIsNotCalledUnreachable() throws Exception {
        List<Finding> findings = lint("unreachable-unread-include.xml");
        assertThat(of(findings, "unreachable-appender")).isEmpty();
        assertThat(of(findings, "unresolved")).isNotEmpty();
    }

    @Test
    void aDuplicateJsonKeyDropsTheFirstAppenderRefAndTheFindingSaysSo() throws Exception {
        assertThat(of(lint("log4j2-duplicate-key.json"), "unreachable-appender")).singleElement().satisfies(f -> {
            assertThat(f.element()).contains("name=\"JSON\"");
            assertThat(f.why()).contains("\"AppenderRef\" key naming it (line 13) is written twice").contains("line 14");
        });

        var context = log4j2("log4j2-duplicate-key.json");
        context.getLogger("app").info("event");
        Configurator.shutdown(context, 10, TimeUnit.SECONDS);
        assertThat(lines("main.log")).containsExactly("INFO app event");
        assertThat(lines("json.log")).isEmpty();
    }

    // ------------------------------------------------------------------ third-party appenders

    @Test
    void logstashRingsWithNoShutdownHookAreNamed() throws Exception {
        assertThat(of(lint("logstash-no-hook.xml"), "no-shutdown-hook")).singleElement().satisfies(f -> {
            assertThat(f.message()).contains("RING, LoggingEventAsyncDisruptorAppender");
            assertThat(f.why()).contains("daemon thread").contains("shutdownGracePeriod");
        });
    }

    /** An exporter that holds its first batch until released, counting what it exported. */
    private static final class BlockedExporter implements LogRecordExporter {
        final CountDownLatch release = new CountDownLatch(1);
        final AtomicInteger exported = new AtomicInteger();

        @Override
        public CompletableResultCode export(Collection<LogRecordData> logs) {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exported.addAndGet(logs.size());
            return CompletableResultCode.ofSuccess();
        }

        @Override
        public CompletableResultCode flush() {
            return CompletableResultCode.ofSuccess();
        }

        @Override
        public CompletableResultCode shutdown() {
            return CompletableResultCode.ofSuccess();
        }
    }

    private static SdkLoggerProvider provider(BlockedExporter exporter) {
        return SdkLoggerProvider.builder().addLogRecordProcessor(BatchLogRecordProcessor.builder(exporter).setMaxQueueSize(4)
                .setMaxExportBatchSize(1).setScheduleDelay(1, TimeUnit.MILLISECONDS).build()).build();
    }

    /** The API the appenders take, with only the logs bridge of the SDK behind it. */
    private static OpenTelemetry api(SdkLoggerProvider provider) {
        return new OpenTelemetry() {
            @Override
            public TracerProvider getTracerProvider() {
                return TracerProvider.noop();
            }

            @Override
            public ContextPropagators getPropagators() {
                return ContextPropagators.noop();
            }

            @Override
            public LoggerProvider getLogsBridge() {
                return provider;
            }
        };
    }

    @Test
    void openTelemetrysLogbackAppenderDropsWhatTheFullBatchQueueCannotHoldWithoutMakingCallersWait() throws Exception {
        List<Finding> findings = of(lint("otel-logback.xml"), "otel-appender");
        assertThat(findings).extracting(Finding::line).containsExactly(2, 3);
        assertThat(findings.get(0).message()).contains("drops records of any level, silently");
        assertThat(findings.get(1).message()).contains("captureCodeAttributes");

        LoggerContext context = logback("otel-logback.xml");
        BlockedExporter exporter = new BlockedExporter();
        try (SdkLoggerProvider provider = provider(exporter)) {
            ((io.opentelemetry.instrumentation.logback.appender.v1_0.OpenTelemetryAppender) context.getLogger("ROOT").getAppender("OTEL"))
                    .setOpenTelemetry(api(provider));
            for (int i = 0; i < 100; i++) {
                context.getLogger("app").error("event " + i);
            }
            // Every call returned while the exporter still holds its first batch: the callers never waited.
            assertThat(exporter.release.getCount()).isEqualTo(1);
            exporter.release.countDown();
            provider.forceFlush().join(10, TimeUnit.SECONDS);
        }
        List<String> statuses = statuses(context);
        context.stop();
        // One batch in the exporter, four in the queue at most: the other ERROR events were dropped, with no status.
        assertThat(exporter.exported.get()).isBetween(1, 10);
        assertThat(statuses).noneMatch(s -> s.toLowerCase().contains("drop"));
    }

    @Test
    void openTelemetrysLog4j2AppenderIsNamedWithItsSettings() throws Exception {
        List<Finding> findings = of(lint("log4j2-otel.xml"), "otel-appender");
        assertThat(findings).extracting(Finding::line).containsExactly(3, 3);
        assertThat(findings.get(1).message()).contains("captureExperimentalAttributes");
    }
}

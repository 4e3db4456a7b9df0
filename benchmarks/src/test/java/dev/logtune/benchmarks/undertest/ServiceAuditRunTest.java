package dev.logtune.benchmarks.undertest;

import dev.logtune.lab.audit.ServiceAudit;
import dev.logtune.lab.audit.SiteRow;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.benchmarks.workload.ServiceEmitter;
import dev.logtune.benchmarks.workload.ServiceSite;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LogLevel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** The per-site audit of the service workload, on small in-process runs through the real frameworks. */
class ServiceAuditRunTest {
    private static final String SQL_HELPER = "org.hibernate.engine.jdbc.spi.SqlExceptionHelper";
    private static final String SESSIONS = "com.acme.shop.web.SessionFilter";

    @TempDir
    Path dir;

    private static String logback(String inside) {
        return """
                <configuration>
                  %s
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>${LOG_DIR}/app.log</file>
                    <encoder><pattern>%%d [%%thread] %%-5level %%logger{36} - %%msg%%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="FILE"/></root>
                </configuration>
                """.formatted(inside);
    }

    private ServiceAudit run(LoggingTarget target, int threads, long perThread) throws Exception {
        LoggingUnderTest logging = LoggingUnderTest.start(target, dir, LoggingUnderTest.Options.inProcess());
        ServiceEmitter emitter = logging.serviceEmitter();
        Map<Integer, Long> calls = new TreeMap<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Thread writer = new Thread(() -> {
                logging.enterThread(thread);
                for (long s = 0; s < perThread; s++) {
                    emitter.emit(ServiceWorkload.id(thread, s));
                }
                logging.leaveThread();
            });
            writer.start();
            writer.join();
            calls.put(thread, perThread);
        }
        LoggingUnderTest.Stopped stopped = logging.drainAndStop(Duration.ofSeconds(30));
        ServiceAudit audit = logging.serviceAudit(calls, stopped);
        assertThat(audit.calls()).isEqualTo(threads * perThread);
        assertThat(audit.written()).isEqualTo(stopped.written());
        return audit;
    }

    private static SiteRow row(ServiceAudit audit, String logger, LogLevel level) {
        return audit.sites().stream().filter(r -> r.logger().equals(logger) && r.level().equals(level.name())).findFirst()
                .orElseThrow();
    }

    @ParameterizedTest
    @ValueSource(strings = {"logback-file", "logback-file-json", "log4j2-file", "log4j2-file-json"})
    void everyEnabledEventIsFoundWholeInEachLayout(String setup) throws Exception {
        ServiceAudit audit = run(LoggingTarget.of(Matrix.require(setup), true), 2, 20_000);

        assertThat(audit.verdict()).isEqualTo(Verdict.COMPLETE);
        assertThat(audit.written()).isEqualTo(audit.enabled()).isPositive();
        assertThat(audit.enabled()).isEqualTo(audit.sites().stream()
                .filter(r -> ServiceWorkload.site(r.site()).enabledAt(LogLevel.INFO)).mapToLong(SiteRow::calls).sum());
        assertThat(audit.lost()).isZero();
        assertThat(audit.warnErrorMissing()).isZero();
        assertThat(audit.warnErrorWritten()).isEqualTo(audit.warnErrorEnabled()).isPositive();
        for (SiteRow row : audit.sites()) {
            ServiceSite site = ServiceWorkload.site(row.site());
            assertThat(row.enabled()).as(site.logger()).isEqualTo(site.enabledAt(LogLevel.INFO) ? row.calls() : 0);
            assertThat(row.written()).as(site.logger()).isEqualTo(row.enabled());
        }
    }

    @Test
    void aLoggerSetAboveItsSitesLevelDropsByDesignAndAMissingErrorIsFlagged() throws Exception {
        String xml = logback("<logger name=\"" + SQL_HELPER + "\" level=\"OFF\"/>\n<logger name=\"" + SESSIONS
                + "\" level=\"WARN\"/>");
        ServiceAudit audit = run(new LoggingTarget("levels", Framework.LOGBACK, xml, Map.of(), false, false, null, 0), 4, 50_000);

        SiteRow sessions = row(audit, SESSIONS, LogLevel.INFO);
        assertThat(sessions.calls()).isPositive();
        assertThat(sessions.enabled()).isZero();
        assertThat(sessions.droppedUncounted()).isEqualTo(sessions.calls());
        assertThat(sessions.lost()).isZero();
        SiteRow errors = row(audit, SQL_HELPER, LogLevel.ERROR);
        SiteRow warnings = row(audit, SQL_HELPER, LogLevel.WARN);
        assertThat(errors.calls()).isPositive();
        assertThat(errors.droppedUncounted()).isEqualTo(errors.calls());
        assertThat(audit.warnErrorMissing()).as("the helper's WARN and ERROR are gone: flagged")
                .isEqualTo(errors.calls() + warnings.calls());
        assertThat(audit.droppedByLevel()).isEqualTo(sessions.calls() + errors.calls() + warnings.calls());
        assertThat(audit.lost()).isZero();
        assertThat(audit.verdict()).isEqualTo(Verdict.DROPPED);
        assertThat(audit.totals().discarded()).isEqualTo(audit.droppedByLevel());
        assertThat(audit.written()).isEqualTo(audit.enabled());
    }

    @Test
    void aDuplicateFilterDropsRepeatedErrorsSilentlyAndTheAuditSaysSo() throws Exception {
        String xml = logback("<turboFilter class=\"ch.qos.logback.classic.turbo.DuplicateMessageFilter\"/>");
        LoggingTarget target = new LoggingTarget("dedup", Framework.LOGBACK, xml, Map.of(), false, false, null, 0);
        assertThat(target.silentFilter()).isEqualTo("DuplicateMessageFilter");
        ServiceAudit audit = run(target, 2, 50_000);

        SiteRow duplicateKey = row(audit, SQL_HELPER, LogLevel.ERROR);
        assertThat(duplicateKey.enabled()).isGreaterThan(10);
        assertThat(duplicateKey.written()).isLessThan(duplicateKey.enabled());
        assertThat(duplicateKey.droppedUncounted()).isEqualTo(duplicateKey.enabled() - duplicateKey.written());
        assertThat(audit.warnErrorMissing()).isPositive();
        assertThat(audit.lost()).isZero();
        assertThat(audit.droppedUncounted()).isEqualTo(audit.enabled() - audit.written());
        assertThat(audit.verdict()).isEqualTo(Verdict.DROPPED);
    }

    @Test
    void aSpentBurstFilterIsNoLevelItsDropsAreSilentAndWarningsPass() throws Exception {
        String xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <Configuration status="WARN">
                  <Properties><Property name="LOG_DIR">${sys:LOG_DIR}</Property></Properties>
                  <BurstFilter level="INFO" rate="50" maxBurst="100"/>
                  <Appenders>
                    <File name="FILE" fileName="${LOG_DIR}/app.log">
                      <PatternLayout pattern="%d [%t] %-5level %logger{36} - %msg%n"/>
                    </File>
                  </Appenders>
                  <Loggers>
                    <Root level="INFO"><AppenderRef ref="FILE"/></Root>
                  </Loggers>
                </Configuration>
                """;
        LoggingTarget target = new LoggingTarget("burst", Framework.LOG4J2, xml, Map.of(), false, false, null, 0);
        assertThat(target.silentFilter()).isEqualTo("BurstFilter");
        ServiceAudit audit = run(target, 2, 30_000);

        // the bucket is empty when the levels are read: the level still enables every INFO site
        assertThat(audit.enabled()).isEqualTo(audit.sites().stream()
                .filter(r -> ServiceWorkload.site(r.site()).enabledAt(LogLevel.INFO)).mapToLong(SiteRow::calls).sum());
        assertThat(audit.written()).isLessThan(audit.enabled() / 10);
        assertThat(audit.droppedUncounted()).isEqualTo(audit.enabled() - audit.written());
        assertThat(audit.warnErrorMissing()).as(audit.sites().stream().filter(r -> r.severe() && r.written() < r.enabled())
                .map(Object::toString).toList().toString()).isZero();
        assertThat(audit.lost()).isZero();
        assertThat(audit.verdict()).isEqualTo(Verdict.DROPPED);
    }

    @Test
    void withoutADeclaredFilterTheSameDropsAreLost() throws Exception {
        String xml = logback("<turboFilter class=\"ch.qos.logback.classic.turbo.DuplicateMessageFilter\"/>");
        // a target that does not say it filters: what is missing is lost
        LoggingTarget target = new LoggingTarget("dedup-undeclared", Framework.LOGBACK, xml, Map.of(), false, false, null, 0,
                false, null);
        ServiceAudit audit = run(target, 1, 20_000);

        assertThat(audit.lost()).isEqualTo(audit.enabled() - audit.written()).isPositive();
        assertThat(audit.verdict()).isEqualTo(Verdict.LOSSY);
    }

    @Test
    void theSamplersDropsAreCountedSiteBySiteAndItKeepsEveryWarning() throws Exception {
        String xml = logback("""
                <turboFilter class="dev.logtune.sampler.logback.SiteBudgetTurboFilter">
                    <perSiteLimit>20</perSiteLimit>
                    <totalLimit>200</totalLimit>
                    <summaryInterval>1 seconds</summaryInterval>
                  </turboFilter>""");
        ServiceAudit audit = run(new LoggingTarget("sampled", Framework.LOGBACK, xml, Map.of(), false, false, null, 0), 2, 50_000);

        assertThat(audit.samplerSummaries()).isPositive();
        assertThat(audit.samplerUnreadable()).isZero();
        assertThat(audit.snapshotDropped()).isEqualTo(audit.samplerDropped());
        assertThat(audit.droppedCounted()).isPositive().isEqualTo(audit.enabled() - audit.written());
        assertThat(audit.lost()).isZero();
        assertThat(audit.warnErrorMissing()).isZero();
        assertThat(audit.verdict()).isEqualTo(Verdict.DROPPED);
        List<SiteRow> rows = audit.sites();
        assertThat(rows).allSatisfy(r -> assertThat(r.written() + r.droppedCounted()).as("site " + r.site()).isEqualTo(r.enabled()));
        assertThat(rows.stream().filter(SiteRow::severe)).allSatisfy(r -> assertThat(r.droppedCounted()).isZero());
        assertThat(row(audit, "com.acme.shop.web.RequestLog", LogLevel.INFO).droppedCounted()).isPositive();
    }
}

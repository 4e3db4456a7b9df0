package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.lint.Linter;
import dev.logtune.lab.audit.Verdict;
import dev.logtune.lab.results.DiskFullRecord;
import dev.logtune.lab.results.Latency;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.tuner.advice.Figures;
import dev.logtune.tuner.advice.SyntheticResults;
import dev.logtune.tuner.configfile.ConfigFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The disk-full rule quotes what the matched setup did on a full disk, from recorded runs. */
class DiskFullRuleTest {
    private static final String LOGBACK_FILE = """
            <configuration>
              <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                <file>app.log</file>
                <encoder><pattern>%d %-5level %logger - %msg%n</pattern></encoder>
              </appender>
              <root level="INFO"><appender-ref ref="FILE"/></root>
            </configuration>
            """;

    @TempDir
    Path dir;

    private static Latency p99(double micros) {
        return new Latency(1000, micros / 2, micros / 1.5, micros, micros * 2, micros * 3);
    }

    private static Figures measured(String setup, long statuses, double resumedAfter) {
        DiskFullRecord full = new DiskFullRecord(true, "", 3, 3, p99(150), p99(1000), p99(150), 7, 0, null, statuses,
                statuses > 0 ? "IO failure while writing to file" : null, 3, 29_655, 0, resumedAfter, 0);
        RateRecord run = new RateRecord(setup, "disk-full", "3 s", 16, 10_000, 12, 10_000, true, p99(300), p99(50), null,
                null, 7, -1, 0, 140_000, 110_342, 0, 29_658, Verdict.LOSSY, "", 1, null, "s").withDiskFull(full);
        return new Figures(new SyntheticResults().withRecord(run).build());
    }

    private List<Finding> lint(String name, String xml, Figures figures) throws Exception {
        Path file = Files.writeString(dir.resolve(name), xml);
        return Linter.lint(ConfigFile.read(file, Map.of()), null, null, figures).stream()
                .filter(f -> f.rule().equals("disk-full")).toList();
    }

    @Test
    void aLossTheFrameworkReportsAndRecoversFromIsANoteWithTheFigures() throws Exception {
        List<Finding> findings = lint("logback.xml", LOGBACK_FILE, measured("logback-file", 1136, 0.09));
        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).contains("logback-file").contains("loses 29,658 of 140,000 events")
                    .contains("1,136 error statuses").contains("resumes by itself 0.09 ms after");
            assertThat(f.why()).contains("StatusManager");
        });
    }

    @Test
    void silentLossIsAWarning() throws Exception {
        List<Finding> findings = lint("logback.xml", LOGBACK_FILE, measured("logback-file", 0, 0.09));
        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("nothing says so");
        });
    }

    @Test
    void aLog4j2FileAppenderThatDoesNotIgnoreExceptionsIsSaidApart() throws Exception {
        List<Finding> findings = lint("log4j2.xml", """
                <Configuration>
                  <Appenders>
                    <File name="FILE" fileName="app.log" ignoreExceptions="false"><PatternLayout pattern="%m%n"/></File>
                  </Appenders>
                  <Loggers><Root level="info"><AppenderRef ref="FILE"/></Root></Loggers>
                </Configuration>
                """, measured("log4j2-file", 4, 0.1));
        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("ignoreExceptions=\"false\"").contains("AppenderLoggingException");
        });
    }

    @Test
    void aConfigWithNoFileAppenderHasNothingToFill() throws Exception {
        assertThat(lint("logback.xml", """
                <configuration>
                  <appender name="OUT" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder><pattern>%msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="OUT"/></root>
                </configuration>
                """, measured("logback-console", 0, -1))).isEmpty();
    }
}

package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.configfile.ConfigFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class StartupRuleTest {
    @TempDir
    Path dir;

    private List<Finding> lint(String xml) throws Exception {
        Path file = Files.writeString(dir.resolve("logback.xml"), xml);
        return Linter.lint(ConfigFile.read(file, Map.of()), null, null, null).stream()
                .filter(f -> f.rule().equals("never-started")).toList();
    }

    @Test
    void anAppenderWithNoEncoderNeverStartsAndAFileWithNoRootWritesLittle() throws Exception {
        List<Finding> findings = lint("""
                <configuration>
                  <appender name="STDOUT" class="ch.qos.logback.core.ConsoleAppender"/>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>app.log</file>
                    <encoder><pattern>%msg%n</pattern></encoder>
                  </appender>
                  <logger name="com.example" level="INFO"><appender-ref ref="FILE"/><appender-ref ref="STDOUT"/></logger>
                </configuration>
                """);
        assertThat(findings).extracting(Finding::severity, Finding::line)
                .containsExactlyInAnyOrder(org.assertj.core.groups.Tuple.tuple(Severity.ERROR, 2),
                        org.assertj.core.groups.Tuple.tuple(Severity.WARNING, 1));
        assertThat(findings).anySatisfy(f -> assertThat(f.message()).contains("\"STDOUT\" has no <encoder>"));
        assertThat(findings).anySatisfy(f -> assertThat(f.message()).contains("there is no <root>"));
    }

    @Test
    void noRootWhereEveryLoggerIsClosedOffIsANote() throws Exception {
        assertThat(lint("""
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>client.log</file>
                    <encoder><pattern>%msg%n</pattern></encoder>
                  </appender>
                  <logger name="com.example.client" level="INFO" additivity="false"><appender-ref ref="FILE"/></logger>
                </configuration>
                """)).singleElement().satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.NOTE));
    }

    @Test
    void aWellWiredFileStartsClean() throws Exception {
        assertThat(lint("""
                <configuration>
                  <appender name="STDOUT" class="ch.qos.logback.core.ConsoleAppender">
                    <layout class="ch.qos.logback.classic.PatternLayout"><pattern>%msg%n</pattern></layout>
                  </appender>
                  <root level="INFO"><appender-ref ref="STDOUT"/></root>
                </configuration>
                """)).isEmpty();
    }
}

package dev.logtune.tuner.lint;

import dev.logtune.tuner.lint.rules.Finding;
import com.fasterxml.jackson.databind.JsonNode;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.cli.OutputFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LintRunTest {
    @TempDir
    Path dir;

    private Path asyncDefault() throws Exception {
        Path resources = Files.createDirectories(dir.resolve("src/main/resources"));
        return Files.writeString(resources.resolve("logback.xml"), """
                <configuration>
                  <shutdownHook/>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>app.log</file><encoder><pattern>%msg%n</pattern></encoder>
                  </appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender"><appender-ref ref="FILE"/></appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """);
    }

    @Test
    void failOnPicksTheFindingsThatFail() throws Exception {
        LintRun run = LintRun.of(asyncDefault(), Map.of(), null, null, null, null);
        assertThat(run.failing(FailOn.ERROR)).extracting(Finding::rule).containsExactly("async-silent-drop");
        assertThat(run.failing(FailOn.NOTE)).hasSameSizeAs(run.findings()).hasSizeGreaterThan(1);
        assertThat(run.failing(FailOn.NEVER)).isEmpty();
        assertThat(FailOn.NOTE.fails(run.findings())).isTrue();
    }

    @Test
    void sarifPathsAreRelativeToTheBaseGiven() throws Exception {
        StringWriter text = new StringWriter();
        LintRenderers.relativeTo(dir).render(OutputFormat.SARIF,
                new LintOutcome.Linted(LintRun.of(asyncDefault(), Map.of(), null, null, null, null), null, null), new PrintWriter(text));
        JsonNode sarif = ResultsFile.mapper().readTree(text.toString());
        JsonNode location = sarif.path("runs").get(0).path("results").get(0).path("locations").get(0).path("physicalLocation");
        assertThat(location.path("artifactLocation").path("uri").asText()).isEqualTo("src/main/resources/logback.xml");
        assertThat(location.path("region").path("startLine").asInt()).isEqualTo(6);
    }

    @Test
    void aMissingFileIsAConfigException() {
        assertThatThrownBy(() -> LintRun.of(dir.resolve("logback.xml"), Map.of(), null, null, null, null))
                .isInstanceOf(ConfigException.class);
    }
}

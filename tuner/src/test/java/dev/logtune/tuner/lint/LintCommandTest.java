package dev.logtune.tuner.lint;

import com.fasterxml.jackson.databind.JsonNode;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class LintCommandTest {
    @TempDir
    Path dir;

    private Path asyncDefault() throws Exception {
        return Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>app.log</file><immediateFlush>false</immediateFlush>
                    <encoder><pattern>%msg%n</pattern></encoder>
                  </appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender"><appender-ref ref="FILE"/></appender>
                  <shutdownHook/>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """);
    }

    @Test
    void textNamesTheElementLineAndFix() throws Exception {
        TunerRun run = TunerRun.of("lint", asyncDefault().toString(), "--results", "/nonexistent-so-none.json");
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        TunerRun lint = TunerRun.of("lint", asyncDefault().toString());
        assertThat(lint.exit()).as(lint.err()).isEqualTo(ExitCode.NEGATIVE);
        assertThat(lint.out()).contains("ERROR logback.xml:6 <appender name=\"ASYNC\" class=\"AsyncAppender\"> [async-silent-drop]")
                .contains("fix: <discardingThreshold>0</discardingThreshold>");
    }

    @Test
    void failOnDecidesTheExitCode() throws Exception {
        Path config = asyncDefault();
        assertThat(TunerRun.of("lint", config.toString(), "--fail-on", "never").exit()).isZero();
        assertThat(TunerRun.of("lint", config.toString(), "--fail-on", "warning").exit()).isEqualTo(ExitCode.NEGATIVE);
        Path clean = Files.writeString(dir.resolve("clean.xml"), """
                <configuration><shutdownHook/>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender"><file>app.log</file>
                    <immediateFlush>false</immediateFlush><encoder><pattern>%msg%n</pattern></encoder></appender>
                  <root level="INFO"><appender-ref ref="FILE"/></root>
                </configuration>
                """);
        TunerRun run = TunerRun.of("lint", clean.toString(), "--fail-on", "warning");
        assertThat(run.exit()).isZero();
        // A loose file that never rolls is a note (plain-file), below --fail-on warning.
        assertThat(run.out()).doesNotContain("WARNING").doesNotContain("ERROR");
    }

    @Test
    void sarifCarriesRulesLevelsAndLocations() throws Exception {
        TunerRun run = TunerRun.of("lint", asyncDefault().toString(), "--format", "sarif");
        JsonNode sarif = ResultsFile.mapper().readTree(run.out());
        assertThat(sarif.path("version").asText()).isEqualTo("2.1.0");
        JsonNode logtune = sarif.path("runs").get(0);
        assertThat(logtune.path("tool").path("driver").path("rules").findValuesAsText("id")).contains("async-silent-drop", "immediate-flush");
        JsonNode result = logtune.path("results").get(0);
        assertThat(result.path("ruleId").asText()).isEqualTo("async-silent-drop");
        assertThat(result.path("level").asText()).isEqualTo("error");
        assertThat(result.path("locations").get(0).path("physicalLocation").path("region").path("startLine").asInt()).isEqualTo(6);
    }

    @Test
    void jsonIsAVersionedDocumentWithTheFindings() throws Exception {
        JsonNode json = ResultsFile.mapper().readTree(TunerRun.of("lint", asyncDefault().toString(), "--format", "json").out());
        assertThat(json.path("schema").asText()).isEqualTo("logtune-lint/1");
        assertThat(json.path("findings").isArray()).isTrue();
        assertThat(json.path("findings").get(0).path("rule").asText()).isEqualTo("async-silent-drop");
    }

    @Test
    void anExternalEntityPayloadIsRefusedAndNothingIsRead() throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET-CONTENT");
        Path xml = Files.writeString(dir.resolve("evil.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE configuration [ <!ENTITY x SYSTEM "%s"> ]>
                <configuration><property name="P" value="&x;"/></configuration>
                """.formatted(secret.toUri()));
        TunerRun run = TunerRun.of("lint", xml.toString());
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("evil.xml:2: malformed XML: a DOCTYPE is not allowed");
        assertThat(run.out() + run.err()).doesNotContain("TOP-SECRET-CONTENT");
    }

    @Test
    void malformedXmlGivesTheLine() throws Exception {
        Path xml = Files.writeString(dir.resolve("broken.xml"), "<configuration>\n  <appender name=\"A\">\n</configuration>\n");
        TunerRun run = TunerRun.of("lint", xml.toString());
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip()).startsWith("tuner: " + xml + ":3: malformed XML:");
        assertThat(run.err().lines().count()).isEqualTo(1);
    }
}

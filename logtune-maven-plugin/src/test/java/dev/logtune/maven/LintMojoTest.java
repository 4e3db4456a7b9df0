package dev.logtune.maven;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LintMojoTest {
    private static final String ASYNC_DEFAULT = """
            <configuration>
              <shutdownHook/>
              <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                <file>app.log</file><encoder><pattern>%msg%n</pattern></encoder>
              </appender>
              <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender"><appender-ref ref="FILE"/></appender>
              <root level="INFO"><appender-ref ref="ASYNC"/></root>
            </configuration>
            """;

    @TempDir
    Path basedir;

    private final RecordingLog log = new RecordingLog();

    private LintMojo mojo() {
        MavenProject project = new MavenProject();
        project.setFile(basedir.resolve("pom.xml").toFile());
        LintMojo mojo = new LintMojo();
        mojo.project = project;
        mojo.failOn = "error";
        mojo.sarifFile = sarif().toFile();
        mojo.sarifBase = basedir.toFile();
        mojo.setLog(log);
        return mojo;
    }

    private Path sarif() {
        return basedir.resolve("target/logtune/lint.sarif");
    }

    private Path config(String name, String text) throws Exception {
        return Files.writeString(Files.createDirectories(basedir.resolve("src/main/resources")).resolve(name), text);
    }

    @Test
    void aLossyConfigFailsTheBuildNamingTheFindingAndWritesSarif() throws Exception {
        Path config = config("logback.xml", ASYNC_DEFAULT);
        assertThatThrownBy(() -> mojo().execute()).isInstanceOf(MojoFailureException.class)
                .hasMessage("logtune lint: 1 finding at failOn=error: async-silent-drop (src/main/resources/logback.xml:6)");
        assertThat(log.lines).contains("[INFO] logtune lint src/main/resources/logback.xml (Logback), closest measured setup"
                + " logback-async-default: 1 error, 1 warning, 2 notes");
        assertThat(log.lines).anyMatch(l -> l.startsWith("[ERROR] " + config.toAbsolutePath() + ":[6,1] async-silent-drop: drops TRACE"));
        // A service's file (under src/main/resources) that never rolls is a warning.
        assertThat(log.lines).anyMatch(l -> l.startsWith("[WARNING] " + config.toAbsolutePath() + ":[3,1] plain-file: appender \"FILE\""));
        JsonNode first = new ObjectMapper().readTree(sarif().toFile()).path("runs").get(0).path("results").get(0);
        assertThat(first.path("ruleId").asText()).isEqualTo("async-silent-drop");
        assertThat(first.path("locations").get(0).path("physicalLocation").path("artifactLocation").path("uri").asText())
                .isEqualTo("src/main/resources/logback.xml");
    }

    @Test
    void failOnDecidesWhatFails() throws Exception {
        config("logback.xml", ASYNC_DEFAULT);
        LintMojo never = mojo();
        never.failOn = "never";
        never.execute();
        assertThat(sarif()).isRegularFile();
        LintMojo sometimes = mojo();
        sometimes.failOn = "sometimes";
        assertThatThrownBy(sometimes::execute).isInstanceOf(MojoExecutionException.class)
                .hasMessage("failOn must be error, warning, note or never, was sometimes");
    }

    @Test
    void aModuleWithNoConfigIsSkippedWithALine() throws Exception {
        mojo().execute();
        assertThat(log.lines).singleElement().asString().startsWith("[INFO] logtune lint: no logging config in this module"
                + " (looked for src/main/resources/logback.xml, ");
        assertThat(sarif()).doesNotExist();
    }

    @Test
    void skipRunsNothing() throws Exception {
        config("logback.xml", ASYNC_DEFAULT);
        LintMojo mojo = mojo();
        mojo.skip = true;
        mojo.execute();
        assertThat(log.lines).containsExactly("[INFO] logtune: skipped (logtune.skip)");
        assertThat(sarif()).doesNotExist();
    }

    @Test
    void aMalformedFileFailsInOneLineAndTheSarifSaysSo() throws Exception {
        config("logback.xml", "<configuration>\n  <appender name=\"A\"\n</configuration>\n");
        assertThatThrownBy(() -> mojo().execute()).isInstanceOf(MojoFailureException.class)
                .hasMessageStartingWith("logtune lint: ").hasMessageContaining("logback.xml")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        JsonNode invocation = new ObjectMapper().readTree(sarif().toFile()).path("runs").get(0).path("invocations").get(0);
        assertThat(invocation.path("executionSuccessful").asBoolean()).isFalse();
    }

    @Test
    void badLoadParametersAreRefusedBeforeLinting() throws Exception {
        config("logback.xml", ASYNC_DEFAULT);
        LintMojo negative = mojo();
        negative.rate = "-1";
        negative.threads = 4;
        assertThatThrownBy(negative::execute).isInstanceOf(MojoExecutionException.class)
                .hasMessage("rate: the rate must be above zero events/s, was -1");
        LintMojo alone = mojo();
        alone.rate = "38k";
        assertThatThrownBy(alone::execute).isInstanceOf(MojoExecutionException.class)
                .hasMessageStartingWith("give rate and threads together");
        assertThat(sarif()).doesNotExist();
    }
}

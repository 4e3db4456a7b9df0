package dev.logtune.tuner.lint;

import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.rules.Finding;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The edges found on real configurations: what Spring Boot and Logback define at run time, and where the file is. */
class LintEdgesTest {
    private static final Path DIR = Path.of("src/test/resources/lint/edges");

    @Test
    void springBootsOwnVariablesAndADiscriminatorKeyAreNotUnresolved() throws Exception {
        List<Finding> unresolved = Linter.lint(ConfigFile.read(DIR.resolve("logback-spring.xml"), Map.of()), null, null, null).stream()
                .filter(f -> f.rule().equals("unresolved")).toList();
        assertThat(unresolved).singleElement().satisfies(f -> {
            assertThat(f.message()).contains("${APP_LEVEL}");
            assertThat(f.message()).doesNotContain("PID").doesNotContain("FILE_LOG_PATTERN").doesNotContain("tenant");
        });
    }

    @Test
    void anApplicationFileBesideALogbackSpringXmlLintsThatFile() throws Exception {
        LintRun run = LintRun.of(DIR.resolve("beside/application.yml"), Map.of(), null, null, null, null);
        assertThat(run.config().path().getFileName()).hasToString("logback-spring.xml");
        assertThat(run.read()).anySatisfy(line -> assertThat(line).contains("logback-spring.xml sits beside application.yml")
                .contains("its 1 logging.level.* key, which Spring Boot sets over the file's own levels once it has loaded it, is"
                        + " not linted here"));
    }

    @Test
    void aLoggingConfigInAProfileDocumentDoesNotRefuseTheFile() throws Exception {
        LintRun run = LintRun.of(DIR.resolve("profile/application.yml"), Map.of(), null, null, null, null);
        assertThat(run.config().path().getFileName()).hasToString("application.yml");
        assertThat(run.read()).anySatisfy(line -> assertThat(line).contains("profile prod").contains("names its own logging file")
                .contains("logging.config=classpath:logback-prod.xml"));
    }

    @Test
    void theLoggingFileKeySpringBootNoLongerReadsMakesNoFile() throws Exception {
        LintRun run = LintRun.of(DIR.resolve("legacy-file/application.properties"), Map.of(), 20_000.0, 8, null, null);
        assertThat(run.read()).anySatisfy(line -> assertThat(line).startsWith("application.properties:3: logging.file=logs/ledger.log is the"
                + " key Spring Boot 2.2 renamed logging.file.name").endsWith("so it writes no file for it: linted without one"));
        assertThat(run.findings()).noneMatch(f -> f.element().contains("logging.file") || f.rule().equals("retention")
                || f.rule().equals("immediate-flush"));
    }

    @Test
    void anIncludedFragmentAloneGetsNoFindingThatBelongsToItsIncluder() throws Exception {
        List<Finding> findings = Linter.lint(ConfigFile.read(DIR.resolve("file-appender-fragment.xml"), Map.of()), null, null, null);
        assertThat(findings).extracting(Finding::rule).doesNotContain("no-shutdown-hook", "unreachable-appender", "never-started",
                "verbose-level");
    }
}

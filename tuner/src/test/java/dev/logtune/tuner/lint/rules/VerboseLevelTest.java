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

/** Levels as load: DEBUG and below on the root or broad loggers, and levels the framework reads as another. */
class VerboseLevelTest {
    private static final Path DIR = Path.of("src/test/resources/lint/levels");

    private static List<Finding> lint(Path file) throws Exception {
        return Linter.lint(ConfigFile.read(file, Map.of()), null, null, null).stream()
                .filter(f -> f.rule().equals("verbose-level")).toList();
    }

    @Test
    void aRootAtDebugIsAWarningALibraryAtDebugANoteTheServicesOwnNothing() throws Exception {
        List<Finding> found = lint(DIR.resolve("logback-root-debug.xml"));
        assertThat(found).extracting(Finding::severity).containsExactly(Severity.WARNING, Severity.NOTE);
        assertThat(found.get(0).message()).contains("the root logger runs at DEBUG");
        assertThat(found.get(1).message()).contains("logger \"org.hibernate.SQL\" runs at DEBUG");
        assertThat(found).noneMatch(f -> f.message().contains("com.example.orders.pricing"));
    }

    @Test
    void logbacksColonWithoutDashIsNoDefaultAndTheLevelIsDebug() throws Exception {
        assertThat(lint(DIR.resolve("logback-colon-default.xml"))).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("${logger.level:INFO}").contains("DEBUG");
            assertThat(f.why()).contains("logger.level:INFO_IS_UNDEFINED");
            assertThat(f.fix()).contains("${logger.level:-INFO}");
        });
    }

    @Test
    void debugInADevelopmentProfileIsNotProduction() throws Exception {
        assertThat(lint(DIR.resolve("logback-spring.xml"))).isEmpty();
    }

    @Test
    void log4j2RootAtAllAndABroadLibraryAtTrace() throws Exception {
        List<Finding> found = lint(DIR.resolve("log4j2-root-all.xml"));
        assertThat(found).extracting(Finding::severity).containsExactly(Severity.WARNING, Severity.WARNING);
        assertThat(found).anyMatch(f -> f.message().contains("the root logger runs at TRACE (ALL)"));
        assertThat(found).anyMatch(f -> f.message().contains("\"org.springframework\" runs at TRACE"));
    }

    @Test
    void aLogbackRootWithNoLevelRunsAtDebugAndATestFileIsNotJudged(@TempDir Path dir) throws Exception {
        String xml = """
                <configuration>
                  <appender name="C" class="ch.qos.logback.core.ConsoleAppender"><encoder><pattern>%m%n</pattern></encoder></appender>
                  <root><appender-ref ref="C"/></root>
                </configuration>
                """;
        assertThat(lint(Files.writeString(dir.resolve("logback.xml"), xml))).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("Logback's root defaults to DEBUG"));
        assertThat(lint(Files.writeString(dir.resolve("logback-test.xml"), xml))).isEmpty();
    }
}

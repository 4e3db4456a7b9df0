package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.configfile.ConfigFile;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Two appenders on one file, and events delivered twice through additivity. */
class DeliveryRulesTest {
    private static final Path DIR = Path.of("src/test/resources/lint/delivery");

    private static List<Finding> lint(String name, String rule) throws Exception {
        return Linter.lint(ConfigFile.read(DIR.resolve(name), Map.of()), null, null, null).stream()
                .filter(f -> f.rule().equals(rule)).toList();
    }

    @Test
    void logbackRefusesTheSecondAppenderOnAFile() throws Exception {
        assertThat(lint("logback.xml", "shared-file")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.line()).isEqualTo(6);
            assertThat(f.message()).contains("\"AUDIT\" writes logs/app.log, as \"MAIN\" (logback.xml:2)");
        });
    }

    @Test
    void log4j2MixesBothIntoOneFileAndTheLineIsWhereTheElementStarts() throws Exception {
        assertThat(lint("log4j2.xml", "shared-file")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.line()).isEqualTo(7);
            assertThat(f.message()).contains("\"AI\" writes logs/naming.log");
        });
    }

    @Test
    void alternativesPickedAtRunTimeAreANote(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = java.nio.file.Files.writeString(dir.resolve("log4j2.properties"), """
                appender.d.type = File
                appender.d.name = DRFA
                appender.d.fileName = ${sys:log.dir:-.}/app.log
                appender.d.layout.type = PatternLayout
                appender.r.type = File
                appender.r.name = RFA
                appender.r.fileName = ${sys:log.dir:-.}/app.log
                appender.r.layout.type = PatternLayout
                rootLogger = ${sys:root.logger:-INFO,RFA}
                """);
        assertThat(Linter.lint(ConfigFile.read(file, Map.of()), null, null, null)).filteredOn(f -> f.rule().equals("shared-file"))
                .singleElement().satisfies(f -> {
                    assertThat(f.severity()).isEqualTo(Severity.NOTE);
                    assertThat(f.message()).contains("lint cannot tell whether both are in use");
                });
    }

    @Test
    void appendersInProfilesThatNeverRunTogetherDoNotCollide() throws Exception {
        assertThat(lint("logback-spring.xml", "shared-file")).isEmpty();
    }

    @Test
    void aLoggerAdditiveToAnAncestorWithTheSameAppenderWritesTwice() throws Exception {
        List<Finding> twice = lint("logback.xml", "double-delivery");
        // io.grpc -> CONSOLE, additive to root -> CONSOLE; io.grpc.netty.shaded -> MAIN, additive via io.grpc to root -> MAIN.
        assertThat(twice).extracting(Finding::line).containsExactly(18, 21);
        assertThat(twice.get(0).message()).contains("logger \"io.grpc\" sends its events to \"CONSOLE\"").contains("\"ROOT\"");
        assertThat(twice.get(1).message()).contains("logger \"io.grpc.netty.shaded\" sends its events to \"MAIN\"");
        assertThat(lint("log4j2.xml", "double-delivery")).as("additivity off stops the walk").isEmpty();
    }

    @Test
    void noDoubleDeliveryIsSaidOfAnAppenderThatDoesNotExist() throws Exception {
        assertThat(lint("logback-undefined-twice.xml", "double-delivery")).isEmpty();
        assertThat(lint("logback-undefined-twice.xml", "undefined-appender")).extracting(Finding::line).containsExactly(8, 12);
    }
}

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

/** Log4j2's properties short form, rootLogger = LEVEL, REF...: its refs reach their appenders, as they do at run time. */
class ShortRootLoggerTest {
    private static final String APPENDERS = """
            appender.c.type = Console
            appender.c.name = console
            appender.c.layout.type = PatternLayout
            appender.r.type = File
            appender.r.name = RFA
            appender.r.fileName = a.log
            appender.r.layout.type = PatternLayout
            """;

    @TempDir
    Path dir;

    private List<String> rules(String rootLogger) throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.properties"), APPENDERS + rootLogger + "\n");
        return Linter.lint(ConfigFile.read(file, Map.of()), null, null, null).stream()
                .map(f -> f.rule() + " " + f.element()).toList();
    }

    @Test
    void theShortFormsRefsReachTheirAppenders() throws Exception {
        assertThat(rules("rootLogger = info, console")).contains("unreachable-appender <File name=\"RFA\">")
                .noneMatch(r -> r.startsWith("unreachable-appender <Console"));
    }

    @Test
    void refsFromAVariableMayNameAnyAppenderSoNoneIsCalledUnreachable() throws Exception {
        assertThat(rules("rootLogger = ${sys:root.logger:-INFO,console}")).noneMatch(r -> r.startsWith("unreachable-appender"));
    }
}

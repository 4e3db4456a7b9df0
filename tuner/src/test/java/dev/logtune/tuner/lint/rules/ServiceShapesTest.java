package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.Linter;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Shapes services ship that lint misjudged, each on a file of the same shape, checked against the real framework. */
class ServiceShapesTest {
    private static final Path DIR = Path.of("src/test/resources/lint/shapes");

    @TempDir
    Path out;

    private static List<Finding> lint(String name, String rule) throws Exception {
        return Linter.lint(ConfigFile.read(DIR.resolve(name), Map.of()), 38_000.0, 60, null).stream()
                .filter(f -> f.rule().equals(rule)).toList();
    }

    @Test
    void aThresholdFilterOnAPropertiesAppenderRefIsReadAsInXml() throws Exception {
        assertThat(lint("log4j2-ref-threshold-warn.properties", "console-at-rate")).as("only WARN and above reach it").isEmpty();
        assertThat(lint("log4j2-ref-threshold-info.properties", "console-at-rate")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).isEqualTo("a console appender at 38k events/s.");
        });
    }

    @Test
    void aLevelTheFileDoesNotDefineMayBeTheServicesOwn() throws Exception {
        List<Finding> findings = lint("log4j2-level-from-code.xml", "unknown-level").stream()
                .sorted(java.util.Comparator.comparingInt(Finding::line)).toList();
        assertThat(findings).extracting(Finding::line).containsExactly(7, 8);
        assertThat(findings.get(0)).satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).contains("is not a level this file defines: the service must define it in its code")
                    .doesNotContain("is not a level.");
            assertThat(f.why()).contains("Level.forName").contains("takes its parent's level (the root's, WARN)");
        });
        assertThat(findings.get(1)).as("a slip of DEBUG").satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("is not a level.");
        });

        // What Log4j2 does: undefined, the logger takes the root's WARN; made in code first, the logger runs at it.
        assertThat(logged("undefined")).containsExactly("WARN com.example.detail warn");
        Level.forName("DETAIL", 450);
        assertThat(logged("defined")).containsExactly("INFO com.example.detail info", "WARN com.example.detail warn");
    }

    @Test
    void anAppenderAttachedOnlyInsideASkippedIfReachesNothing() throws Exception {
        // Logback 1.5.37 and later process neither branch of <if condition=...>: the console is never attached.
        ch.qos.logback.classic.LoggerContext context = new ch.qos.logback.classic.LoggerContext();
        context.setMDCAdapter(new ch.qos.logback.classic.util.LogbackMDCAdapter());
        ch.qos.logback.classic.joran.JoranConfigurator configurator = new ch.qos.logback.classic.joran.JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(DIR.resolve("logback-if-attribute-console.xml").toFile());
        assertThat(context.getLogger("ROOT").getAppender("STDOUT")).isNull();
        assertThat(context.getLogger("ROOT").getAppender("FILE")).isNotNull();
        context.stop();

        String file = "logback-if-attribute-console.xml";
        assertThat(lint(file, "if-condition")).singleElement().satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.ERROR));
        assertThat(lint(file, "console-at-rate")).isEmpty();
        assertThat(lint(file, "caller-data")).as("the file's pattern prints no caller").isEmpty();
        assertThat(lint(file, "unreachable-appender")).singleElement().satisfies(f -> {
            assertThat(f.line()).isEqualTo(3);
            assertThat(f.message()).contains("its only references sit inside an <if condition> it skips");
            assertThat(f.why()).contains("does not evaluate an <if condition=\"...\"> and applies neither branch");
        });
    }

    @Test
    void aPlainFilePerSiftedKeyIsJudgedAsSiftingBuildsIt() throws Exception {
        String file = "logback-sift-task-file.xml";
        assertThat(lint(file, "plain-file")).as("one key's file, not one file for every event").isEmpty();
        assertThat(lint(file, "sifting-unbounded")).singleElement().satisfies(f -> {
            assertThat(f.why()).contains("Each key gets its own FileAppender \"TASK-${taskLogPath}\": one file per value of the key")
                    .contains("how much reaches them is unknown").contains("TaskLogFilter");
        });
    }

    private List<String> logged(String run) throws Exception {
        Path dir = Files.createDirectories(out.resolve(run));
        System.setProperty("shapes.out", dir.toString());
        try {
            var context = Configurator.initialize("shapes-" + run + "-" + System.nanoTime(), null,
                    DIR.resolve("log4j2-level-from-code.xml").toUri());
            context.getLogger("com.example.detail").debug("debug");
            context.getLogger("com.example.detail").info("info");
            context.getLogger("com.example.detail").warn("warn");
            Configurator.shutdown(context, 10, TimeUnit.SECONDS);
        } finally {
            System.clearProperty("shapes.out");
        }
        Path file = dir.resolve("file.log");
        return Files.exists(file) ? Files.readAllLines(file) : List.of();
    }
}

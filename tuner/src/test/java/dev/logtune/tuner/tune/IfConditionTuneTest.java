package dev.logtune.tuner.tune;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.status.Status;
import dev.logtune.tuner.userfiles.UserFiles;
import dev.logtune.support.files.FileTrees;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.Linter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * tune rewrites {@code <if condition="...">} as the {@code <condition>} element before the {@code <if>}, and the real
 * Logback shipped here (1.6.x) then builds the appenders the attribute form lost.
 */
class IfConditionTuneTest {
    @TempDir
    Path dir;

    private Path service(String name) throws Exception {
        Path from = Path.of(IfConditionTuneTest.class.getResource("/versions/" + name).toURI());
        Path to = dir.resolve(name);
        try (var files = Files.walk(from)) {
            for (Path each : files.toList()) {
                Path target = to.resolve(from.relativize(each).toString());
                if (Files.isDirectory(each)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(each, target);
                }
            }
        }
        return to.resolve("src/main/resources/logback.xml");
    }

    private static LoggerContext load(Path file, Path logs) throws Exception {
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        context.putProperty("LOG_DIR", logs.toString());
        context.putProperty("ENV", "prod");
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(file.toFile());
        return context;
    }

    @Test
    void tuneWritesTheConditionElementAndLogbackAttachesTheAppendersAgain() throws Exception {
        Path file = service("new-logback");
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "1000", "--threads", "4", "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("- <if> at line 10 condition=\"isDefined(\"LOG_DIR\")\" -> <condition")
                .contains("Logback 1.5.38 skips the condition attribute, so appender FILE is never created")
                .contains("judged for: Logback 1.5.38 (pom.xml:17");
        String tuned = Files.readString(file);
        assertThat(tuned).contains("\n  <condition class=\"ch.qos.logback.core.boolex.ExpressionPropertyCondition\">"
                        + "<expression>isDefined(\"LOG_DIR\")</expression></condition>\n  <if>\n    <then>\n      <appender name=\"FILE\"")
                .contains("<expression>propertyEquals(\"ENV\", \"prod\") &amp;&amp; !isNull(\"LOG_DIR\")</expression></condition>\n  <if>\n")
                .doesNotContain("condition=");
        assertThat(Linter.lint(ConfigFile.read(file, Map.of()), null, null, null).stream().filter(f -> f.rule().equals("if-condition")))
                .isEmpty();

        Path logs = Files.createDirectories(dir.resolve("logs"));
        LoggerContext context = load(file, logs);
        List<Status> statuses = context.getStatusManager().getCopyOfStatusList();
        assertThat(context.getLogger("ROOT").getAppender("FILE")).isNotNull();
        assertThat(context.getLogger("audit").getAppender("AUDIT")).isNotNull();
        context.getLogger("audit").info("kept");
        context.stop();
        assertThat(statuses).noneMatch(s -> s.getLevel() >= Status.WARN);
        assertThat(Files.readAllLines(logs.resolve("app.log"))).containsExactly("INFO audit kept");
        assertThat(Files.readAllLines(logs.resolve("audit.log"))).containsExactly("INFO audit kept");

        // The original, loaded the same way, lost both.
        // --write keeps the original outside the resources the build packages.
        Path original = UserFiles.backupOf(file);
        Path otherLogs = Files.createDirectories(dir.resolve("original-logs"));
        LoggerContext before = load(original, otherLogs);
        assertThat(before.getLogger("ROOT").getAppender("FILE")).isNull();
        assertThat(before.getLogger("audit").getAppender("AUDIT")).isNull();
        before.stop();
        FileTrees.delete(otherLogs);
    }

    @Test
    void onALogbackWithoutTheConditionElementTuneLeavesTheIfAndSaysWhy() throws Exception {
        Path file = service("old-logback");
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "1000", "--threads", "4", "--framework-version", "1.5.18");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("not changed: <if> at line 10 condition=\"isDefined(\"LOG_DIR\")\": Logback 1.5.37 and later skip")
                .contains("needs Logback 1.5.24 or later, and this file is judged for Logback 1.5.18 (--framework-version)")
                .contains("judged for: Logback 1.5.18 (--framework-version)");
    }
}

package dev.logtune.tuner.lint;

import dev.logtune.tuner.configfile.model.JudgedFile;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.status.Status;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.lint.rules.ConditionExpression;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Logback's {@code <if condition="...">} judged for the version the service's build names: the services under
 * {@code versions/} hold one logback.xml, one built on Logback 1.5.38 (a Maven property), one on Spring Boot 3.5.7's
 * managed 1.5.20.
 */
class IfConditionRuleTest {
    @TempDir
    Path logs;

    private static Path config(String service) throws Exception {
        return Path.of(IfConditionRuleTest.class.getResource("/versions/" + service + "/src/main/resources/logback.xml").toURI());
    }

    private static List<Finding> ifFindings(String service) throws Exception {
        return LintRun.of(config(service), Map.of(), null, null, null, null).findings().stream()
                .filter(f -> f.rule().equals("if-condition")).toList();
    }

    @Test
    void onLogbackFrom1537TheBlocksAreErrorsNamingWhatVanishes() throws Exception {
        List<Finding> findings = ifFindings("new-logback");
        assertThat(findings).extracting(Finding::line).containsExactly(10, 22);
        assertThat(findings).allSatisfy(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.why()).contains("Holds for Logback 1.5.37 and later; judged for Logback 1.5.38 (pom.xml:17");
        });
        assertThat(findings.get(0).message()).isEqualTo("Logback 1.5.38 skips this <if condition=\"isDefined(\"LOG_DIR\")\"> whole:"
                + " appender FILE is never created and the appender-ref root -> FILE is dropped.");
        assertThat(findings.get(0).fix()).contains("<condition class=\"ch.qos.logback.core.boolex.ExpressionPropertyCondition\">"
                + "<expression>isDefined(\"LOG_DIR\")</expression></condition> then <if>");
        assertThat(findings.get(1).message()).contains("appender AUDIT is never created").contains("logger \"audit\" -> AUDIT");
        assertThat(findings.get(1).fix()).contains("<expression>propertyEquals(\"ENV\", \"prod\") &amp;&amp; !isNull(\"LOG_DIR\")</expression>");
    }

    @Test
    void onAnOlderLogbackTheyWarnThatTheUpgradeDropsThem() throws Exception {
        List<Finding> findings = ifFindings("old-logback");
        assertThat(findings).extracting(Finding::line).containsExactly(10, 22);
        assertThat(findings).allSatisfy(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).contains("Logback 1.5.37 and later skip this <if").contains("at the upgrade from 1.5.20");
            assertThat(f.why()).contains("Holds for Logback before 1.5.37; judged for Logback 1.5.20 (Spring Boot 3.5.7's managed version")
                    .contains("Janino on the classpath").contains("needs Logback 1.5.24 or later");
        });
    }

    @Test
    void lintsTextSaysTheVersionJudgedForAndWhereItCameFrom() throws Exception {
        TunerRun run = TunerRun.of("lint", config("new-logback").toString());
        assertThat(run.out()).contains("judged for: Logback 1.5.38 (pom.xml:17 (ch.qos.logback:logback-classic), property logback.version at pom.xml:10)")
                .contains("ERROR logback.xml:10 <if> [if-condition]");
        TunerRun given = TunerRun.of("lint", config("new-logback").toString(), "--framework-version", "1.5.20", "--format", "json");
        assertThat(given.out()).contains("\"judgedFor\"").contains("\"version\" : \"1.5.20\"").contains("\"source\" : \"--framework-version\"");
        TunerRun sarif = TunerRun.of("lint", config("new-logback").toString(), "--format", "sarif");
        assertThat(sarif.out()).contains("\"judgedFor\" : \"Logback 1.5.38");
        assertThat(TunerRun.of("lint", config("new-logback").toString(), "--framework-version", "latest").exit()).isEqualTo(2);
    }

    @Test
    void logbackShippedHereSkipsTheAttributeFormWithOnlyAWarning() throws Exception {
        // The shipped Logback (1.6.x) is past 1.5.37: what the ERROR says, seen in the framework itself.
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        context.putProperty("LOG_DIR", logs.toString());
        context.putProperty("ENV", "prod");
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(config("new-logback").toFile());
        List<Status> statuses = context.getStatusManager().getCopyOfStatusList();
        assertThat(context.getLogger("ROOT").getAppender("MAIN")).isNotNull();
        assertThat(context.getLogger("ROOT").getAppender("FILE")).isNull();
        assertThat(context.getLogger("audit").getAppender("AUDIT")).isNull();
        assertThat(statuses).noneMatch(s -> s.getLevel() >= Status.ERROR)
                .anyMatch(s -> s.getLevel() == Status.WARN && s.getMessage().contains("'condition' attribute in <if> element is deprecated"));
        context.stop();
    }

    @Test
    void lintLoadsTheFileInTheRealFrameworkAndPrintsWhatItBuiltAndItsStatuses() throws Exception {
        TunerRun run = TunerRun.of("lint", config("new-logback").toString(), "--load");
        assertThat(run.out()).containsPattern("loaded in Logback 1\\.6\\.\\d+ \\(logtune's, in a sandbox\\): root -> MAIN\n")
                .contains("  WARN status: The 'condition' attribute in <if> element is deprecated");
        TunerRun json = TunerRun.of("lint", config("new-logback").toString(), "--load", "--format", "json");
        assertThat(json.out()).contains("\"frameworkLoad\"").contains("\"ROOT\" : [ \"MAIN\" ]");
    }

    @Test
    void whereTheRealLoadAttachesLessThanLintsModelThatIsAFinding(@TempDir Path dir) throws Exception {
        Path file = java.nio.file.Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="MAIN" class="ch.qos.logback.core.FileAppender"><file>main.log</file>
                    <encoder><pattern>%msg%n</pattern></encoder></appender>
                  <root level="INFO"><appender-ref ref="MAIN"/></root>
                </configuration>
                """);
        var config = dev.logtune.tuner.configfile.ConfigFile.read(file, Map.of());
        var versions = dev.logtune.tuner.buildinfo.ServiceVersions.of(file, config.framework(), "1.5.20");
        var agrees = new dev.logtune.tuner.frameworkload.RealWiring(config.framework(), "1.6.6", Map.of("ROOT", List.of("MAIN")),
                List.of(), List.of(), List.of());
        assertThat(FrameworkLoadFindings.of(JudgedFile.of(config), agrees, versions)).isEmpty();
        var lost = new dev.logtune.tuner.frameworkload.RealWiring(config.framework(), "1.6.6", Map.of("ROOT", List.of()),
                List.of(), List.of("Appender named [MAIN] could not be found."), List.of());
        assertThat(FrameworkLoadFindings.of(JudgedFile.of(config), lost, versions)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.line()).isEqualTo(4);
            assertThat(f.message()).contains("did not attach \"MAIN\" to the root").contains("it attached none");
            assertThat(f.why()).contains("Appender named [MAIN] could not be found.")
                    .contains("The service's build gives Logback 1.5.20 (--framework-version)");
        });
        // The real thing agrees with the model.
        assertThat(LintRun.of(file, Map.of(), null, null, null, null, null, true).findings())
                .noneMatch(f -> f.rule().equals(FrameworkLoadFindings.RULE));
    }

    @Test
    void anAppenderTheSandboxLeavesOutIsNoFindingWhereTheRealLoadLacksIt(@TempDir Path dir) throws Exception {
        Path file = java.nio.file.Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="NET" class="ch.qos.logback.classic.net.SocketAppender"><remoteHost>logs</remoteHost></appender>
                  <root level="INFO"><appender-ref ref="NET"/></root>
                </configuration>
                """);
        LintRun run = LintRun.of(file, Map.of(), null, null, null, null, null, true);
        assertThat(run.load().attachedTo("ROOT")).isEmpty();
        assertThat(run.findings()).noneMatch(f -> f.rule().equals(FrameworkLoadFindings.RULE));
    }

    @Test
    void janinoConditionsAreRewrittenOnlyWhereTheConditionElementSaysTheSame() {
        assertThat(ConditionExpression.of("isDefined(\"A\")")).contains("isDefined(\"A\")");
        assertThat(ConditionExpression.of("!isNull( \"A\" ) || p(\"B\").contains(\"x\")")).contains("!isNull(\"A\") || propertyContains(\"B\", \"x\")");
        assertThat(ConditionExpression.of("\"prod\".equals(property(\"ENV\"))")).contains("propertyEquals(\"ENV\", \"prod\")");
        assertThat(ConditionExpression.of("\"${ENV}\".equals(\"prod\")")).contains("propertyEquals(\"ENV\", \"prod\")");
        assertThat(ConditionExpression.of("property(\"A\").equalsIgnoreCase(\"x\")")).isEmpty();
        assertThat(ConditionExpression.of("property(\"A\").isEmpty()")).isEmpty();
        assertThat(ConditionExpression.of("isDefined(\"A\") & isDefined(\"B\")")).isEmpty();
        assertThat(ConditionExpression.of("(isDefined(\"A\")")).isEmpty();
    }
}

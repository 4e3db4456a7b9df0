package dev.logtune.tuner.lint;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.configfile.ConfigException;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.rules.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Services Spring Boot configures from application.properties/yml: what it builds, linted at the keys' lines. */
class SpringBootLintTest {
    @TempDir
    Path dir;

    static Path fixture(String service) throws Exception {
        return Path.of(SpringBootLintTest.class.getResource("/spring/" + service).toURI());
    }

    private static Path resources(String service) throws Exception {
        return fixture(service).resolve("src/main/resources");
    }

    private static LintRun lint(Path file) throws Exception {
        return LintRun.of(file, Map.of(), null, null, null, null);
    }

    private static Finding only(List<Finding> findings, String rule) {
        List<Finding> of = findings.stream().filter(f -> f.rule().equals(rule)).toList();
        assertThat(of).as(rule + " in " + findings).hasSize(1);
        return of.get(0);
    }

    @Test
    void propertiesServiceIsReadAsSpringBootBuildsIt() throws Exception {
        Path file = resources("properties-service").resolve("application.properties");
        LintRun run = lint(file);
        assertThat(run.config().framework()).isEqualTo(Framework.LOGBACK);
        assertThat(run.read()).anySatisfy(line -> assertThat(line).contains("Spring Boot builds Logback's configuration from 7 logging.* keys")
                .contains("Logback assumed: pom.xml does not name spring-boot-starter-log4j2"));
        Finding caller = only(run.findings(), "caller-data");
        assertThat(Path.of(caller.file()).getFileName()).hasToString("application.properties");
        assertThat(caller.line()).isEqualTo(6);
        assertThat(caller.element()).startsWith("logging.pattern.file=%d %-5level [%thread] %logger{36}:%line");
        assertThat(caller.message()).contains("prints caller data");
        Finding flush = only(run.findings(), "immediate-flush");
        assertThat(flush.line()).isEqualTo(5);
        assertThat(flush.element()).contains("logging.file.name=${LOG_DIR:logs}/orders.log").contains("RollingFileAppender");
        // The console appender Spring Boot always adds: no key made it, so the file as a whole.
        Finding console = only(run.findings(), "console-at-rate");
        assertThat(console.line()).isZero();
        assertThat(console.element()).contains("Spring Boot's default").contains("CONSOLE");
        // Spring's ${LOG_DIR:logs} resolves with its default, Spring's own size and history keys reach the policy.
        assertThat(run.config().variables().resolve("${LOG_FILE}").text()).isEqualTo("logs/orders.log");
        assertThat(run.config().rootElement().descendants("maxFileSize").get(0).text()).isEqualTo("${LOG_FILE_MAX_SIZE:-10MB}");
        assertThat(run.config().variables().resolve("${LOG_FILE_MAX_SIZE:-10MB}").text()).isEqualTo("50MB");
        assertThat(run.config().rootElement().descendants("logger").stream().anyMatch(l -> l.attribute("name").equals("com.example.orders")
                && l.attribute("level").equals("DEBUG") && l.line() == 10)).isTrue();
    }

    @Test
    void aPropertiesFileIsNoLongerTakenForLog4j2s() throws Exception {
        Path file = resources("properties-service").resolve("application.properties");
        TunerRun run = TunerRun.of("lint", file.toString());
        assertThat(run.err()).doesNotContain("not a Log4j2 properties configuration");
        assertThat(run.out()).contains("WARNING application.properties:6 logging.pattern.file=").contains("[caller-data]");
        // A genuine Log4j2 properties file keeps its own path.
        Path log4j2 = Files.writeString(dir.resolve("log4j2.properties"), """
                appender.file.type = File
                appender.file.name = FILE
                appender.file.fileName = app.log
                appender.file.layout.type = PatternLayout
                rootLogger.level = info
                rootLogger.appenderRef.file.ref = FILE
                """);
        assertThat(ConfigFile.read(log4j2, Map.of()).rootElement().tag()).isEqualTo("Configuration");
        // Named otherwise, a file of logging.* keys is still Spring Boot's.
        Path other = Files.writeString(dir.resolve("service.properties"), "logging.file.name=app.log\n");
        assertThat(ConfigFile.read(other, Map.of()).rootElement().descendants("appender")).hasSize(2);
    }

    @Test
    void yamlProfileDocumentIsSaidAsSuch() throws Exception {
        LintRun run = lint(resources("yaml-service").resolve("application.yml"));
        assertThat(run.read()).contains("profile prod (spring.config.activate.on-profile at application.yml:12) sets its own logging keys:"
                + " linted with it active too");
        Finding caller = only(run.findings(), "caller-data");
        assertThat(caller.line()).isEqualTo(17);
        assertThat(caller.element()).startsWith("logging.pattern.file=%d %-5level %logger.%method")
                .endsWith("(only with profile prod active: spring.config.activate.on-profile at application.yml:12)");
        Finding flush = only(run.findings(), "immediate-flush");
        assertThat(flush.line()).isEqualTo(15);
        assertThat(flush.element()).contains("logging.file.path=/var/log/billing").contains("only with profile prod active");
        // With no profile active there is no file appender; logging.level.web names Spring Boot's web group.
        assertThat(run.config().rootElement().descendants("appender")).hasSize(1);
        assertThat(run.config().rootElement().descendants("logger").stream().filter(l -> l.attribute("name").equals("org.springframework.web"))
                .findFirst().orElseThrow().line()).isEqualTo(7);
    }

    @Test
    void loggingConfigNamesTheFileThatIsLinted() throws Exception {
        LintRun run = lint(resources("named-service").resolve("application.properties"));
        assertThat(run.config().path().getFileName()).hasToString("service-logback.xml");
        assertThat(run.read().get(0)).startsWith("logging.config=classpath:logging/service-logback.xml at application.properties:2 names");
        Finding drop = only(run.findings(), "async-silent-drop");
        assertThat(Path.of(drop.file()).getFileName()).hasToString("service-logback.xml");
        assertThat(drop.line()).isEqualTo(8);
        // Spring Boot stops a file it loads from its own hook: a note, not the warning a bare logback.xml gets.
        Finding hook = only(run.findings(), "no-shutdown-hook");
        assertThat(hook.severity().name()).isEqualTo("NOTE");
        assertThat(hook.message()).contains("logging.config at application.properties:2");
    }

    @Test
    void log4j2StarterInTheBuildMakesItSpringBootsLog4j2Defaults() throws Exception {
        LintRun run = lint(resources("log4j2-service").resolve("application.properties"));
        assertThat(run.config().framework()).isEqualTo(Framework.LOG4J2);
        assertThat(run.read().get(0)).contains("Log4j2: build.gradle names spring-boot-starter-log4j2");
        Finding caller = only(run.findings(), "caller-data");
        assertThat(caller.line()).isEqualTo(3);
        assertThat(caller.element()).contains("logging.pattern.file=%d %p %C{1}.%M:%L").contains("PatternLayout");
        assertThat(only(run.findings(), "immediate-flush").element()).contains("logging.file.name=logs/gateway.log").contains("RollingFile");
    }

    @Test
    void eachProjectDirectoryIsFoundAsSpringBootFindsIt() throws Exception {
        TunerRun properties = TunerRun.of("lint", fixture("properties-service").toString());
        assertThat(properties.out()).contains("read: no logging file on src/main/resources: application.properties decides the configuration")
                .contains("WARNING application.properties:6 logging.pattern.file=");
        TunerRun yaml = TunerRun.of("lint", fixture("yaml-service").toString());
        assertThat(yaml.out()).contains("application.yml decides the configuration").contains("WARNING application.yml:17");
        TunerRun named = TunerRun.of("lint", fixture("named-service").toString());
        assertThat(named.exit()).isEqualTo(ExitCode.NEGATIVE);
        assertThat(named.out()).contains("read: application.properties sets logging.config at application.properties:2")
                .contains("ERROR service-logback.xml:8 <appender name=\"ASYNC\" class=\"AsyncAppender\"> [async-silent-drop]");
        TunerRun all = TunerRun.of("lint", fixture("properties-service").getParent().toString(), "--format", "json");
        assertThat(all.out()).contains("\"read\"").contains("service 1 of 4 under").contains("service 4 of 4 under");
    }

    @Test
    void aLogbackFileWinsOverPropertiesAndTestConfigurationsAreSkipped() throws Exception {
        Path resources = Files.createDirectories(dir.resolve("svc/src/main/resources"));
        Files.createDirectories(dir.resolve("svc/src/test/resources"));
        Files.writeString(resources.resolve("application.properties"), "logging.file.name=app.log\n");
        Files.writeString(dir.resolve("svc/src/test/resources/logback-test.xml"), "<configuration/>\n");
        Files.writeString(resources.resolve("logback-spring.xml"), """
                <configuration>
                  <include resource="org/springframework/boot/logging/logback/base.xml"/>
                </configuration>
                """);
        TunerRun run = TunerRun.of("lint", dir.resolve("svc").toString());
        assertThat(run.out()).contains("skipped " + dir.resolve("svc/src/test/resources/logback-test.xml") + ": a test configuration")
                .contains("read: logback-spring.xml on src/main/resources: the first file Spring Boot looks for there")
                .contains("logback-spring.xml (Logback)");
    }

    @Test
    void aDirectoryWithNothingToLintIsAOneLineError() throws Exception {
        Files.writeString(dir.resolve("README.md"), "nothing here\n");
        TunerRun run = TunerRun.of("lint", dir.toString());
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip()).startsWith("tuner: " + dir + ": no logging configuration found").doesNotContain("\n");
        assertThatThrownBy(() -> lint(Files.writeString(dir.resolve("application.properties"), "logging.config=classpath:missing.xml\n")))
                .isInstanceOf(ConfigException.class).hasMessageContaining("application.properties:1: logging.config=classpath:missing.xml names a file that is not there");
    }
}

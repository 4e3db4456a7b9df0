package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Framework;
import dev.logtune.tuner.configfile.ConfigElement;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.Linter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/** Reading what the frameworks read: a DOCTYPE, start-tag lines, Spring Boot's variables and includes. */
class ConfigReadingTest {
    @TempDir
    Path dir;

    private static Path fixture(String name) throws Exception {
        return Path.of(ConfigReadingTest.class.getResource("/config/" + name).toURI());
    }

    private static ConfigElement appender(ConfigFile config, String name) {
        return config.rootElement().descendants("appender").stream().filter(a -> a.attribute("name").equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no appender " + name));
    }

    @Test
    void aDoctypeWithoutAnExternalSubsetIsAccepted() throws Exception {
        ConfigFile config = ConfigFile.read(fixture("doctype/logback.xml"), Map.of());
        assertThat(config.framework()).isEqualTo(Framework.LOGBACK);
        assertThat(new ConfigFacts(config).appenders()).hasSize(2);
    }

    @Test
    void anInternalSubsetIsReadButItsEntitiesAreBounded() throws Exception {
        Path xml = Files.writeString(dir.resolve("logback.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE configuration [ <!ENTITY dir "/var/log/app"> ]>
                <configuration>
                  <property name="DIR" value="&dir;"/>
                </configuration>
                """);
        assertThat(ConfigFile.read(xml, Map.of()).variables().resolve("${DIR}").text()).isEqualTo("/var/log/app");
    }

    @Test
    void aDoctypeNamingAnExternalDtdIsRefused() throws Exception {
        Path system = Files.writeString(dir.resolve("logback.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE configuration SYSTEM "http://127.0.0.1:9/logback.dtd">
                <configuration/>
                """);
        assertThatThrownBy(() -> ConfigFile.read(system, Map.of()))
                .isInstanceOf(ConfigException.class)
                .hasMessage(system + ":2: malformed XML: a DOCTYPE is not allowed to name an external DTD (SYSTEM \"http://127.0.0.1:9/logback.dtd\");"
                        + " DTDs and external entities are never read");
        Path pub = Files.writeString(dir.resolve("log4j2.xml"), """
                <!DOCTYPE Configuration PUBLIC "-//x//DTD y//EN" "log4j2.dtd">
                <Configuration/>
                """);
        assertThatThrownBy(() -> ConfigFile.read(pub, Map.of())).hasMessageContaining("a DOCTYPE is not allowed to name an external DTD (PUBLIC");
    }

    @Test
    void billionLaughsFailsFastOnOneLine() throws Exception {
        StringBuilder doc = new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE configuration [\n <!ENTITY lol \"lol\">\n");
        String previous = "lol";
        for (int i = 1; i <= 9; i++) {
            String name = "lol" + i;
            doc.append(" <!ENTITY ").append(name).append(" \"").append(("&" + previous + ";").repeat(10)).append("\">\n");
            previous = name;
        }
        doc.append("]>\n<configuration><property name=\"X\" value=\"&").append(previous).append(";\"/></configuration>\n");
        Path xml = Files.writeString(dir.resolve("logback.xml"), doc);
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> assertThatThrownBy(() -> ConfigFile.read(xml, Map.of()))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(xml + ":")
                .hasMessageContaining("malformed XML")
                .hasMessageContaining("entit")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n")));
    }

    @Test
    void anElementsLineIsWhereItsStartTagBegins() throws Exception {
        ConfigFile config = ConfigFile.read(fixture("doctype/logback.xml"), Map.of());
        assertThat(config.where(appender(config, "CONSOLE"))).isEqualTo("logback.xml:4");
        // a start tag over four lines, lines 10 to 13
        assertThat(config.where(appender(config, "FILE"))).isEqualTo("logback.xml:10");
        assertThat(config.where(config.rootElement().descendants("root").get(0))).isEqualTo("logback.xml:16");
        Path crlf = Files.writeString(dir.resolve("logback.xml"),
                "<configuration>\r\n  <appender\r\n     name=\"A\"\r\n     class=\"ch.qos.logback.core.FileAppender\"\r\n  >\r\n"
                        + "  </appender>\r\n</configuration>\r\n");
        ConfigFile read = ConfigFile.read(crlf, Map.of());
        assertThat(read.where(appender(read, "A"))).isEqualTo("logback.xml:2");
    }

    @Test
    void findingsPointAtTheStartTag() throws Exception {
        Path xml = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="ASYNC"
                            class="ch.qos.logback.classic.AsyncAppender"
                  >
                    <appender-ref ref="FILE"/>
                  </appender>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender"><file>a.log</file>
                    <encoder><pattern>%m%n</pattern></encoder></appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """);
        List<Finding> findings = Linter.lint(ConfigFile.read(xml, Map.of()), null, null, null);
        assertThat(findings).filteredOn(f -> f.rule().equals("async-silent-drop")).isNotEmpty()
                .allSatisfy(f -> assertThat(f.line()).isEqualTo(2));
    }

    @Test
    void springPropertyDefaultsResolveAndTheOthersNameTheirSource() throws Exception {
        ConfigFile config = ConfigFile.read(fixture("spring/logback-spring.xml"), Map.of());
        Variables variables = config.variables();
        assertThat(variables.resolve("${APP_NAME}").text()).isEqualTo("shop");
        assertThat(variables.resolve("${AUDIT_DIR}").unresolved()).containsExactly("AUDIT_DIR");
        assertThat(variables.reason("AUDIT_DIR")).hasValueSatisfying(r -> assertThat(r).contains("audit.log.dir"));
        assertThat(config.unresolved()).extracting(Unread::words).singleElement().satisfies(u -> assertThat(u)
                .startsWith("springProperty AUDIT_DIR (at logback-spring.xml:7)").contains("audit.log.dir").contains("-DAUDIT_DIR="));

        ConfigFile given = ConfigFile.read(fixture("spring/logback-spring.xml"), Map.of("audit.log.dir", "/srv/audit", "APP_NAME", "cart"));
        assertThat(given.variables().resolve("${AUDIT_DIR}/${APP_NAME}").text()).isEqualTo("/srv/audit/cart");
        assertThat(given.unresolved()).isEmpty();
    }

    @Test
    void springBootsBaseIncludeGivesItsConsoleAndFileAppenders() throws Exception {
        ConfigFile config = ConfigFile.read(fixture("spring/logback-spring.xml"), Map.of());
        ConfigFacts facts = new ConfigFacts(config);
        ConfigElement console = appender(config, "CONSOLE");
        ConfigElement file = appender(config, "FILE");
        assertThat(facts.type(console)).isEqualTo("ch.qos.logback.core.ConsoleAppender");
        assertThat(facts.type(file)).isEqualTo("ch.qos.logback.core.rolling.RollingFileAppender");
        assertThat(config.sourceOf(file)).hasToString("org/springframework/boot/logging/logback/file-appender.xml");
        assertThat(config.where(console)).isEqualTo("console-appender.xml");
        ConfigElement policy = file.child("rollingPolicy").orElseThrow();
        assertThat(facts.variables().resolve(policy.attribute("class")).text()).endsWith("SizeAndTimeBasedRollingPolicy");
        assertThat(facts.value(policy, "maxFileSize")).contains("10MB");
        assertThat(facts.value(policy, "maxHistory")).contains("7");
        assertThat(facts.value(policy, "fileNamePattern")).hasValueSatisfying(p -> assertThat(p).endsWith(".gz"));
        // base.xml's LOG_FILE, from java.io.tmpdir's default when nothing is given
        assertThat(facts.value(file, "file")).contains("/tmp/spring.log");
        ConfigElement root = config.rootElement().descendants("root").get(0);
        assertThat(root.attribute("level")).isEqualTo("INFO");
        assertThat(root.children("appender-ref").stream().map(r -> r.attribute("ref"))).containsExactly("CONSOLE", "FILE");
        assertThat(facts.variables().resolve("${CONSOLE_LOG_PATTERN}").complete()).isTrue();
        assertThat(config.unresolved()).extracting(Unread::words).noneMatch(u -> u.contains("org/springframework"));
        // each include stays where it was, after what it brought in, marked as read
        assertThat(config.rootElement().descendants("include").stream().map(ConfigElement::dom).toList()).hasSize(4).allMatch(LogbackIncludes::inlined);
    }

    @Test
    void eachSpringIncludeAloneAndAnUnknownOne() throws Exception {
        Path xml = Files.writeString(dir.resolve("logback-spring.xml"), """
                <configuration>
                  <include resource="org/springframework/boot/logging/logback/defaults.xml"/>
                  <property name="LOG_FILE" value="/var/log/app.log"/>
                  <include resource="/org/springframework/boot/logging/logback/file-appender.xml"/>
                  <include resource="org/springframework/boot/logging/logback/structured-console-appender.xml"/>
                  <root level="INFO"><appender-ref ref="FILE"/></root>
                </configuration>
                """);
        ConfigFile config = ConfigFile.read(xml, Map.of());
        assertThat(new ConfigFacts(config).value(appender(config, "FILE"), "file")).contains("/var/log/app.log");
        assertThat(config.rootElement().descendants("appender")).hasSize(1);
        assertThat(config.variables().resolve("${FILE_LOG_PATTERN}").text()).contains("%m%n");
        assertThat(config.unresolved()).extracting(Unread::words).singleElement()
                .satisfies(u -> assertThat(u).contains("structured-console-appender.xml").contains("not read"));
    }

    @Test
    void aResourceBesideTheFileOrInItsResourcesFolderIsRead() throws Exception {
        Path resources = Files.createDirectories(dir.resolve("src/main/resources"));
        Files.createDirectories(resources.resolve("logging"));
        Files.writeString(resources.resolve("logging/appenders.xml"),
                "<included>\n  <appender name=\"JSON\" class=\"ch.qos.logback.core.FileAppender\"><file>a.log</file></appender>\n</included>\n");
        Files.writeString(resources.resolve("extra.xml"), "<included>\n  <logger name=\"x\" level=\"DEBUG\"/>\n</included>\n");
        Path xml = Files.writeString(Files.createDirectories(resources.resolve("config")).resolve("logback.xml"), """
                <configuration>
                  <include resource="logging/appenders.xml"/>
                  <include resource="extra.xml"/>
                  <include resource="not/there.xml"/>
                  <include resource="optional/missing.xml" optional="true"/>
                  <root level="INFO"><appender-ref ref="JSON"/></root>
                </configuration>
                """);
        ConfigFile config = ConfigFile.read(xml, Map.of());
        assertThat(config.where(appender(config, "JSON"))).isEqualTo("appenders.xml:2");
        assertThat(config.rootElement().descendants("logger")).hasSize(1);
        assertThat(config.unresolved()).extracting(Unread::words).singleElement().satisfies(u -> assertThat(u).contains("not/there.xml"));

        Path beside = Files.writeString(dir.resolve("parts.xml"), "<included><appender name=\"B\" class=\"ch.qos.logback.core.ConsoleAppender\"/></included>");
        Path main = Files.writeString(dir.resolve("logback.xml"), "<configuration><include resource=\"parts.xml\"/></configuration>");
        assertThat(ConfigFile.read(main, Map.of()).unresolved()).isEmpty();
        assertThat(beside).exists();
    }
}

package dev.logtune.tuner.configfile;

import dev.logtune.configs.model.Framework;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ConfigFileTest {
    @TempDir
    Path dir;

    @Test
    void detectsTheFramework() throws Exception {
        Path logback = Files.writeString(dir.resolve("a.xml"), "<configuration><root level=\"INFO\"/></configuration>");
        Path log4j2 = Files.writeString(dir.resolve("b.xml"), "<Configuration><Appenders/><Loggers/></Configuration>");
        Path lowerLog4j2 = Files.writeString(dir.resolve("c.xml"), "<configuration><appenders/><loggers/></configuration>");
        assertThat(ConfigFile.read(logback, Map.of()).framework()).isEqualTo(Framework.LOGBACK);
        assertThat(ConfigFile.read(log4j2, Map.of()).framework()).isEqualTo(Framework.LOG4J2);
        assertThat(ConfigFile.read(lowerLog4j2, Map.of()).framework()).isEqualTo(Framework.LOG4J2);
        Path other = Files.writeString(dir.resolve("d.xml"), "<project/>");
        assertThatThrownBy(() -> ConfigFile.read(other, Map.of())).hasMessageContaining("not a Logback or Log4j2 XML configuration");
    }

    @Test
    void inlinesIncludedFilesAndRemembersWhereEachElementCameFrom() throws Exception {
        Files.writeString(dir.resolve("parts.xml"), "<included>\n  <appender name=\"FILE\" class=\"ch.qos.logback.core.FileAppender\"/>\n</included>\n");
        Path main = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <property name="PARTS" value="parts.xml"/>
                  <include file="${PARTS}"/>
                  <include resource="base.xml"/>
                  <include url="http://127.0.0.1:9/x.xml"/>
                  <include file="missing.xml" optional="true"/>
                  <root level="INFO"><appender-ref ref="FILE"/></root>
                </configuration>
                """);
        ConfigFile config = ConfigFile.read(main, Map.of());
        Element appender = Elements.descendants(config.root(), "appender").get(0);
        assertThat(appender.getAttribute("name")).isEqualTo("FILE");
        assertThat(config.where(appender)).isEqualTo("parts.xml:2");
        assertThat(config.where(Elements.descendants(config.root(), "root").get(0))).isEqualTo("logback.xml:7");
        assertThat(config.unresolved()).extracting(Unread::words).hasSize(2).anyMatch(u -> u.contains("base.xml") && u.contains("classpath"))
                .anyMatch(u -> u.contains("never fetched"));
        assertThat(config.unresolved()).allMatch(Unread::include).extracting(Unread::line).doesNotContain(0);
    }

    @Test
    void readsLog4j2ComponentPropertiesBesideTheFileThenTheDefines() throws Exception {
        Files.writeString(dir.resolve("log4j2.component.properties"),
                "log4j2.contextSelector=org.apache.logging.log4j.core.async.AsyncLoggerContextSelector\nlog4j2.asyncQueueFullPolicy=Default\n");
        Path xml = Files.writeString(dir.resolve("log4j2.xml"), "<Configuration><Loggers/></Configuration>");
        ConfigFile config = ConfigFile.read(xml, Map.of("log4j2.asyncQueueFullPolicy", "Discard"));
        assertThat(Log4j2Properties.allAsync(config.componentProperties())).isTrue();
        assertThat(Log4j2Properties.get(config.componentProperties(), Log4j2Properties.QUEUE_FULL_POLICY)).contains("Discard");
    }

    @Test
    void variablesResolveTheWayEachFrameworkDoes() throws Exception {
        Path logback = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <property name="DIR" value="${BASE:-/var/log}/app"/>
                </configuration>
                """);
        Variables lb = ConfigFile.read(logback, Map.of()).variables();
        assertThat(lb.resolve("${DIR}/app.log").text()).isEqualTo("/var/log/app/app.log");
        assertThat(lb.resolve("${NOPE}/x").unresolved()).containsExactly("NOPE");
        Variables withDefine = ConfigFile.read(logback, Map.of("BASE", "/srv")).variables();
        assertThat(withDefine.resolve("${DIR}").text()).isEqualTo("/srv/app");

        Path log4j2 = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <Properties><Property name="dir">${sys:LOG_DIR:-${env:LOGS:-logs}}</Property></Properties>
                </Configuration>
                """);
        Variables l2 = ConfigFile.read(log4j2, Map.of()).variables();
        assertThat(l2.resolve("${dir}/app.log").text()).isEqualTo("logs/app.log");
        assertThat(l2.resolve("app-$${ctx:tenant}.log").text()).isEqualTo("app-$${ctx:tenant}.log");
        assertThat(l2.resolve("app-${ctx:tenant}.log").complete()).isTrue();
    }

    @Test
    void log4j2PropertyNamesCompareByTheirWords() {
        assertThat(Log4j2Properties.normalize("log4j2.asyncLoggerRingBufferSize"))
                .isEqualTo(Log4j2Properties.normalize("AsyncLogger.RingBufferSize"))
                .isEqualTo(Log4j2Properties.RING_BUFFER_SIZE);
        assertThat(Log4j2Properties.normalize("Log4jContextSelector")).isEqualTo(Log4j2Properties.CONTEXT_SELECTOR);
    }
}

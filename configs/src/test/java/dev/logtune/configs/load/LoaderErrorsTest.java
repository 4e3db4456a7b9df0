package dev.logtune.configs.load;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LoaderErrorsTest {
    @TempDir
    Path dir;

    @Test
    void logbackErrorStatusFailsTheLoad() throws Exception {
        Path xml = Files.writeString(dir.resolve("logback.xml"), """
                <configuration>
                  <appender name="FILE" class="com.example.NoSuchAppender"/>
                  <root level="INFO"><appender-ref ref="FILE"/></root>
                </configuration>
                """);
        assertThatThrownBy(() -> LogbackLoader.loadPrivate(xml, Map.of()))
                .isInstanceOf(ConfigLoadException.class)
                .hasMessageContaining("com.example.NoSuchAppender");
    }

    @Test
    void logbackMalformedXmlFailsTheLoad() throws Exception {
        Path xml = Files.writeString(dir.resolve("logback.xml"), "<configuration><root level=\"INFO\">");
        assertThatThrownBy(() -> LogbackLoader.loadPrivate(xml, Map.of())).isInstanceOf(ConfigLoadException.class);
    }

    @Test
    void log4j2ErrorStatusFailsTheLoad() throws Exception {
        Path xml = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <Appenders>
                    <NoSuchAppender name="FILE"/>
                  </Appenders>
                  <Loggers><Root level="INFO"><AppenderRef ref="FILE"/></Root></Loggers>
                </Configuration>
                """);
        assertThatThrownBy(() -> Log4j2Loader.loadPrivate(xml, Map.of()))
                .isInstanceOf(ConfigLoadException.class)
                .hasMessageContaining("NoSuchAppender");
    }

    @Test
    void log4j2MalformedXmlFailsTheLoad() throws Exception {
        Path xml = Files.writeString(dir.resolve("log4j2.xml"), "<Configuration><Appenders>");
        assertThatThrownBy(() -> Log4j2Loader.loadPrivate(xml, Map.of())).isInstanceOf(ConfigLoadException.class);
    }
}

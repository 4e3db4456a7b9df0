package dev.logtune.configs.load;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
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

    @Test
    void aLog4j2FileRefusedPartWayThroughItsStartLeavesNoThreadOfItsOwnRunning() throws Exception {
        // The Async appender has nothing to feed, which Log4j2 refuses by throwing after the async logger's thread began.
        Path xml = Files.writeString(dir.resolve("log4j2.xml"), """
                <Configuration>
                  <Appenders>
                    <File name="FILE" fileName="%s"><PatternLayout pattern="%%m%%n"/></File>
                    <Async name="ASYNC"><AppenderRef ref="NOWHERE"/></Async>
                  </Appenders>
                  <Loggers>
                    <AsyncLogger name="com.example.orders" level="INFO"><AppenderRef ref="FILE"/></AsyncLogger>
                    <Root level="INFO"><AppenderRef ref="ASYNC"/></Root>
                  </Loggers>
                </Configuration>
                """.formatted(dir.resolve("app.log")));
        Set<Thread> before = Thread.getAllStackTraces().keySet();

        assertThatThrownBy(() -> Log4j2Loader.loadPrivate(xml, Map.of()))
                .isInstanceOf(ConfigLoadException.class)
                .hasMessageContaining("ASYNC");

        // a stopped thread ends a moment after it is told to
        List<String> left = newLog4j2Threads(before);
        for (int i = 0; i < 50 && !left.isEmpty(); i++) {
            Thread.sleep(100);
            left = newLog4j2Threads(before);
        }
        assertThat(left).isEmpty();
    }

    private static List<String> newLog4j2Threads(Set<Thread> before) {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> !before.contains(t) && t.getName().startsWith("Log4j2"))
                .map(Thread::getName).toList();
    }
}

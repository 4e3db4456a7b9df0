package dev.logtune.tuner.configfile;

import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.model.Level;
import dev.logtune.tuner.configfile.model.Reach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Which levels reach an appender, and whether it writes behind a queue, worked out on the model. */
class RoutingTest {
    @TempDir
    Path dir;

    private Reach reach(String xml, String appender) throws Exception {
        JudgedFile file = JudgedFile.of(ConfigFile.read(Files.writeString(dir.resolve("logback.xml"), xml), Map.of()));
        return file.routing().reach(file.model().definitions(appender).get(0));
    }

    @Test
    void aThresholdFilterSetsTheFloor() throws Exception {
        Reach reach = reach("""
                <configuration>
                  <appender name="ERRORS" class="ch.qos.logback.core.FileAppender">
                    <filter class="ch.qos.logback.classic.filter.ThresholdFilter"><level>WARN</level></filter>
                    <file>e.log</file><encoder><pattern>%m%n</pattern></encoder>
                  </appender>
                  <root level="DEBUG"><appender-ref ref="ERRORS"/></root>
                </configuration>
                """, "ERRORS");
        assertThat(reach.floor()).isEqualTo(Level.WARN);
        assertThat(reach.onlyAtOrAbove(Level.WARN)).isTrue();
        assertThat(reach.queued()).isFalse();
    }

    @Test
    void aLowerLoggerBelowOpensTheWayThroughAdditivity() throws Exception {
        String xml = """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>a.log</file><encoder><pattern>%m%n</pattern></encoder>
                  </appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender"><appender-ref ref="FILE"/></appender>
                  <logger name="com.example" level="LEVEL"/>
                  <root level="ERROR"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """;
        Reach closed = reach(xml.replace("LEVEL", "ERROR"), "FILE");
        assertThat(closed.floor()).isEqualTo(Level.ERROR);
        assertThat(closed.queued()).isTrue();
        assertThat(reach(xml.replace("LEVEL", "INFO"), "FILE").floor()).isEqualTo(Level.INFO);
        assertThat(reach(xml.replace("LEVEL", "INFO"), "FILE").onlyAtOrAbove(Level.WARN)).isFalse();
    }
}

package dev.logtune.benchmarks.layouts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.logtune.configs.load.LoadedLogback;
import dev.logtune.configs.load.LogbackLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;
import org.springframework.boot.SpringBootVersion;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Spring Boot's StructuredLogEncoder after an event it cannot encode: the failed event is lost (Logback reports the
 * appender's error), and the next event on the same thread must still be one whole JSON line. Spring Boot 4.1.0 kept
 * the failed event's partial bytes in a thread-local buffer and wrote them before the next event (spring-boot issue
 * 51154); run with {@code -Dspring-boot.version=4.1.0} to see it fail. A character beyond the Basic Multilingual Plane
 * must arrive whole: 4.1.0 and 4.1.1 wrote it as '?' (issue 51464, fixed in 4.1.2).
 */
class StructuredEncodeFailureTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** A value whose text cannot be had: the encoder meets it halfway through the event's JSON. */
    private static final class Unprintable {
        @Override
        public String toString() {
            throw new IllegalStateException("no text for this value");
        }
    }

    /** A Logback context whose one appender writes Spring Boot's ECS lines to {@code log}. */
    private LoadedLogback structured(Path log) throws Exception {
        Path xml = dir.resolve("logback.xml");
        Files.writeString(xml, """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>%s</file>
                    <encoder class="org.springframework.boot.logging.logback.StructuredLogEncoder">
                      <format>ecs</format>
                    </encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="FILE"/></root>
                </configuration>
                """.formatted(log), StandardCharsets.UTF_8);
        return LogbackLoader.loadPrivate(xml, Map.of("spring.application.name", "probe"));
    }

    @Test
    void aFailedEncodeLeavesTheNextEventWhole() throws Exception {
        Path log = dir.resolve("app.log");
        LoadedLogback logback = structured(log);
        Logger logger = logback.logger("probe");
        logger.atInfo().addKeyValue("order", new Unprintable()).log("first");
        logger.info("second");
        logback.stop(Duration.ofSeconds(5));

        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        String boot = "Spring Boot " + SpringBootVersion.getVersion();
        assertThat(lines).as("%s: the event that failed to encode is not written, the next one is", boot).hasSize(1);
        String line = lines.get(0);
        assertThat(line.indexOf("\"@timestamp\"")).as("%s: one event in the line, no leftover of the failed one: %s", boot, line)
                .isEqualTo(line.lastIndexOf("\"@timestamp\""));
        JsonNode event = JSON.readTree(line);
        assertThat(event.get("message").asText()).as(boot).isEqualTo("second");
    }

    @Test
    void aCharacterBeyondTheBasicPlaneArrivesWhole() throws Exception {
        Path log = dir.resolve("app.log");
        LoadedLogback logback = structured(log);
        String grin = new String(Character.toChars(0x1F600));
        logback.logger("probe").info("paid {}", grin);
        logback.stop(Duration.ofSeconds(5));
        JsonNode event = JSON.readTree(Files.readString(log, StandardCharsets.UTF_8));
        assertThat(event.get("message").asText()).as("Spring Boot " + SpringBootVersion.getVersion()).isEqualTo("paid " + grin);
    }
}

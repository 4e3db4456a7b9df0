package dev.logtune.benchmarks.layouts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.logtune.benchmarks.audit.MarkerCounter;
import dev.logtune.benchmarks.undertest.LoggingUnderTest;
import dev.logtune.benchmarks.workload.MessageShape;
import dev.logtune.benchmarks.workload.OrderWorkload;
import dev.logtune.benchmarks.workload.TraceContext;
import dev.logtune.configs.matrix.Matrix;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every JSON layout of the matrix, loaded into its framework and fed the workload's events: one JSON object a line
 * (nothing pretty-printed, the stack trace inside the line), the same fields in each (timestamp, level, thread, logger,
 * message, the MDC), and every event found by the loss audit.
 */
class LayoutLinesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** Setup, then where its line keeps timestamp, level, thread, logger, message and the stack trace. */
    static Stream<Arguments> layouts() {
        return Stream.of(
                Arguments.of("logback-file-buffered-json", List.of("timestamp", "level", "threadName", "loggerName", "formattedMessage"), "throwable"),
                Arguments.of("logback-file-buffered-logstash", List.of("@timestamp", "level", "thread_name", "logger_name", "message"), "stack_trace"),
                Arguments.of("logback-file-buffered-spring-ecs", List.of("@timestamp", "log.level", "process.thread.name", "log.logger", "message"), "error.stack_trace"),
                Arguments.of("logback-file-buffered-spring-logstash", List.of("@timestamp", "level", "thread_name", "logger_name", "message"), "stack_trace"),
                Arguments.of("log4j2-raf-buffered-json", List.of("@timestamp", "log.level", "process.thread.name", "log.logger", "message"), "error.stack_trace"),
                Arguments.of("log4j2-raf-buffered-jsonlayout", List.of("instant", "level", "thread", "loggerName", "message"), "thrown.extendedStackTrace"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void oneObjectALineWithTheSameFieldsAndTheStackTraceInside(String setup, List<String> fields, String stackTrace) throws Exception {
        for (MessageShape shape : MessageShape.values()) {
            List<String> events = LayoutSample.write(Matrix.require(setup), shape, 2, 3, dir.resolve(shape.id()),
                    LoggingUnderTest.Options.inProcess());
            assertThat(events).as("%s %s", setup, shape).hasSize(6);
            for (String written : events) {
                // Log4j2's old JsonLayout ends an event with CRLF, whatever the platform: still one line to a reader.
                String event = setup.endsWith("-jsonlayout") ? written.replace("\r\n", "\n") : written;
                assertThat(event).as("one line, ending the event").endsWith("\n").doesNotContain("\r");
                assertThat(event.strip()).as("no line inside an event").doesNotContain("\n");
                JsonNode line = JSON.readTree(event);
                for (String field : fields) {
                    assertThat(at(line, field)).as("%s: %s in %s", setup, field, event).isNotNull();
                }
                assertThat(at(line, fields.get(4)).asText()).startsWith(OrderWorkload.MARKER);
                assertThat(at(line, fields.get(2)).asText()).startsWith(LayoutSample.THREAD_PREFIX);
                assertThat(event).as("the MDC").contains(TraceContext.traceId(0).substring(0, 8)).contains(TraceContext.SPAN_ID);
                if (shape == MessageShape.EXCEPTION) {
                    JsonNode trace = at(line, stackTrace);
                    assertThat(trace).as("%s: the stack trace as one field", setup).isNotNull();
                    assertThat(trace.toString()).contains("capturedAtDepth");
                    if (!trace.isObject()) {
                        assertThat(trace.isTextual()).as("one string, not an array of frames").isTrue();
                    }
                } else {
                    assertThat(at(line, stackTrace) == null || at(line, stackTrace).isNull()).as("no stack trace on an order").isTrue();
                }
            }
            byte[] bytes = String.join("", events).getBytes(StandardCharsets.UTF_8);
            MarkerCounter audit = new MarkerCounter();
            audit.accept(bytes, 0, bytes.length);
            audit.endOfFile();
            assertThat(audit.count()).as("%s %s: the audit reads every event", setup, shape).isEqualTo(6);
        }
    }

    /** A field by its dotted name, nested ({"log":{"level":..}}) or flat ({"log.level":..}). */
    static JsonNode at(JsonNode node, String path) {
        if (node.has(path)) {
            return node.get(path);
        }
        int dot = path.indexOf('.');
        while (dot > 0) {
            JsonNode child = node.get(path.substring(0, dot));
            if (child != null && child.isObject()) {
                JsonNode found = at(child, path.substring(dot + 1));
                if (found != null) {
                    return found;
                }
            }
            dot = path.indexOf('.', dot + 1);
        }
        return null;
    }
}

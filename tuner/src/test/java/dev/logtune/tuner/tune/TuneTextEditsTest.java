package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The shapes Log4j2's JSON, YAML and properties texts come in, each edited in place or named, never rewritten. */
class TuneTextEditsTest {
    private static final String APPENDERS_YAML = """
            Configuration:
              Appenders:
                File: {name: FILE, fileName: "${sys:LOG_DIR}/a.log", PatternLayout: {pattern: "%m%n"}}
                Async: {name: ASYNC, blocking: %s, AppenderRef: {ref: FILE}}
              Loggers:
                Root: {level: info, AppenderRef: {ref: ASYNC}}
            """;

    @TempDir
    Path dir;

    @Test
    void aFlowMappingGetsItsNewKeyInlineAndItsValueInPlace() throws Exception {
        Path file = Files.writeString(dir.resolve("log4j2.yaml"), APPENDERS_YAML.replace("%s", "false"));
        TunerRun run = tune(file);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).isEqualTo(APPENDERS_YAML.replace("%s", "true")
                .replace("Async: {name:", "Async: {bufferSize: 114000, name:"));
    }

    @Test
    void aTaggedValueIsNamedNotEdited() throws Exception {
        String text = APPENDERS_YAML.replace("%s", "!!str false");
        Path file = Files.writeString(dir.resolve("log4j2.yaml"), text);
        TunerRun run = tune(file);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("not changed: ASYNC/blocking is written in a way tune does not edit in place");
        assertThat(Files.readString(file)).contains("blocking: !!str false").contains("bufferSize: 114000");
    }

    @Test
    void minifiedJsonGetsItsNewKeyOnTheSameLine() throws Exception {
        String text = "{\"Configuration\":{\"Appenders\":{\"File\":{\"name\":\"FILE\",\"fileName\":\"${sys:LOG_DIR}/a.log\","
                + "\"PatternLayout\":{\"pattern\":\"%m%n\"}},\"Async\":{\"name\":\"ASYNC\",\"blocking\":false,"
                + "\"AppenderRef\":{\"ref\":\"FILE\"}}},\"Loggers\":{\"Root\":{\"level\":\"info\",\"AppenderRef\":{\"ref\":\"ASYNC\"}}}}}";
        Path file = Files.writeString(dir.resolve("log4j2.json"), text);
        TunerRun run = tune(file);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).isEqualTo(text.replace("\"Async\":{\"name\"", "\"Async\":{\"bufferSize\": 114000, \"name\"")
                .replace("\"blocking\":false", "\"blocking\":true"));
    }

    @Test
    void propertiesKeepTheirLineEndingsAndAContinuedValueIsNamed() throws Exception {
        String text = String.join("\r\n", "appender.file.type = File", "appender.file.name = FILE",
                "appender.file.fileName = ${sys:LOG_DIR}/a.log", "appender.file.layout.type = PatternLayout",
                "appender.file.layout.pattern = %m%n", "appender.async.type = Async", "appender.async.name = ASYNC",
                "appender.async.blocking = \\", "    false", "appender.async.ref.type = AppenderRef",
                "appender.async.ref.ref = FILE", "rootLogger.level = info", "rootLogger.appenderRef.a.ref = ASYNC", "");
        Path file = Files.writeString(dir.resolve("log4j2.properties"), text);
        TunerRun run = tune(file);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("not changed: ASYNC/blocking is continued over several lines");
        assertThat(Files.readString(file)).isEqualTo(text.replace("appender.async.ref.ref = FILE\r\n",
                "appender.async.ref.ref = FILE\r\nappender.async.bufferSize = 114000\r\n"));
    }

    private static TunerRun tune(Path file) {
        return TunerRun.of("tune", file.toString(), "--rate", "38k", "--threads", "200", "--stall", "2s", "--write");
    }
}

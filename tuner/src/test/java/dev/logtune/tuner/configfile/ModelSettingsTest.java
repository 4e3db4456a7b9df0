package dev.logtune.tuner.configfile;

import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AsyncLoggers;
import dev.logtune.tuner.configfile.model.LogbackQueue;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import dev.logtune.tuner.configfile.model.RollingPolicy;
import dev.logtune.tuner.configfile.model.RollingSetup;
import dev.logtune.tuner.configfile.model.UnqueuedAppenders;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** What the rules read from the model beyond the wiring: settings, queues, async loggers, rolling, the ways past a queue. */
class ModelSettingsTest {
    @TempDir
    Path dir;

    private LoggingConfig model(String name, String text) throws Exception {
        return JudgedFile.of(ConfigFile.read(Files.writeString(dir.resolve(name), text), Map.of("Q", "8192"))).model();
    }

    private static AppenderDef appender(LoggingConfig model, String name) {
        return model.definitions(name).get(0);
    }

    @Test
    void logbackSettingsAreChildElementsAndAQueueHasLogbacksDefaults() throws Exception {
        LoggingConfig model = model("logback.xml", """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.rolling.RollingFileAppender">
                    <file>a.log</file><immediateFlush> false </immediateFlush>
                    <rollingPolicy class="ch.qos.logback.core.rolling.FixedWindowRollingPolicy"><fileNamePattern>a.%i.log.gz</fileNamePattern></rollingPolicy>
                    <encoder><pattern>%m%n</pattern></encoder>
                  </appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <queueSize>${Q}</queueSize><neverBlock>true</neverBlock><appender-ref ref="FILE"/>
                  </appender>
                  <appender name="PLAIN" class="ch.qos.logback.classic.AsyncAppender"><appender-ref ref="FILE"/></appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """);
        AppenderDef file = appender(model, "FILE");
        assertThat(file.settings().get("immediateFlush")).contains("false");
        assertThat(file.settings().get("file")).contains("a.log");
        assertThat(file.settings().where("immediateFlush").tag()).isEqualTo("immediateFlush");
        assertThat(file.settings().where("prudent")).isEqualTo(file.element());
        assertThat(file.isFile()).isTrue();
        assertThat(model.files()).containsExactly(file);

        LogbackQueue queue = appender(model, "ASYNC").logbackQueue();
        assertThat(queue).isEqualTo(new LogbackQueue(8192, null, true, 1000, false));
        assertThat(queue.threshold()).as("a fifth of the queue when unset").isEqualTo(8192 / 5);
        assertThat(appender(model, "PLAIN").logbackQueue().size()).isEqualTo(256);
        assertThat(appender(model, "ASYNC").isQueue()).isTrue();

        assertThat(model.rolling()).singleElement().extracting(RollingSetup::kind).isEqualTo(RollingPolicy.LOGBACK_FIXED_WINDOW);
        assertThat(model.asyncLoggers()).isEqualTo(new AsyncLoggers(false, false, false, null));
        // The root reaches ASYNC, a queue; FILE is written on the queue's thread. PLAIN is referenced by nothing: lint
        // cannot see every include, so it counts as reached directly.
        assertThat(UnqueuedAppenders.of(model)).extracting(AppenderDef::name).containsExactlyInAnyOrder("ASYNC", "PLAIN");
    }

    @Test
    void log4j2SettingsAreAttributes() throws Exception {
        Files.writeString(dir.resolve("log4j2.component.properties"), """
                log4j2.contextSelector=org.apache.logging.log4j.core.async.AsyncLoggerContextSelector
                log4j2.asyncQueueFullPolicy=Discard
                log4j2.asyncLoggerRingBufferSize=262144
                """);
        LoggingConfig model = model("log4j2.xml", """
                <Configuration>
                  <Properties><Property name="SIZE">8192</Property></Properties>
                  <Appenders>
                    <Console name="OUT"><PatternLayout pattern="%m%n"/></Console>
                    <Async name="ASYNC" blocking="false" bufferSize="${SIZE}"><AppenderRef ref="OUT"/></Async>
                  </Appenders>
                  <Loggers><Root level="info"><AppenderRef ref="ASYNC"/></Root></Loggers>
                </Configuration>
                """);
        AppenderDef async = appender(model, "ASYNC");
        assertThat(async.settings().get("blocking")).contains("false");
        assertThat(async.settings().integer("bufferSize")).contains(8192);
        assertThat(async.settings().get("queueSize")).isEmpty();
        assertThat(async.isQueue()).isTrue();
        assertThat(appender(model, "OUT").isConsole()).isTrue();
        assertThat(model.asyncLoggers()).isEqualTo(new AsyncLoggers(true, true, true, 262144));
        assertThat(UnqueuedAppenders.of(model)).as("every logger is async: nothing is written on the caller's thread").isEmpty();
    }
}

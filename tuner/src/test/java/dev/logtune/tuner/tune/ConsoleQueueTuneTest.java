package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A console lint warns of at the rate goes behind a queue that never drops; where the file cannot show how, tune says why. */
class ConsoleQueueTuneTest {
    private static final String LOGBACK = """
            <configuration>
              <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                <encoder>
                  <pattern>%s</pattern>
                </encoder>
              </appender>
              <root level="INFO">
                <appender-ref ref="CONSOLE"/>
              </root>
              <logger name="com.example" level="DEBUG" additivity="false">
                <appender-ref ref="CONSOLE"/>
              </logger>
            </configuration>
            """;
    private static final String LOG4J2 = """
            <Configuration>
              <Appenders>
                <Console name="STDOUT" target="SYSTEM_OUT">
                  <PatternLayout pattern="%s"/>
                </Console>
              </Appenders>
              <Loggers>
                <Root level="INFO"><AppenderRef ref="STDOUT"/></Root>
              </Loggers>
            </Configuration>
            """;

    @TempDir
    Path dir;

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private static TunerRun tune(Path file, String... more) {
        String[] args = {"tune", file.toString(), "--rate", "38000", "--threads", "60"};
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return TunerRun.of(all);
    }

    private static String consoleWarnings(Path file) {
        TunerRun lint = TunerRun.of("lint", file.toString(), "--rate", "38000", "--threads", "60");
        return lint.out().lines().filter(l -> l.startsWith("WARNING") && l.contains("[console-at-rate]")).reduce("", String::concat);
    }

    @Test
    void aLogbackConsoleGetsAQueueThatNeverDropsAndLintStopsWarning() throws Exception {
        Path file = write("logback.xml", LOGBACK.formatted("%d %-5level [%thread] %logger - %msg%n"));
        assertThat(consoleWarnings(file)).isNotEmpty();

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("+  <appender name=\"ASYNC_CONSOLE\" class=\"ch.qos.logback.classic.AsyncAppender\">")
                .contains("CONSOLE/queue none (every caller writes to the pipe) -> ASYNC_CONSOLE")
                .contains("a crash (kill -9, OOM kill) loses what the queue holds, up to 76,000 events (2 s at 38k events/s)")
                .contains("as measured with a queue of 8,192: Measured (logback-async-q8192-t0-console)");
        String tuned = Files.readString(file);
        // 2 s of the reader's pause at 38k events/s, as lint's fix counts it
        assertThat(tuned).contains("""
                  <appender name="ASYNC_CONSOLE" class="ch.qos.logback.classic.AsyncAppender">
                    <queueSize>76000</queueSize>
                    <discardingThreshold>0</discardingThreshold>
                    <neverBlock>false</neverBlock>
                    <appender-ref ref="CONSOLE"/>
                  </appender>
                """).doesNotContain("includeCallerData").contains("<shutdownHook/>");
        assertThat(tuned.split("<appender-ref ref=\"ASYNC_CONSOLE\"/>", -1)).as("root and the logger re-pointed").hasSize(3);
        assertThat(consoleWarnings(file)).isEmpty();
        assertThat(TunerRun.of("lint", file.toString(), "--rate", "38000", "--threads", "60").out())
                .contains("a console appender behind a queue at 38k events/s");
    }

    @Test
    void aPatternThatPrintsTheCallerKeepsCallerDataThroughTheQueue() throws Exception {
        Path file = write("logback.xml", LOGBACK.formatted("%d %-5level %logger{36}:%line - %msg%n"));

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).contains("<includeCallerData>true</includeCallerData>");
        assertThat(consoleWarnings(file)).isEmpty();
    }

    @Test
    void aLog4j2ConsoleGetsABlockingAsyncWithTheLocationItsLayoutNeeds() throws Exception {
        Path file = write("log4j2.xml", LOG4J2.formatted("%d %p %c{1.}:%L - %m%n"));

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Measured (log4j2-asyncappender-1024-console)");
        String tuned = Files.readString(file);
        assertThat(tuned).contains("""
                    <Async name="ASYNC_STDOUT" blocking="true" bufferSize="76000" includeLocation="true">
                      <AppenderRef ref="STDOUT"/>
                    </Async>
                """).contains("<Root level=\"INFO\"><AppenderRef ref=\"ASYNC_STDOUT\"/></Root>");
        assertThat(consoleWarnings(file)).isEmpty();
    }

    @Test
    void aConsoleThatGetsOnlyWarningsOrIsAlreadyQueuedIsLeft() throws Exception {
        Path warnOnly = write("logback.xml", """
                <configuration>
                  <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                    <filter class="ch.qos.logback.classic.filter.ThresholdFilter"><level>WARN</level></filter>
                    <encoder><pattern>%d %msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="CONSOLE"/></root>
                </configuration>
                """);
        assertThat(tune(warnOnly).out()).doesNotContain("ASYNC_CONSOLE");

        Path queued = write("queued.xml", """
                <configuration>
                  <shutdownHook/>
                  <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder><pattern>%d %msg%n</pattern></encoder>
                  </appender>
                  <appender name="Q" class="ch.qos.logback.classic.AsyncAppender">
                    <queueSize>8192</queueSize>
                    <discardingThreshold>0</discardingThreshold>
                    <appender-ref ref="CONSOLE"/>
                  </appender>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>app.log</file>
                    <encoder><pattern>%d %msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="Q"/><appender-ref ref="FILE"/></root>
                </configuration>
                """);
        TunerRun run = tune(queued);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain("ASYNC_CONSOLE");
        // its closest measured setup writes a file, yet the console is judged as the queued console it is
        TunerRun lint = TunerRun.of("lint", queued.toString(), "--rate", "38000", "--threads", "60");
        assertThat(consoleWarnings(queued)).isEmpty();
        assertThat(lint.out()).contains("a console appender behind a queue at 38k events/s")
                .contains("Measured (logback-async-q8192-t0-console)");
    }

    @Test
    void aConsoleFromAnIncludeIsNotRewiredAndTuneSaysWhy() throws Exception {
        write("console.xml", """
                <included>
                  <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder><pattern>%d %msg%n</pattern></encoder>
                  </appender>
                </included>
                """);
        Path file = write("logback.xml", """
                <configuration>
                  <include file="${CONFIG_DIR:-.}/console.xml"/>
                  <root level="INFO"><appender-ref ref="CONSOLE"/></root>
                </configuration>
                """.replace("${CONFIG_DIR:-.}", dir.toString()));

        TunerRun run = tune(file);

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("CONSOLE/queue: not put behind a queue, it is defined in an included file")
                .doesNotContain("ASYNC_CONSOLE\"");
    }

    @Test
    void theShutdownHookGoesAboveTheCommentThatDescribesTheFirstElement() throws Exception {
        Path file = write("logback.xml", """
                <configuration>
                  <!-- everything to the console:
                       the platform collects it -->
                  <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder><pattern>%d %msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="CONSOLE"/></root>
                </configuration>
                """);

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(Files.readString(file)).startsWith("""
                <configuration>
                  <shutdownHook/>
                  <!-- everything to the console:
                       the platform collects it -->
                  <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                """);
    }

    @Test
    void theHookAndARemovedFirstElementDoNotCollide() throws Exception {
        // The DuplicateMessageFilter tune removes is the first element, where the hook used to go in front of.
        Path file = write("logback.xml", """
                <configuration>
                  <turboFilter class="ch.qos.logback.classic.turbo.DuplicateMessageFilter"/>
                  <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder><pattern>%d %msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="CONSOLE"/></root>
                </configuration>
                """);

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(Files.readString(file)).startsWith("<configuration>\n  <shutdownHook/>\n  <appender name=\"CONSOLE\"")
                .doesNotContain("DuplicateMessageFilter");
    }

    @Test
    void aConsoleOfAClassLogtuneDoesNotLoadIsNamedNotQueued() throws Exception {
        Path file = write("logback.xml", """
                <configuration>
                  <appender name="SHELL" class="com.example.shell.TerminalConsoleAppender">
                    <encoder><pattern>%d %msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="SHELL"/></root>
                </configuration>
                """);

        TunerRun run = tune(file);

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("SHELL/queue: not put behind a queue, its class, com.example.shell.TerminalConsoleAppender,"
                + " is not one logtune loads");
    }

    @Test
    void springBootsOwnConsoleGetsItsQueueAfterTheIncludeThatBringsIt() throws Exception {
        Path file = write("logback-spring.xml", """
                <configuration>
                  <include resource="org/springframework/boot/logging/logback/defaults.xml"/>
                  <include resource="org/springframework/boot/logging/logback/console-appender.xml"/>
                  <root level="INFO">
                    <appender-ref ref="CONSOLE"/>
                  </root>
                </configuration>
                """);

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("- CONSOLE/queue none (every caller writes to the pipe) -> ASYNC_CONSOLE")
                .contains("console-appender.xml stays as Spring Boot ships it, and ASYNC_CONSOLE goes after its include");
        assertThat(Files.readString(file)).contains("""
                  <include resource="org/springframework/boot/logging/logback/console-appender.xml"/>
                  <appender name="ASYNC_CONSOLE" class="ch.qos.logback.classic.AsyncAppender">
                """).contains("<appender-ref ref=\"ASYNC_CONSOLE\"/>")
                .doesNotContain("<shutdownHook/>");
        assertThat(consoleWarnings(file)).isEmpty();
    }

    @Test
    void aLog4j2YamlConsoleGetsAnAsyncBesideItAndItsReferences() throws Exception {
        Path file = write("log4j2.yaml", """
                Configuration:
                  Appenders:
                    Console:
                      name: STDOUT
                      PatternLayout:
                        pattern: "%d %-5p [%t] %c - %m%n"
                  Loggers:
                    Root:
                      level: info
                      AppenderRef:
                        - ref: STDOUT
                """);

        TunerRun run = tune(file, "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(Files.readString(file)).contains("""
                  Appenders:
                    Async: {"name": "ASYNC_STDOUT", "blocking": true, "bufferSize": 76000, "AppenderRef": {"ref": "STDOUT"}}
                    Console:
                """).contains("- ref: \"ASYNC_STDOUT\"");
        assertThat(consoleWarnings(file)).isEmpty();
    }

    @Test
    void inLog4j2PropertiesTuneSaysWhatToAddInOneLine() throws Exception {
        Path file = write("log4j2.properties", """
                appender.console.type = Console
                appender.console.name = STDOUT
                appender.console.layout.type = PatternLayout
                appender.console.layout.pattern = %d %p %c - %m%n
                rootLogger.level = INFO
                rootLogger.appenderRef.stdout.ref = STDOUT
                """);

        TunerRun run = tune(file);

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("STDOUT/queue: properties is not edited structurally; to ride out a 2 s pause of its reader add"
                + " appender.asyncConsole.type=Async, appender.asyncConsole.name=ASYNC_STDOUT, appender.asyncConsole.blocking=true,"
                + " appender.asyncConsole.bufferSize=76000, appender.asyncConsole.appenderRef.console.ref=STDOUT");
    }
}

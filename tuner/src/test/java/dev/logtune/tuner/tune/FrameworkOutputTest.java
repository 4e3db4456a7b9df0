package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the real framework would print while tune or lint loads a file in the sandbox never reaches the terminal: its
 * refusal comes back as the tool's one line. A file that XIncludes itself makes the JDK's XML parser, which Log4j2
 * reads with, write "[Fatal Error] ... Recursive include detected" on standard error unless it is held away.
 */
class FrameworkOutputTest {
    @TempDir
    Path dir;

    @Test
    void aFileLog4j2CannotParseIsRefusedInOneLineAndNothingElseReachesTheTerminal() throws Exception {
        Path file = fixture();
        Streams streams = new Streams();

        TunerRun run = streams.during(() -> TunerRun.of("tune", file.toString(), "--rate", "38k", "--threads", "200", "--write"));

        assertThat(streams.printed()).isEmpty();
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).isEqualTo("tuner: " + file + ": Log4j2 refused the tuned file: Error parsing log4j2.xml:"
                + " Error attempting to parse XML file (href='log4j2.xml'). Reason: Recursive include detected.  Document"
                + " 'log4j2.xml' was already processed.; No logging configuration; nothing written\n");
        assertThat(run.out()).isEmpty();
        assertThat(file.resolveSibling("log4j2.xml.bak")).doesNotExist();
    }

    @Test
    void lintsLoadSaysWhatTheFrameworkRefusedInItsFindingAndNothingElse() throws Exception {
        Path file = fixture();
        Streams streams = new Streams();

        TunerRun run = streams.during(() -> TunerRun.of("lint", file.toString(), "--load"));

        assertThat(streams.printed()).isEmpty();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("refused this file: Error parsing log4j2.xml: Error attempting to parse XML file (href='log4j2.xml')."
                        + " Reason: Recursive include detected.")
                .doesNotContain("[Fatal Error]", "file:/");
    }

    @Test
    void logbacksOwnStatusAskedForByTheFileStaysOutOfTunesOutput() throws Exception {
        // debug="true" makes Logback print its status on standard output while it loads the file: in the sandbox, unasked.
        Path file = Files.writeString(Files.createDirectories(dir.resolve("service")).resolve("logback.xml"), """
                <configuration debug="true">
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>${LOG_DIR}/orders.log</file>
                    <encoder><pattern>%d %-5level [%thread] %logger - %msg%n</pattern></encoder>
                  </appender>
                  <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                    <neverBlock>true</neverBlock>
                    <appender-ref ref="FILE"/>
                  </appender>
                  <root level="INFO"><appender-ref ref="ASYNC"/></root>
                </configuration>
                """);
        Streams streams = new Streams();

        TunerRun run = streams.during(() -> TunerRun.of("tune", file.toString(), "--rate", "38k", "--threads", "200"));

        assertThat(streams.printed()).isEmpty();
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("+    <neverBlock>false</neverBlock>").doesNotContain("|-INFO");
    }

    private Path fixture() throws Exception {
        Path source = Path.of(FrameworkOutputTest.class.getResource("/tune/log4j2-self-include/log4j2.xml").toURI());
        return Files.write(Files.createDirectories(dir.resolve("service")).resolve("log4j2.xml"), Files.readAllBytes(source));
    }

    /** The process's own standard output and error, caught while a run prints to its own writers. */
    private static final class Streams {
        private final ByteArrayOutputStream caught = new ByteArrayOutputStream();

        <T> T during(Supplier<T> action) {
            PrintStream out = System.out;
            PrintStream err = System.err;
            PrintStream catching = new PrintStream(caught, true, StandardCharsets.UTF_8);
            System.setOut(catching);
            System.setErr(catching);
            try {
                return action.get();
            } finally {
                System.setOut(out);
                System.setErr(err);
            }
        }

        String printed() {
            return caught.toString(StandardCharsets.UTF_8);
        }
    }
}

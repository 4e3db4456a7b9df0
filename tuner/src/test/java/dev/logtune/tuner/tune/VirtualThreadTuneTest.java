package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class VirtualThreadTuneTest {
    private static final String LOG4J2_ALL_ASYNC = """
            <Configuration>
              <Appenders>
                <RandomAccessFile name="FILE" fileName="app.log" immediateFlush="false">
                  <PatternLayout pattern="%d %p %c - %m%n"/>
                </RandomAccessFile>
              </Appenders>
              <Loggers><Root level="INFO"><AppenderRef ref="FILE"/></Root></Loggers>
            </Configuration>
            """;
    private static final String SELECTOR = "log4j2.contextSelector=org.apache.logging.log4j.core.async.AsyncLoggerContextSelector\n";

    @TempDir
    Path dir;

    /** A service whose build compiles for {@code release}, with virtual threads on, and its all-async Log4j2 file. */
    private Path service(String release, String properties) throws Exception {
        Files.writeString(dir.resolve("pom.xml"), """
                <project>
                  <modelVersion>4.0.0</modelVersion>
                  <artifactId>orders</artifactId>
                  <properties><maven.compiler.release>%s</maven.compiler.release></properties>
                </project>
                """.formatted(release));
        Path resources = Files.createDirectories(dir.resolve("src/main/resources"));
        Files.writeString(resources.resolve("application.properties"), "spring.threads.virtual.enabled=true\n");
        Files.writeString(resources.resolve("log4j2.component.properties"), properties);
        Path file = resources.resolve("log4j2.xml");
        Files.writeString(file, LOG4J2_ALL_ASYNC);
        return file;
    }

    @Test
    void onJava21TheRingStopsPinningCallersThatWaitForASlot() throws Exception {
        Path file = service("21", SELECTOR);
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "38000", "--threads", "60", "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("log4j2.asyncLoggerSynchronizeEnqueueWhenQueueFull unset (true) -> false")
                .contains("virtual threads are on (spring.threads.virtual.enabled=true at application.properties:1)")
                .contains("Java 21 (maven.compiler.release at pom.xml:4)");
        assertThat(Files.readString(file.resolveSibling("log4j2.component.properties")))
                .isEqualTo(SELECTOR + "log4j2.asyncLoggerSynchronizeEnqueueWhenQueueFull=false\n");
        // What tune wrote, lint no longer warns of.
        TunerRun lint = TunerRun.of("lint", file.toString(), "--fail-on", "warning");
        assertThat(lint.out()).doesNotContain("wait for a full ring inside a monitor");
    }

    @Test
    void onJava25NothingIsChangedForVirtualThreads() throws Exception {
        Path file = service("25", SELECTOR);
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "38000", "--threads", "60");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain("SynchronizeEnqueueWhenQueueFull");
    }

    @Test
    void aValueSetTrueIsTurnedFalseInPlace() throws Exception {
        Path file = service("21", SELECTOR + "log4j2.asyncLoggerSynchronizeEnqueueWhenQueueFull = true\n");
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "38000", "--threads", "60", "--write");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file.resolveSibling("log4j2.component.properties")))
                .isEqualTo(SELECTOR + "log4j2.asyncLoggerSynchronizeEnqueueWhenQueueFull = false\n");
    }
}

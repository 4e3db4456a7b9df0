package dev.logtune.tuner.lint;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A Spring Boot service with virtual threads on and a synchronous appender: what lint says for the JDK its build
 * compiles for, the service written here as a project directory.
 */
class VirtualThreadsLintTest {
    private static final String RULE = "virtual-thread-carrier";
    private static final String LOGBACK_FILE = """
            <configuration>
              <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                <file>app.log</file>
                <encoder><pattern>%d %-5level %logger - %msg%n</pattern></encoder>
              </appender>
              <root level="INFO"><appender-ref ref="FILE"/></root>
            </configuration>
            """;
    private static final String LOGBACK_ASYNC = """
            <configuration>
              <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                <file>app.log</file>
                <encoder><pattern>%d %-5level %logger - %msg%n</pattern></encoder>
              </appender>
              <appender name="ASYNC" class="ch.qos.logback.classic.AsyncAppender">
                <appender-ref ref="FILE"/>
              </appender>
              <root level="INFO"><appender-ref ref="ASYNC"/></root>
            </configuration>
            """;
    private static final String LOG4J2_FILE = """
            <Configuration>
              <Appenders>
                <File name="FILE" fileName="app.log"><PatternLayout pattern="%d %p %c - %m%n"/></File>
              </Appenders>
              <Loggers><Root level="INFO"><AppenderRef ref="FILE"/></Root></Loggers>
            </Configuration>
            """;

    @TempDir
    Path dir;

    private Path service(String build, String buildText, String application, String loggingName, String logging) throws Exception {
        Files.writeString(dir.resolve(build), buildText);
        Path resources = Files.createDirectories(dir.resolve("src/main/resources"));
        Files.writeString(resources.resolve("application.properties"), application);
        Path file = resources.resolve(loggingName);
        Files.writeString(file, logging);
        return file;
    }

    private static String pom(String release) {
        return """
                <project>
                  <modelVersion>4.0.0</modelVersion>
                  <artifactId>orders</artifactId>
                  <properties>
                    <maven.compiler.release>%s</maven.compiler.release>
                    <logback.version>1.5.18</logback.version>
                  </properties>
                  <dependencies>
                    <dependency><groupId>ch.qos.logback</groupId><artifactId>logback-classic</artifactId><version>${logback.version}</version></dependency>
                  </dependencies>
                </project>
                """.formatted(release);
    }

    private static List<Finding> findings(Path file) throws Exception {
        return LintRun.of(file, Map.of(), null, null, null, null).findings().stream().filter(f -> f.rule().equals(RULE)).toList();
    }

    @Test
    void onJava21AFileAppenderIsJudgedWithTheLockLogbackHoldsAndTheFreezeUsersReport() throws Exception {
        Path file = service("pom.xml", pom("21"), "spring.threads.virtual.enabled=true\n", "logback-spring.xml", LOGBACK_FILE);
        List<Finding> found = findings(file);
        assertThat(found).hasSize(1);
        Finding finding = found.get(0);
        assertThat(finding.severity()).as("Logback's write path holds a ReentrantLock, no monitor").isEqualTo(Severity.NOTE);
        assertThat(finding.element()).isEqualTo("<appender name=\"FILE\" class=\"FileAppender\">");
        assertThat(finding.message()).contains("file appender writes on the caller's thread").contains("waits for the appender's lock");
        assertThat(finding.why()).contains("ReentrantLock (streamWriteLock)").contains("qos-ch/logback issue 786")
                .contains("1.5.18 (its locks as read in 1.6.6's classes)")
                .contains("Judged for: Logback 1.5.18 (pom.xml:9 (ch.qos.logback:logback-classic), property logback.version at pom.xml:6),"
                        + " Java 21 (maven.compiler.release at pom.xml:5)")
                .contains("spring.threads.virtual.enabled=true at application.properties:1")
                .contains("Measured, logback-rolling-boot (the framework's defaults): on virtual threads (JDK ")
                .contains("through a 2 s disk stall the threads beside them that never log ran")
                .contains("JDK 21 to 23, which pin them, were not measured");
    }

    @Test
    void onJava25TheFreezeOfPinnedWaitersIsGoneButTheWriteStillHoldsItsCarrier() throws Exception {
        Path file = service("pom.xml", pom("25"), "spring.threads.virtual.enabled=true\n", "logback-spring.xml", LOGBACK_FILE);
        Finding finding = findings(file).get(0);
        assertThat(finding.severity()).isEqualTo(Severity.NOTE);
        assertThat(finding.message()).endsWith("each write holds a carrier for its length.");
        assertThat(finding.why()).contains("JEP 491").contains("does not apply").contains("Java 25 (maven.compiler.release at pom.xml:5)")
                .contains("holds its carrier on every JDK");
    }

    @Test
    void log4j2sSynchronizedWritesAreAWarningOnJava21FromAGradleToolchain() throws Exception {
        Path file = service("build.gradle.kts", """
                plugins { id("org.springframework.boot") version "3.5.7" }
                java { toolchain { languageVersion = JavaLanguageVersion.of(21) } }
                dependencies { implementation("org.springframework.boot:spring-boot-starter-log4j2") }
                """, "spring:\n  threads:\n    virtual:\n      enabled: true\n", "log4j2-spring.xml", LOG4J2_FILE);
        Files.move(file.resolveSibling("application.properties"), file.resolveSibling("application.yml"));
        Finding finding = findings(file).get(0);
        assertThat(finding.severity()).isEqualTo(Severity.WARNING);
        assertThat(finding.message()).contains("inside a synchronized method").contains("every caller waiting for it holds a carrier");
        assertThat(finding.why()).contains("OutputStreamManager's write").contains("Java 21 (JavaLanguageVersion.of at build.gradle.kts:2)")
                .contains("spring.threads.virtual.enabled=true at application.yml:4");
    }

    @Test
    void anUnknownReleaseIsJudgedForJava21AndSaysWhy() throws Exception {
        Path file = service("pom.xml", "<project><modelVersion>4.0.0</modelVersion><artifactId>orders</artifactId></project>\n",
                "spring.threads.virtual.enabled=true\n", "logback-spring.xml", LOGBACK_FILE);
        assertThat(findings(file).get(0).why()).contains("Java 21, the first release with virtual threads, since the Java release is unknown:"
                + " pom.xml names no Java release");
    }

    @Test
    void aBlockingQueueOnJava21IsANoteAboutParkedCallersAndNothingIsSaidOfTheFileBehindIt() throws Exception {
        Path file = service("pom.xml", pom("21"), "spring.threads.virtual.enabled=true\n", "logback-spring.xml", LOGBACK_ASYNC);
        List<Finding> found = findings(file);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).element()).contains("name=\"ASYNC\"");
        assertThat(found.get(0).severity()).isEqualTo(Severity.NOTE);
        assertThat(found.get(0).why()).contains("ArrayBlockingQueue.put, whose lock is a ReentrantLock").contains("no pinning");
        Path newer = dir.resolve("pom.xml");
        Files.writeString(newer, pom("25"));
        assertThat(findings(file)).as("on 24+ a parked caller unmounts, pinned or not").isEmpty();
    }

    @Test
    void virtualThreadsOnlyInAProfileAreSaidAsSuchAndOffSaysNothing() throws Exception {
        Path file = service("pom.xml", pom("21"), "spring.threads.virtual.enabled=false\n", "logback-spring.xml", LOGBACK_FILE);
        assertThat(findings(file)).isEmpty();
        Files.writeString(file.resolveSibling("application-prod.properties"), "spring.threads.virtual.enabled=true\n");
        assertThat(findings(file).get(0).why()).contains("spring.threads.virtual.enabled=true in profile prod (application-prod.properties:1)");
    }

    @Test
    void log4j2sAsyncLoggersWaitForAFullRingInsideAMonitorUnlessThePropertiesTurnThatOff() throws Exception {
        Path file = service("pom.xml", pom("21"), "spring.threads.virtual.enabled=true\n", "log4j2-spring.xml", """
                <Configuration>
                  <Appenders>
                    <RandomAccessFile name="FILE" fileName="app.log"><PatternLayout pattern="%d %p %c - %m%n"/></RandomAccessFile>
                  </Appenders>
                  <Loggers><AsyncRoot level="INFO"><AppenderRef ref="FILE"/></AsyncRoot></Loggers>
                </Configuration>
                """);
        List<Finding> found = findings(file);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).severity()).isEqualTo(Severity.WARNING);
        assertThat(found.get(0).element()).startsWith("<AsyncRoot");
        assertThat(found.get(0).why()).contains("AsyncLoggerDisruptor's and AsyncLoggerConfigDisruptor's enqueue");
        Files.writeString(file.resolveSibling("log4j2.component.properties"), "log4j2.asyncLoggerSynchronizeEnqueueWhenQueueFull=false\n");
        assertThat(findings(file)).as("<AsyncRoot> runs on AsyncLoggerConfig's ring, which reads its own property").hasSize(1);
        Files.writeString(file.resolveSibling("log4j2.component.properties"), "log4j2.asyncLoggerConfigSynchronizeEnqueueWhenQueueFull=false\n");
        assertThat(findings(file)).isEmpty();
    }

    @Test
    void everyFormatSaysTheJavaReleaseJudgedFor() throws Exception {
        Path file = service("pom.xml", pom("21"), "spring.threads.virtual.enabled=true\n", "logback-spring.xml", LOGBACK_FILE);
        assertThat(TunerRun.of("lint", file.toString()).out()).contains("judged for: Logback 1.5.18 (").contains(
                "), Java 21 (maven.compiler.release at pom.xml:5)\n").contains("[virtual-thread-carrier]");
        assertThat(TunerRun.of("lint", file.toString(), "--format", "json").out()).contains("\"release\" : 21")
                .contains("\"source\" : \"maven.compiler.release at pom.xml:5\"");
        assertThat(TunerRun.of("lint", file.toString(), "--format", "sarif").out()).contains("Java 21 (maven.compiler.release at pom.xml:5)");
    }
}

package dev.logtune.tuner.lint;

import dev.logtune.tuner.advice.StructuredLoggingReference;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Spring Boot's structured logging judged for the release the service's build resolves: the services under
 * {@code lint/structured/} name Spring Boot 3.3.5, 3.5.7, 4.0.2 (Gradle), 4.1.0 and 4.1.2, by a properties file or a
 * logback-spring.xml. The figures quoted are the shipped results' (reports/structured-logging), never the test's.
 */
class StructuredLoggingRuleTest {
    private static final StructuredLoggingReference MEASURED = StructuredLoggingReference.shipped();

    @TempDir
    Path dir;

    private static Path file(String service, String name) throws Exception {
        return Path.of(StructuredLoggingRuleTest.class.getResource("/lint/structured/" + service + "/src/main/resources/" + name).toURI());
    }

    private static List<Finding> structured(Path file) throws Exception {
        return LintRun.of(file, Map.of(), null, null, null, null).findings().stream()
                .filter(f -> f.rule().equals("structured-logging")).toList();
    }

    private static String bytes(String boot, String setup) {
        return String.format(Locale.ROOT, "%,.0f bytes", MEASURED.figure(boot, setup, 1).orElseThrow().bytesPerEvent());
    }

    @Test
    void theShippedResultsHoldBothReleasesAtOneAndFourThreads() {
        assertThat(MEASURED.releases()).containsExactlyInAnyOrder("3.5.7", "4.1.2");
        for (String boot : MEASURED.releases()) {
            for (String setup : List.of("logback-file-buffered-spring-ecs", "logback-file-buffered-spring-logstash")) {
                assertThat(MEASURED.threads(boot, setup)).as("%s %s", boot, setup).containsExactly(1, 4);
                assertThat(MEASURED.figure(boot, setup, 1).orElseThrow().runs()).as("interleaved runs").isGreaterThanOrEqualTo(2);
            }
        }
        assertThat(MEASURED.measured()).contains("JDK 17");
    }

    @Test
    void springBoot410WarnsThatAFailedEncodeCorruptsTheNextEvent() throws Exception {
        List<Finding> findings = structured(file("boot-410", "application.properties"));
        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.file()).endsWith("application.properties");
            assertThat(f.line()).as("the key that turns it on").isEqualTo(4);
            assertThat(f.message()).isEqualTo("Spring Boot 4.1.0's structured logging writes what is left of an event it failed to"
                    + " encode in front of the next event on the same thread.");
            assertThat(f.why()).contains("issue 51154, fixed in 4.1.1").contains("written as '?' (spring-boot issue 51464, fixed in 4.1.2)")
                    .contains("Judged for Spring Boot 4.1.0 (the parent spring-boot-starter-parent at pom.xml:4)");
            assertThat(f.fix()).startsWith("Use Spring Boot 4.1.2 or later. Measured on Spring Boot 4.1.2 (ecs")
                    .contains(String.format(Locale.ROOT, "%,.0f ±", MEASURED.figure("4.1.2", "logback-file-buffered-spring-ecs", 1)
                            .orElseThrow().bytesPerEvent()));
        });
    }

    @Test
    void springBoot411WarnsThatItWritesCharactersBeyondTheBmpAsQuestionMarks() throws Exception {
        Path service = dir.resolve("service");
        Files.createDirectories(service.resolve("src/main/resources"));
        Path source = file("boot-410", "application.properties");
        Files.writeString(service.resolve("pom.xml"), Files.readString(source.getParent().resolve("../../../pom.xml").normalize())
                .replace("<version>4.1.0</version>", "<version>4.1.1</version>"));
        Path properties = Files.copy(source, service.resolve("src/main/resources/application.properties"));
        assertThat(structured(properties)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).isEqualTo("Spring Boot 4.1.1's structured logging writes a character beyond the Basic Multilingual"
                    + " Plane (most emoji) as '?'.");
            assertThat(f.why()).contains("issue 51464, fixed in 4.1.2").contains("Judged for Spring Boot 4.1.1");
            assertThat(f.fix()).startsWith("Use Spring Boot 4.1.2 or later.");
        });
    }

    @Test
    void log4j2sStructuredLogLayoutIsJudgedTheSameWay() throws Exception {
        Path service = dir.resolve("service");
        Files.createDirectories(service.resolve("src/main/resources"));
        Files.copy(file("boot-410", "application.properties").getParent().resolve("../../../pom.xml").normalize(), service.resolve("pom.xml"));
        Path xml = Files.writeString(service.resolve("src/main/resources/log4j2-spring.xml"), """
                <Configuration>
                  <Appenders>
                    <Console name="JSON">
                      <StructuredLogLayout format="logstash"/>
                    </Console>
                  </Appenders>
                  <Loggers>
                    <Root level="INFO"><AppenderRef ref="JSON"/></Root>
                  </Loggers>
                </Configuration>
                """);
        assertThat(structured(xml)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.line()).isEqualTo(4);
            assertThat(f.message()).startsWith("Spring Boot 4.1.0's structured logging writes what is left of an event");
        });
    }

    @Test
    void springBoot357IsQuotedItsOwnMeasurementAndWhat41Changed() throws Exception {
        List<Finding> findings = structured(file("boot-357", "logback-spring.xml"));
        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.line()).as("the encoder").isEqualTo(8);
            assertThat(f.message()).isEqualTo("Spring Boot 3.5.7's structured logging (logstash): "
                    + bytes("3.5.7", "logback-file-buffered-spring-logstash") + " allocated an event.");
            assertThat(f.why()).contains("Measured on Spring Boot 3.5.7 (logstash over a buffered FileAppender, JMH")
                    .contains("at 1 thread").contains("at 4 threads").contains("issue 49428")
                    .contains("4.1.2 measured " + bytes("4.1.2", "logback-file-buffered-spring-logstash") + " an event at 1 thread")
                    .contains("Judged for Spring Boot 3.5.7");
        });
    }

    @Test
    void aReleaseNotMeasuredIsQuotedTheNearestOnItsSideOfThe41Change() throws Exception {
        List<Finding> findings = structured(file("boot-402", "logback-spring.xml"));
        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).isEqualTo("Spring Boot 4.0.2's structured logging (ecs): " + bytes("3.5.7", "logback-file-buffered-spring-ecs")
                    + " allocated an event on 3.5.7, the nearest release measured.");
            assertThat(f.why()).contains("Judged for Spring Boot 4.0.2 (Spring Boot at build.gradle:3)");
        });
        List<Finding> newer = structured(file("boot-412", "application.properties"));
        assertThat(newer).singleElement().satisfies(f -> {
            assertThat(f.message()).isEqualTo("Spring Boot 4.1.2's structured logging (ecs): " + bytes("4.1.2", "logback-file-buffered-spring-ecs")
                    + " allocated an event.");
            assertThat(f.why()).contains("From 4.1.0 Spring Boot turns an event's JSON into bytes through a buffer kept per thread")
                    .contains("3.5.7 measured " + bytes("3.5.7", "logback-file-buffered-spring-ecs"));
            assertThat(f.fix()).isEqualTo("Nothing to change for the release.");
        });
    }

    @Test
    void beforeSpringBoot34ThereIsNoStructuredLogging() throws Exception {
        assertThat(structured(file("boot-333", "application.properties"))).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).isEqualTo("Spring Boot 3.3.5 has no structured logging (it came in 3.4).");
        });
    }

    @Test
    void anUnknownReleaseIsSaidAndEachMeasuredReleaseQuoted() throws Exception {
        Path copy = dir.resolve("logback-spring.xml");
        Files.copy(file("boot-402", "logback-spring.xml"), copy);
        assertThat(structured(copy)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.NOTE);
            assertThat(f.message()).isEqualTo("Spring Boot's structured logging (ecs), and the Spring Boot release is unknown:"
                    + " no pom.xml or build.gradle found at or above the file.");
            assertThat(f.why()).contains("Spring Boot 3.5.7 " + bytes("3.5.7", "logback-file-buffered-spring-ecs"))
                    .contains("Spring Boot 4.1.2 " + bytes("4.1.2", "logback-file-buffered-spring-ecs")).contains("4.1.0");
        });
    }

    @Test
    void aFileWithoutStructuredLoggingGetsNothing() throws Exception {
        Path copy = dir.resolve("logback.xml");
        Files.writeString(copy, Files.readString(file("boot-402", "logback-spring.xml"))
                .replace("<encoder class=\"org.springframework.boot.logging.logback.StructuredLogEncoder\">\n      <format>ecs</format>",
                        "<encoder>\n      <pattern>%d %-5level %logger - %msg%n</pattern>"));
        assertThat(Files.readString(copy)).doesNotContain("StructuredLogEncoder");
        assertThat(structured(copy)).isEmpty();
    }
}

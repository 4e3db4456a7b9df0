package dev.logtune.tuner.emit;

import dev.logtune.configs.Versions;
import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * recommend and emit say which framework versions their answer is for (the service's build's, as lint reads it), emit's
 * needs agree with the build or say what to change, and the file's header says where its console is.
 */
class ServiceVersionsEmitTest {
    @TempDir
    Path dir;

    /** A Spring Boot 3.5.7 service: it manages Logback 1.5.20, older than the one the figures were measured with. */
    private Path bootService() throws Exception {
        Path service = dir.resolve("orders");
        Files.createDirectories(service.resolve("src/main/resources"));
        Files.copy(Path.of(getClass().getResource("/versions/old-logback/pom.xml").toURI()), service.resolve("pom.xml"));
        return service;
    }

    @Test
    void recommendInAServiceSaysItsVersionAndWhatToChangeToRunWhatWasMeasured() throws Exception {
        Path file = bootService().resolve("src/main/resources/logback.xml");
        TunerRun run = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--emit", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        TunerRun lint = TunerRun.of("lint", file.toString());
        assertThat(lint.out()).contains("judged for: Logback 1.5.20 (Spring Boot 3.5.7's managed version");
        assertThat(run.out()).contains("Versions: Logback 1.5.20 (Spring Boot 3.5.7's managed version",
                "measured with " + Versions.logback(),
                "Your build resolves Logback 1.5.20 (Spring Boot 3.5.7's managed version",
                "to run what was measured, set the logback.version property to " + Versions.logback(),
                "Maven: <properties><logback.version>" + Versions.logback() + "</logback.version></properties>")
                .doesNotContain("logback-classic " + Versions.logback() + " as the SLF4J provider");
        assertThat(Files.readString(file)).contains("No console: every event goes to the log files", "kubectl logs");
    }

    @Test
    void emitSaysTheVersionAndASpringFileSaysWhatAContainerSees() throws Exception {
        Path file = bootService().resolve("src/main/resources/logback-spring.xml");
        TunerRun run = TunerRun.of("emit", "--setup", "logback-async-q8192-t0-rolling", "--rate", "38k", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Versions: Logback 1.5.20 (Spring Boot 3.5.7's managed version", "measured with " + Versions.logback());
        assertThat(Files.readString(file)).contains("no console appender", "kubectl logs shows nothing of these events");
    }

    @Test
    void withNoBuildTheAnswerIsForTheVersionsMeasured() throws Exception {
        Path file = dir.resolve("logback.xml");
        TunerRun run = TunerRun.of("emit", "--setup", "logback-async-q8192-t0-rolling", "--rate", "38k", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Versions: Logback " + Versions.logback() + ", the version measured (no pom.xml or build.gradle found",
                "logback-classic " + Versions.logback() + " as the SLF4J provider");
        Path console = dir.resolve("console/logback.xml");
        Files.createDirectories(console.getParent());
        TunerRun stdout = TunerRun.of("emit", "--setup", "logback-async-q8192-t0-console", console.toString());
        assertThat(stdout.exit()).as(stdout.err()).isZero();
        assertThat(Files.readString(console)).contains("Its console is standard output");
    }
}

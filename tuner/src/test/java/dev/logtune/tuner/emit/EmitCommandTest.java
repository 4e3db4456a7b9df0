package dev.logtune.tuner.emit;

import dev.logtune.configs.load.Log4j2Loader;
import dev.logtune.configs.load.LogbackLoader;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.render.FileConventions;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EmitCommandTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "logback.xml, LOGBACK, PLAIN",
            "logback-spring.xml, LOGBACK, SPRING_BOOT",
            "logback-test.xml, LOGBACK, PLAIN",
            "LOGBACK-Spring.XML, LOGBACK, SPRING_BOOT",
            "log4j2.xml, LOG4J2, PLAIN",
            "log4j2-spring.xml, LOG4J2, SPRING_BOOT",
            "log4j2-test.xml, LOG4J2, PLAIN",
            "service-logging.xml, , PLAIN"})
    void theNameDecidesTheFrameworkAndTheConventions(String name, Framework framework, FileConventions conventions) throws Exception {
        EmitTarget target = EmitTarget.of(dir.resolve(name));
        assertThat(target.framework()).isEqualTo(framework);
        assertThat(target.conventions()).isEqualTo(conventions);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"log4j2.yaml, YAML", "log4j2.yml, YAML", "log4j2.json, JSON", "log4j2.properties, properties", "logback.groovy, XML configs"})
    void formatsLogtuneDoesNotWriteAreOneLineErrors(String name, String says) {
        assertThatThrownBy(() -> EmitTarget.of(dir.resolve(name))).hasMessageContaining(says);
        TunerRun run = TunerRun.of("emit", "--setup", "log4j2-file", dir.resolve(name).toString());
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().lines().count()).as(run.err()).isEqualTo(1);
        assertThat(dir.resolve(name)).doesNotExist();
    }

    @Test
    void aSetupOfTheOtherFrameworkIsRefusedAndNothingIsWritten() {
        TunerRun run = TunerRun.of("emit", "--setup", "logback-file", dir.resolve("log4j2.xml").toString());
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        // emit has no --framework: the message offers only what emit can do.
        assertThat(run.err().strip()).isEqualTo("tuner: log4j2.xml is read by Log4j2, but the setup is Logback's;"
                + " name the file logback.xml");
        assertThat(dir.resolve("log4j2.xml")).doesNotExist();

        TunerRun recommend = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--framework", "logback",
                "--emit", dir.resolve("log4j2-spring.xml").toString());
        assertThat(recommend.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(recommend.err()).contains("name the file logback-spring.xml (or ask for Log4j2 with --framework)");
        assertThat(dir.resolve("log4j2-spring.xml")).doesNotExist();
    }

    @Test
    void aMistypedSetupIdGetsTheNearestKnownOne() {
        TunerRun run = TunerRun.of("emit", "--setup", "logback-asyn-q8192-t0", dir.resolve("logback.xml").toString());
        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip()).startsWith("tuner: unknown setup 'logback-asyn-q8192-t0'; did you mean logback-async-q8192-t0?");
        TunerRun far = TunerRun.of("emit", "--setup", "zzz", dir.resolve("logback.xml").toString());
        assertThat(far.err()).doesNotContain("did you mean").contains("`tuner setups` lists");
    }

    @Test
    void closedSetOptionsNameWhatTheyTake() {
        TunerRun budget = TunerRun.of("emit", "--setup", "logback-file", "--disk-budget", "10", dir.resolve("logback.xml").toString());
        assertThat(budget.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(budget.err()).contains("'10' is not a size with its unit (e.g. 512MB, 10GB)");
        assertThat(dir.resolve("logback.xml")).doesNotExist();
        TunerRun framework = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--framework", "jul");
        assertThat(framework.err()).contains("must be logback, log4j2 or any, was jul");
        TunerRun format = TunerRun.of("recommend", "--rate", "38000", "--threads", "60", "--format", "sarif");
        assertThat(format.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(format.err()).contains("--format must be text, json or markdown, was sarif");
    }

    @Test
    void aSetupWritingToStandardOutputSaysOnceThatItWritesNoFiles() throws Exception {
        for (String setup : new String[] {"logback-async-q8192-t0-console", "log4j2-asyncappender-1024-console"}) {
            Path file = dir.resolve(setup.startsWith("logback") ? "logback.xml" : "log4j2.xml");
            TunerRun run = TunerRun.of("emit", "--setup", setup, file.toString());
            assertThat(run.exit()).as(run.err()).isZero();
            String xml = Files.readString(file);
            assertThat(xml.split("No files: every line goes to standard output", -1)).as(setup).hasSize(2);
        }
    }

    @Test
    void aPlainFileSetupIsWrittenAsItsRollingTwinSizedToTheRate() throws Exception {
        Path file = dir.resolve("logback.xml");
        TunerRun run = TunerRun.of("emit", "--setup", "logback-file-buffered", "--rate", "38k", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        String xml = Files.readString(file);
        // 38k lines of about 221 bytes (as measured) are 8.0 MB/s: two minutes of them, rounded up to 16 MB, is 960 MB.
        assertThat(xml).contains("<shutdownHook/>").contains("${LOG_DIR:-logs}/app.log")
                .contains("logtune setup logback-file-buffered-rolling:")
                .contains("ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy")
                .contains("<fileNamePattern>${LOG_DIR:-logs}/app-%d{yyyy-MM-dd}.%i.log.gz</fileNamePattern>")
                .contains("<maxFileSize>960MB</maxFileSize>").contains("<maxHistory>7</maxHistory>")
                .contains("<totalSizeCap>8320MB</totalSizeCap>")
                .contains("it writes 8.0 MB/s. It rolls at 960 MB and each day: about every 2 min")
                .contains("which rolled at 16 MB")
                .contains("so this file rolls less often than the runs did and the figures above bound the cost of its rolls from above")
                .contains("On a crash (a JVM killed without its shutdown hooks): held in a 256 KB buffer")
                .doesNotContain("NOT as measured");
        assertThat(run.out()).contains("wrote " + file).contains("logback-classic");
    }

    @Test
    void aPlainFileOnlyWhenAskedAndThenItSaysWhatMustRotateIt() throws Exception {
        Path file = dir.resolve("logback.xml");
        TunerRun run = TunerRun.of("emit", "--setup", "logback-file-buffered", "--plain-file", "--rate", "38k", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).contains("ch.qos.logback.core.FileAppender").doesNotContain("rollingPolicy")
                .contains("One plain file that never rolls, as asked: At 38k events/s of about 221 bytes it grows 8.0 MB/s")
                .contains("copytruncate loses the lines written while it copies");

        Path other = dir.resolve("other/logback.xml");
        TunerRun refused = TunerRun.of("emit", "--setup", "logback-file-buffered-rolling", "--plain-file", other.toString());
        assertThat(refused.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err()).contains("logback-file-buffered-rolling rolls its own file; a plain file (--plain-file) is"
                + " another setup: logback-file-buffered");
        assertThat(other).doesNotExist();
    }

    @Test
    void springBootFilesUseLogFileAndLogPathAndItsShutdownHook() throws Exception {
        Path logback = dir.resolve("logback-spring.xml");
        assertThat(TunerRun.of("emit", "--setup", "logback-file-buffered", "--rate", "38k", logback.toString()).exit()).isZero();
        String xml = Files.readString(logback);
        assertThat(xml).doesNotContain("<shutdownHook/>").contains("Spring Boot registers its own")
                .contains("<file>${LOG_FILE}</file>")
                .contains("value=\"${LOG_FILE:-${LOG_PATH:-${LOG_TEMP:-${java.io.tmpdir:-/tmp}}}/spring.log}\"")
                .contains("<fileNamePattern>${LOGBACK_ROLLINGPOLICY_FILE_NAME_PATTERN:-${LOG_FILE}.%d{yyyy-MM-dd}.%i.gz}</fileNamePattern>")
                .contains("<maxFileSize>${LOGBACK_ROLLINGPOLICY_MAX_FILE_SIZE:-960MB}</maxFileSize>")
                .contains("the same logging.logback.rollingpolicy.* properties, which override the sizes written here")
                .contains("no console appender: Spring Boot's default writes every event to the console as well");
        // Spring Boot sets LOG_FILE from logging.file.name; with only logging.file.path, spring.log goes under it.
        Path named = dir.resolve("named/orders.log");
        LogbackLoader.loadPrivate(logback, Map.of("LOG_FILE", named.toString())).stop(Duration.ofSeconds(5));
        assertThat(named).exists();
        Path path = dir.resolve("path");
        LogbackLoader.loadPrivate(logback, Map.of("LOG_PATH", path.toString())).stop(Duration.ofSeconds(5));
        assertThat(path.resolve("spring.log")).exists();

        Path log4j2 = dir.resolve("log4j2-spring.xml");
        assertThat(TunerRun.of("emit", "--setup", "log4j2-file", log4j2.toString()).exit()).isZero();
        assertThat(Files.readString(log4j2)).contains("fileName=\"${LOG_FILE}\"")
                .contains("<Property name=\"LOG_FILE\">${sys:LOG_FILE:-${LOG_PATH}/spring.log}</Property>");
        Path log4j2Path = dir.resolve("log4j2-path");
        Log4j2Loader.loadPrivate(log4j2, Map.of("LOG_PATH", log4j2Path.toString())).stop(Duration.ofSeconds(5));
        assertThat(log4j2Path.resolve("spring.log")).exists();
        Path log4j2Named = dir.resolve("log4j2-named/orders.log");
        Log4j2Loader.loadPrivate(log4j2, Map.of("LOG_FILE", log4j2Named.toString(), "LOG_PATH", log4j2Path.toString()))
                .stop(Duration.ofSeconds(5));
        assertThat(log4j2Named).exists();
    }

    @Test
    void whatAnAsyncLoggerPickNeedsIsPrintedAndTheStandardErrorIsFlushed() throws Exception {
        TunerRun toStdout = TunerRun.of("emit", "--setup", "log4j2-async-raf");
        assertThat(toStdout.exit()).isZero();
        assertThat(toStdout.out()).startsWith("<?xml").doesNotContain("disruptor");
        assertThat(toStdout.err()).contains("log4j2.contextSelector=org.apache.logging.log4j.core.async.AsyncLoggerContextSelector")
                .contains("<artifactId>disruptor</artifactId><version>3.4.4</version>")
                .contains("implementation 'com.lmax:disruptor:3.4.4'").contains("Not 4.0.0");

        Path file = dir.resolve("log4j2.xml");
        TunerRun written = TunerRun.of("emit", "--setup", "log4j2-async-raf", file.toString());
        assertThat(written.exit()).isZero();
        assertThat(written.out()).contains("log4j2.component.properties (written beside log4j2.xml) must be on the classpath")
                .contains("src/main/resources").contains("every logger runs synchronously, silently")
                .contains("com.lmax:disruptor:3.4.4").contains("log4j-slf4j2-impl");
        assertThat(dir.resolve("log4j2.component.properties")).exists();
        Map<String, String> properties = new HashMap<>(FileConventions.variablesPointingAt(dir.resolve("logs")));
        properties.put("log4j2.contextSelector", "org.apache.logging.log4j.core.async.AsyncLoggerContextSelector");
        Log4j2Loader.loadPrivate(file, properties).stop(Duration.ofSeconds(5));

        TunerRun spring = TunerRun.of("emit", "--setup", "log4j2-file", dir.resolve("log4j2-spring.xml").toString());
        assertThat(spring.out()).contains("spring-boot-starter-log4j2").contains("spring-boot-starter-logging").doesNotContain("disruptor");
    }
}

package dev.logtune.tuner.tune;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.LintRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** tune on a service configured by application.properties: the properties' diff and the logback-spring.xml a queue needs. */
class SpringBootTuneTest {
    @TempDir
    Path dir;

    private Path service() throws Exception {
        Path source = Path.of(SpringBootTuneTest.class.getResource("/spring/properties-service/src/main/resources/application.properties").toURI());
        Path copy = Files.createDirectories(dir.resolve("src/main/resources")).resolve("application.properties");
        Files.copy(source, copy);
        Files.copy(source.getParent().getParent().getParent().getParent().resolve("pom.xml"), dir.resolve("pom.xml"));
        return copy;
    }

    @Test
    void aStallToAbsorbGivesTheAsyncFileAndThePropertyItNeeds() throws Exception {
        Path file = service();
        String before = Files.readString(file);
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "38000", "--threads", "60", "--stall", "2s");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("-logging.register-shutdown-hook=false", "+logging.register-shutdown-hook=true")
                .contains("+++ " + file.resolveSibling("logback-spring.xml") + " (new)")
                .contains("+    <include resource=\"org/springframework/boot/logging/logback/file-appender.xml\"/>")
                .contains("+        <queueSize>114000</queueSize>", "+        <discardingThreshold>0</discardingThreshold>")
                // logging.pattern.file prints %line: the queue must carry the caller data it prints.
                .contains("+        <includeCallerData>true</includeCallerData>")
                .contains("- logging.register-shutdown-hook false -> true: the new AsyncAppender holds up to 114,000 events");
        // Nothing written without --write.
        assertThat(Files.readString(file)).isEqualTo(before);
        assertThat(file.resolveSibling("logback-spring.xml")).doesNotExist();
    }

    @Test
    void writeKeepsTheOriginalAndTheNewFileIsWhatSpringBootWouldLoad() throws Exception {
        Path file = service();
        String before = Files.readString(file);
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "38000", "--threads", "60", "--stall", "2s", "--write");
        assertThat(run.exit()).as(run.err()).isZero();
        // The service's resources go into its jar: the original is kept outside them, and the output says where.
        Path backup = dir.resolve(".logtune-backup/src/main/resources/application.properties.bak");
        assertThat(Files.readString(backup)).isEqualTo(before);
        assertThat(file.resolveSibling("application.properties.bak")).doesNotExist();
        assertThat(run.out()).contains("the original is kept at " + backup + " (not beside it: the build packages");
        // The hook, and the file's rolling policy in the keys Spring Boot reads (its history of 14 days held to the budget).
        assertThat(Files.readString(file)).isEqualTo(before.replace("logging.register-shutdown-hook=false", "logging.register-shutdown-hook=true")
                .replace("max-file-size=50MB", "max-file-size=960MB") + "logging.logback.rollingpolicy.total-size-cap=8320MB\n");
        Path emitted = file.resolveSibling("logback-spring.xml");
        // Read as lint reads it (Spring's includes from their model): the queue in front of Spring Boot's FILE, and lint
        // finds no silent drop and no missing hook there.
        ConfigFile config = ConfigFile.read(emitted, Map.of("LOG_FILE", "logs/orders.log"));
        assertThat(config.rootElement().descendants("appender").stream().map(a -> a.attribute("name")))
                .contains("CONSOLE", "FILE", "ASYNC_FILE", "ASYNC_CONSOLE");
        LintRun lint = LintRun.of(emitted, Map.of("LOG_FILE", "logs/orders.log"), null, null, null, null);
        assertThat(lint.findings()).noneMatch(f -> f.rule().equals("async-silent-drop") || f.rule().equals("undefined-appender"));
        // It loads clean in real Logback.
        assertThat(LoadCheck.errors(config, Files.createDirectories(dir.resolve("load")))).isEmpty();
        // Again: logback-spring.xml sits beside it now, so that is what Spring Boot loads and what tune reads, with the
        // logging.* keys as its variables (the pattern's %line still needs the queue's caller data): nothing to change.
        Files.writeString(file, before);
        String written = Files.readString(emitted);
        TunerRun again = TunerRun.of("tune", file.toString(), "--rate", "38000", "--threads", "60", "--stall", "2s", "--write");
        assertThat(again.exit()).as(again.out() + again.err()).isZero();
        // Spring Boot's FILE keeps its history by age alone; its policy lives in Spring Boot's own include, so the cap is
        // named as the logging.* key Spring Boot sets it from, not edited.
        assertThat(again.out()).contains("Spring Boot hands logback-spring.xml to Logback, so it is what is tuned")
                .contains("nothing to change in").contains("FILE/totalSizeCap is set by Spring Boot's own file-appender.xml from logging.logback.rollingpolicy.total-size-cap")
                .contains("ASYNC_FILE/includeCallerData true: the pattern of FILE prints caller data");
        assertThat(Files.readString(emitted)).isEqualTo(written);
        assertThat(Files.readString(file)).isEqualTo(before);
    }

    @Test
    void withoutAStallOrAKneeNoQueueIsWrittenAndWhatIsLeftIsNamed() throws Exception {
        Path file = service();
        TunerRun run = TunerRun.of("tune", file.toString(), "--rate", "1000", "--threads", "4");
        assertThat(run.exit()).as(run.err()).isZero();
        // 14 days at 1,000 events/s take more than the budget: the cap, and nothing to grow (50MB already rolls hours apart).
        assertThat(run.out()).contains("- logging.logback.rollingpolicy.total-size-cap unset -> ")
                .doesNotContain("max-file-size 50MB")
                .contains("not changed: logging.pattern.file=%d %-5level [%thread] %logger{36}:%line - %msg%n -> ")
                .contains("no queue is needed")
                .doesNotContain("logback-spring.xml (new)").doesNotContain("already tuned");
    }

    @Test
    void theFilesRollingPolicyIsSizedInTheKeysSpringBootReadsAndLevelsWaitForChangeOutput() throws Exception {
        Path file = applicationFile("application.properties", "logging.file.name=logs/orders.log\nlogging.level.root=DEBUG\n");
        assertThat(TuneRuns.lint(file)).contains("bounds its history by age only").contains("[verbose-level]");

        TunerRun run = TuneRuns.tune(file, "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("- logging.logback.rollingpolicy.max-file-size unset -> 960MB:")
                .contains("- logging.logback.rollingpolicy.total-size-cap unset -> ")
                .contains("not changed: logging.level.root=DEBUG -> INFO:").contains("(--change-output applies it)")
                .doesNotContain("lint WARNING retention");
        assertThat(Files.readString(file)).startsWith("logging.file.name=logs/orders.log\nlogging.level.root=DEBUG\n"
                + "logging.logback.rollingpolicy.max-file-size=960MB\nlogging.logback.rollingpolicy.total-size-cap=");
        assertThat(TuneRuns.lint(file)).doesNotContain("bounds its history by age only");
        // the console lint warns of at the rate is queued in the logback-spring.xml written beside it
        assertThat(Files.readString(file.resolveSibling("logback-spring.xml"))).contains("<appender-ref ref=\"ASYNC_CONSOLE\"/>")
                .contains("<appender-ref ref=\"FILE\"/>");

        // the service as it was: with a logback-spring.xml beside it, that file is what tune reads
        Files.delete(file.resolveSibling("logback-spring.xml"));
        Files.writeString(file, "logging.file.name=logs/orders.log\nlogging.level.root=DEBUG\n");
        TuneRuns.tune(file, "--write", "--force", "--change-output");
        assertThat(Files.readString(file)).contains("logging.level.root=INFO\n");
        assertThat(TuneRuns.lint(file)).doesNotContain("[verbose-level]");
    }

    @Test
    void withChangeOutputThePatternKeyLosesItsCallerConvertersAndTheQueueCarriesNone() throws Exception {
        Path file = service();
        TunerRun run = TuneRuns.tune(file, "--stall", "2s", "--change-output");
        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("+logging.pattern.file=%d %-5level [%thread] %logger{36} - %msg%n")
                .contains("+logging.level.com.example.orders=INFO")
                .contains("+        <queueSize>114000</queueSize>").doesNotContain("includeCallerData");
    }

    @Test
    void aServiceLoggingOnlyToTheConsoleGetsItQueuedForItsReader() throws Exception {
        Path file = applicationFile("application.properties", "spring.application.name=orders\n");
        assertThat(TuneRuns.lint(file)).contains("WARNING").contains("[console-at-rate]");

        TunerRun run = TuneRuns.tune(file, "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("- logback-spring.xml ASYNC_CONSOLE none (Spring Boot's CONSOLE appender, synchronous) ->"
                + " AsyncAppender queueSize 76,000, discardingThreshold 0: lint console-at-rate").doesNotContain("FILE");
        assertThat(Files.readString(file)).isEqualTo("spring.application.name=orders\n");
        assertThat(Files.readString(file.resolveSibling("logback-spring.xml"))).contains("console-appender.xml")
                .doesNotContain("file-appender.xml").contains("<queueSize>76000</queueSize>");
        assertThat(TuneRuns.lint(file)).doesNotContain("WARNING");
        assertThat(TuneRuns.tune(file).out()).doesNotContain("logback-spring.xml ASYNC_CONSOLE");
    }

    @Test
    void aYamlFileTakesTheRollingKeysNestedInItsOwnLoggingMapping() throws Exception {
        Path file = applicationFile("application.yml", "server:\n  port: 8080\n# logging for orders\nlogging:\n  file:\n    name: logs/orders.log\n"
                + "  level:\n    com.example.orders: DEBUG\n");

        TunerRun run = TuneRuns.tune(file, "--write", "--change-output");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(Files.readString(file)).isEqualTo("server:\n  port: 8080\n# logging for orders\nlogging:\n  logback:\n"
                + "    rollingpolicy:\n      max-file-size: 960MB\n      total-size-cap: 8320MB\n  file:\n    name: logs/orders.log\n"
                + "  level:\n    com.example.orders: INFO\n");
        // what is left are notes (the budget's bound on history among them): the age-only history (4.6 TB at this rate)
        // and the console at the rate (queued in the logback-spring.xml written beside it) are gone
        assertThat(TuneRuns.lint(file)).contains("[retention]").doesNotContain("4.6 TB").doesNotContain("WARNING")
                .doesNotContain("[verbose-level]");
    }

    @Test
    void aYamlKeyGoesBelowThePartOfItsPathTheFileHasAndALoggerNameStaysOneKey() throws Exception {
        Path file = applicationFile("application.yml", "logging.file.name: logs/orders.log\nlogging:\n  logback:\n    rollingpolicy:\n"
                + "      max-history: 3\n");

        TunerRun run = TuneRuns.tune(file, "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(Files.readString(file)).startsWith("logging.file.name: logs/orders.log\nlogging:\n  logback:\n    rollingpolicy:\n"
                + "      max-file-size: 960MB\n      total-size-cap: ");
        assertThat(Files.readString(file)).endsWith("\n      max-history: 3\n");
    }

    @Test
    void withChangeOutputAYamlPatternLosesItsCallerConvertersInItsOwnQuotes() throws Exception {
        Path file = applicationFile("application.yml", "logging.pattern.console: '%d %-5level %C.%M - %msg%n' # console\nlogging:\n  file:\n"
                + "    name: logs/orders.log\n  pattern:\n    file: \"%d %-5level [%thread] %logger{36}:%line - %msg%n\"\n"
                + "  logback:\n    rollingpolicy:\n      max-file-size: \"10MB\"\n");

        TunerRun run = TuneRuns.tune(file, "--write", "--change-output");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(Files.readString(file)).startsWith("logging.pattern.console: '%d %-5level - %msg%n' # console\n")
                .contains("    file: \"%d %-5level [%thread] %logger{36} - %msg%n\"\n")
                .contains("      max-file-size: \"960MB\"\n");
        assertThat(TuneRuns.lint(file)).doesNotContain("[caller-data]");
    }

    @Test
    void aYamlOfSeveralDocumentsIsToldTheRollingKeysToAdd() throws Exception {
        String text = "logging:\n  file:\n    name: logs/orders.log\n---\nspring:\n  config:\n    activate:\n      on-profile: dev\n";
        Path file = applicationFile("application.yml", text);

        TunerRun run = TuneRuns.tune(file, "--write");

        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("not changed: logging.logback.rollingpolicy.max-file-size: add"
                + " \"logging.logback.rollingpolicy.max-file-size: 960MB\" to the logging section of application.yml");
        assertThat(Files.readString(file)).isEqualTo(text);
    }

    private Path applicationFile(String name, String text) throws IOException {
        return Files.writeString(Files.createDirectories(dir.resolve("orders/src/main/resources")).resolve(name), text);
    }

    @Test
    void valueEditReplacesOnlyTheValue() {
        String text = "a=1\nlogging.register-shutdown-hook = false  # off\nb: 2\n";
        String edited = TextEdit.apply(text, java.util.List.of(SpringBootTune.valueEdit(text, 2, "true").orElseThrow()));
        assertThat(edited).isEqualTo("a=1\nlogging.register-shutdown-hook = true  # off\nb: 2\n");
    }
}

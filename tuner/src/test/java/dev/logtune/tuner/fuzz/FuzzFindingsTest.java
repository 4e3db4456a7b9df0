package dev.logtune.tuner.fuzz;

import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * What the config fuzzer ({@link ConfigFuzzTest}) found, each kept as the smallest file that showed it (under
 * {@code fuzz/} in the test resources, or made here where it is large). {@link TunerRun} fails a run that ends in an
 * internal error, so each test below would fail as the fuzzer did.
 */
class FuzzFindingsTest {
    private static final String[] TARGET = {"--rate", "38000", "--threads", "60"};

    @TempDir
    Path dir;

    /** A profile document whose logging.config named the application file itself: read again and again, a stack overflow. */
    @Test
    void aProfileWhoseLoggingConfigNamesTheApplicationFileIsSaidNotFollowed() throws IOException {
        Path file = copy("profile-names-itself", "application.yml");

        TunerRun lint = TunerRun.of("lint", file.toString());
        assertThat(lint.exit()).as(lint.err()).isEqualTo(ExitCode.OK);
        assertThat(lint.out()).contains("logging.config names application.yml, an application file, not a logging configuration");
        TunerRun tune = TunerRun.of(args("tune", file));
        assertThat(tune.exit()).as(tune.err()).isIn(ExitCode.OK, ExitCode.BAD_INPUT);
    }

    /**
     * Two properties that name each other made a FixedWindowRollingPolicy's fileNamePattern lose its %i; Logback's policy
     * throws from start() rather than post an error, and tune's check of its own file in the real framework took that
     * for a bug of logtune's.
     */
    @Test
    void aFileLogbackRefusesByThrowingIsTheFilesProblemNotAnInternalError() throws IOException {
        Path file = copy("property-cycle-file-pattern", "logback.xml");
        byte[] before = Files.readAllBytes(file);

        TunerRun tune = TunerRun.of(args("tune", file));
        assertThat(tune.exit()).as(tune.err()).isIn(ExitCode.OK, ExitCode.BAD_INPUT);
        TunerRun write = TunerRun.of(args("tune", file, "--write"));
        assertThat(write.exit()).as(write.err()).isIn(ExitCode.OK, ExitCode.BAD_INPUT);
        assertThat(write.out() + write.err()).doesNotContain("internal error");
        if (write.exit() == ExitCode.BAD_INPUT) {
            assertThat(Files.readAllBytes(file)).isEqualTo(before);
        }
    }

    /**
     * A YAML file of half a megabyte, one key written 44,000 times, took tune a minute: each scalar's place was counted
     * in code points from the start of the text. The bound is generous, not a speed goal: counted from the start, this
     * file takes minutes.
     */
    @Test
    void aLargeYamlFileIsTunedInBoundedTime() throws IOException {
        Path file = dir.resolve("log4j2.yaml");
        String fixture = Files.readString(FuzzFixtures.root().resolve("config/formats/log4j2.yaml"));
        assertThat(fixture).containsOnlyOnce("configuration:\n");
        Files.writeString(file, fixture.replace("configuration:\n", "configuration:\n" + "  status: warn\n".repeat(50_000)));

        TunerRun tune = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> TunerRun.of(args("tune", file)));
        assertThat(tune.exit()).as(tune.err()).isEqualTo(ExitCode.OK);
    }

    /**
     * A file naming one logger thousands of times: lint asked every pair of loggers, for every logger and appender
     * (cubic), looked each logger's level up among all of them, and joined a finding's places one by one (quadratic).
     * With a reference on each logger, each appender's level floor also searched every reference and its logger.
     */
    @Test
    void aFileWithThousandsOfLoggersIsLintedInBoundedTime() throws IOException {
        Path file = dir.resolve("log4j2.yaml");
        String fixture = Files.readString(FuzzFixtures.root().resolve("config/formats/log4j2.yaml"));
        String logger = """
                      - name: broker.controller
                        level: DEBUG
                """;
        assertThat(fixture).containsOnlyOnce(logger);
        Files.writeString(file, fixture.replace(logger, logger.repeat(8_000)));

        TunerRun lint = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> TunerRun.of(args("lint", file)));
        assertThat(lint.exit()).as(lint.err()).isIn(ExitCode.OK, ExitCode.NEGATIVE);
        assertThat(lint.out()).contains("broker.controller");
    }

    /** Thousands of loggers with a level that is not one: each one's parent level was searched among all loggers. */
    @Test
    void thousandsOfUnknownLevelsAreLintedInBoundedTime() throws IOException {
        Path file = dir.resolve("log4j2.xml");
        String fixture = Files.readString(FuzzFixtures.root().resolve("lint/framework/log4j2-unknown-level.xml"));
        String typo = "    <Logger name=\"com.example.typo\" level=\"INF0\"/>\n";
        assertThat(fixture).containsOnlyOnce(typo);
        Files.writeString(file, fixture.replace(typo, typo.repeat(20_000)));

        TunerRun lint = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> TunerRun.of(args("lint", file)));
        assertThat(lint.exit()).as(lint.err()).isIn(ExitCode.OK, ExitCode.NEGATIVE);
        assertThat(lint.out()).contains("level \"INF0\" on logger \"com.example.typo\" is not a level");
    }

    /** The same lookup, where the text has characters outside the BMP before the edits: each edit still lands on its value. */
    @Test
    void yamlEditsLandOnTheirValuesAfterCharactersOutsideTheBmp() throws IOException {
        Path file = dir.resolve("log4j2.yaml");
        String fixture = Files.readString(FuzzFixtures.root().resolve("tune/log4j2-formats/log4j2.yaml"));
        String emoji = "# \ud83c\udf89 orders \ud83d\udce6\ud83d\udce6\n";
        Files.writeString(file, emoji + fixture, StandardCharsets.UTF_8);

        TunerRun tune = TunerRun.of(args("tune", file, "--write"));

        assertThat(tune.exit()).as(tune.err()).isEqualTo(ExitCode.OK);
        String tuned = Files.readString(file);
        assertThat(tuned).startsWith(emoji).contains("      blocking: true   # set when the disk was slow\n")
                .contains("        includeLocation: false\n");
    }

    private Path copy(String fixture, String name) throws IOException {
        Path from = FuzzFixtures.root().resolve("fuzz").resolve(fixture);
        Path to = Files.createDirectories(dir.resolve(fixture));
        try (var files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(file.getFileName().toString()));
            }
        }
        return to.resolve(name);
    }

    private static String[] args(String command, Path file, String... more) {
        String[] args = new String[2 + TARGET.length + more.length];
        args[0] = command;
        args[1] = file.toString();
        System.arraycopy(TARGET, 0, args, 2, TARGET.length);
        System.arraycopy(more, 0, args, 2 + TARGET.length, more.length);
        return args;
    }
}

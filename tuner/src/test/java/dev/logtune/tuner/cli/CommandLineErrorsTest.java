package dev.logtune.tuner.cli;

import dev.logtune.tuner.TunerRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/** A bad command line gets one line that names the option and what to write instead, and exit 2. */
class CommandLineErrorsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "recommend --rate 5k --threads 4 --p99 200|tuner recommend: --p99: '200' has no unit; write 200us, 200ms or 200s",
            "recommend --rate 5k --threads 4 --max-unflushed 200|tuner recommend: --max-unflushed: '200' has no unit; write 200us, 200ms or 200s",
            "recommend --rate 5k --threads 4 --burst 5x|tuner recommend: --burst: '5x' needs a duration: 5x1s means five times the rate for 1 s",
            "recommend --rate 5k --threads 4 --burst 5|tuner recommend: --burst: '5' needs a duration: 5x1s means five times the rate for 1 s",
            "recommend --rate 5k --threads 4 --burst 5x2|tuner recommend: --burst: '5x2': '2' has no unit; write 2us, 2ms or 2s",
            "verify --config x.xml --rate 5k --threads 4 --stall 2|tuner verify: --stall: '2' has no unit; write 2us, 2ms or 2s",
            "verify --config x.xml --rate 5k --threads 4 --duration 10|tuner verify: --duration: '10' has no unit; write 10us, 10ms or 10s",
            "crash-test --setup logback-file --wait 2|tuner crash-test: --wait: '2' has no unit; write 2us, 2ms or 2s",
            "bench --heap 512|tuner bench: --heap: '512' has no unit; write 512m or 512g",
            "recomend|tuner: unknown command 'recomend'; did you mean recommend?",
            "recommend --rat 5|tuner recommend: unknown option '--rat'; did you mean --rate?",
            "recommend --rate 5k --threads 4 --frmework logback|tuner recommend: unknown option '--frmework'; did you mean --framework?",
            "lint x.xml --rate 38k|tuner lint: Missing required argument(s): --threads=<threads>",
            "lint x.xml --format markdown|tuner lint: --format must be text, json or sarif, was markdown",
    })
    void aBadCommandLineGetsOneLineThatSaysWhatToWrite(String line, String expected) {
        TunerRun run = TunerRun.of(line.split(" "));

        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().lines()).hasSize(1);
        assertThat(run.err()).startsWith(expected + " (see: ");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aDirectoryWhereAConfigBelongsIsNamedAsOne(@TempDir Path dir) throws IOException {
        Path logs = Files.createDirectory(dir.resolve("logs"));

        // lint looks into a directory for the service's configuration: with none there, a one-line error of its own.
        TunerRun lint = TunerRun.of("lint", logs.toString());
        assertThat(lint.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(lint.err().strip()).startsWith("tuner: " + logs + ": no logging configuration found").doesNotContain("\n");
        for (String[] args : new String[][]{
                {"tune", logs.toString(), "--rate", "5k", "--threads", "4"},
                {"verify", "--config", logs.toString(), "--rate", "5k", "--threads", "4"}}) {
            TunerRun run = TunerRun.of(args);
            assertThat(run.exit()).as(args[0]).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(run.err().strip()).as(args[0]).isEqualTo("tuner: " + logs + " is a directory, not a config file");
        }
    }

    @Test
    void aDirectoryWhereAResultsFileBelongsIsNamedAsOne(@TempDir Path dir) {
        TunerRun run = TunerRun.of("report", dir.toString());

        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip()).isEqualTo("tuner: " + dir + " is a directory, not a results file");
    }

    @Test
    void publishingOverADirectoryNamesItNotATemporaryFile(@TempDir Path dir) throws IOException {
        Path publish = Files.createDirectory(dir.resolve("published"));
        Files.createDirectory(publish.resolve("results.json"));

        Path results = dir.resolve("results.json");
        try (InputStream reference = getClass().getResourceAsStream("/dev/logtune/tuner/reference/results.json")) {
            Files.copy(reference, results);
        }

        TunerRun run = TunerRun.of("report", results.toString(), "--publish", publish.toString(), "--force");

        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip()).isEqualTo("tuner: " + publish.resolve("results.json")
                + " is a directory; name the file to write");
    }

    @Test
    void aReadOnlyDirectoryIsNamedNotTheTemporaryFileInIt(@TempDir Path dir) throws IOException {
        Path readOnly = Files.createDirectory(dir.resolve("ro"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        assumeFalse(Files.isWritable(readOnly), "root writes anywhere");
        try {
            TunerRun run = TunerRun.of("emit", "--setup", "logback-file", readOnly.resolve("logback.xml").toString());

            assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(run.err().strip()).isEqualTo("tuner: " + readOnly
                    + ": cannot write in this directory (permission denied)");
        } finally {
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void anUnreadableConfigIsNamedAsOne(@TempDir Path dir) throws IOException {
        Path config = Files.writeString(dir.resolve("logback.xml"), "<configuration/>");
        Files.setPosixFilePermissions(config, PosixFilePermissions.fromString("---------"));
        assumeFalse(Files.isReadable(config), "root reads anything");

        TunerRun run = TunerRun.of("lint", config.toString());

        assertThat(run.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip()).isEqualTo("tuner: " + config + ": cannot read it (permission denied)");
    }
}

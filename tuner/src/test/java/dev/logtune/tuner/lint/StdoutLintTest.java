package dev.logtune.tuner.lint;

import dev.logtune.configs.model.Destination;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.tuner.configfile.ConfigFacts;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.Severity;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Lint infers the destination and the line from the file, and judges a console by the stdout setup it matches. */
class StdoutLintTest {
    private static Path fixture(String name) {
        return Path.of("src/test/resources/lint/stdout").resolve(name);
    }

    private static ConfigFacts facts(String name) throws Exception {
        return new ConfigFacts(ConfigFile.read(fixture(name), Map.of()));
    }

    @Test
    void aConsoleOnlyFileIsAStdoutServiceAndItsEncoderSaysJson() throws Exception {
        assertThat(facts("logback-async-json.xml").destination()).isEqualTo(Destination.STDOUT);
        assertThat(facts("logback-async-json.xml").lineFormat()).isEqualTo(LineFormat.JSON);
        assertThat(facts("log4j2-console-ecs.xml").destination()).isEqualTo(Destination.STDOUT);
        assertThat(facts("log4j2-console-ecs.xml").lineFormat()).isEqualTo(LineFormat.JSON);
        // A file beside the console: the service keeps files; the JSON one makes its line JSON.
        assertThat(facts("logback-console-and-file.xml").destination()).isEqualTo(Destination.FILE);
        assertThat(facts("logback-console-and-file.xml").lineFormat()).isEqualTo(LineFormat.JSON);
    }

    @Test
    void theClosestSetupIsTheStdoutOneWithTheSameStageAndLine() throws Exception {
        assertThat(LintRun.of(fixture("logback-async-json.xml"), Map.of(), null, null, null, null).closestSetup())
                .isEqualTo("logback-async-q8192-t0-console-json");
        assertThat(LintRun.of(fixture("log4j2-console-ecs.xml"), Map.of(), null, null, null, null).closestSetup())
                .isEqualTo("log4j2-console-json");
    }

    @Test
    void aConsoleBehindAQueueIsANoteThatSizesTheQueueForAPauseAndASynchronousOneAWarning() throws Exception {
        Finding queued = LintRun.of(fixture("logback-async-json.xml"), Map.of(), 38_000.0, 60, null, null).findings().stream()
                .filter(f -> f.rule().equals("console-at-rate")).findFirst().orElseThrow();
        assertThat(queued.severity()).isEqualTo(Severity.NOTE);
        assertThat(queued.message()).contains("behind a queue");
        assertThat(queued.fix()).contains("76,000 slots");
        Finding sync = LintRun.of(fixture("log4j2-console-ecs.xml"), Map.of(), 38_000.0, 60, null, null).findings().stream()
                .filter(f -> f.rule().equals("console-at-rate")).findFirst().orElseThrow();
        assertThat(sync.message()).doesNotContain("behind a queue");
        assertThat(sync.why()).contains("System.out's lock");
    }
}

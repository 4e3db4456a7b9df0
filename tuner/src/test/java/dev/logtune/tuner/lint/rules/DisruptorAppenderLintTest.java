package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.lint.Linter;
import dev.logtune.tuner.configfile.ConfigFile;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** logstash-logback-encoder's disruptor appender: what its defaults drop, a ring it refuses, a wasted batch flush. */
class DisruptorAppenderLintTest {

    private static List<Finding> lint(String name) throws Exception {
        Path file = Path.of(DisruptorAppenderLintTest.class.getResource("/lint/disruptor/" + name).toURI());
        return Linter.lint(ConfigFile.read(file, Map.of()), null, null, null).stream()
                .filter(f -> f.rule().equals("disruptor-appender")).toList();
    }

    @Test
    void itsDefaultAppendTimeoutDropsAnyLevelAndItsFlushingDelegateWastesTheBatchFlush() throws Exception {
        List<Finding> findings = lint("defaults.xml");
        assertThat(findings).extracting(Finding::severity).containsExactlyInAnyOrder(Severity.ERROR, Severity.NOTE);
        assertThat(findings).anySatisfy(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.message()).startsWith("appendTimeout is unset (0: its default)").contains("dropped at once, whatever its level");
            assertThat(f.fix()).contains("<appendTimeout>-1</appendTimeout>");
        });
        assertThat(findings).anySatisfy(f -> assertThat(f.message()).contains("delegate FILE flushes every event"));
    }

    @Test
    void aRingThatIsNotAPowerOfTwoAndAPositiveTimeoutAreErrors() throws Exception {
        List<Finding> findings = lint("odd-ring.xml");
        assertThat(findings).extracting(Finding::severity).containsOnly(Severity.ERROR).hasSize(2);
        assertThat(findings).anySatisfy(f -> assertThat(f.message()).contains("appendTimeout is 100 milliseconds").contains("after that wait"));
        assertThat(findings).anySatisfy(f -> {
            assertThat(f.message()).contains("ringBufferSize 10000 is not a power of two");
            assertThat(f.fix()).isEqualTo("<ringBufferSize>16384</ringBufferSize>.");
        });
    }

    @Test
    void aBlockingRingOverABufferedFileIsClean() throws Exception {
        assertThat(lint("blocking.xml")).isEmpty();
    }
}

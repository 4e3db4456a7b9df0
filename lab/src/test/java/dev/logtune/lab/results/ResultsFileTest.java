package dev.logtune.lab.results;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.logtune.lab.audit.LossAudit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ResultsFileTest {
    @TempDir
    Path dir;

    static BenchResults sample() {
        MachineInfo machine = new MachineInfo("Test CPU", 2, 8L << 30, "Linux 6.1", "amd64", "Test 17", "Test VM", "ext4",
                Map.of("logback", "1.6.6"));
        return new BenchResults(BenchResults.FORMAT, "2026-11-21T09:00:00Z", "2026-11-21T10:00:00Z", machine,
                new RunSettings("quick", "tuner bench", 1, 1, 2, 1, 1, List.of("-Xmx4g")),
                JsonNodeFactory.instance.arrayNode(),
                List.of(TrialAudit.of("b", "logback-file", "order", 4, "thrpt", LossAudit.of(10, 10, 10, 0, false), 0)),
                List.of(), List.of(), List.of(new CrashRecord("logback-file-buffered", 201, 0, false, 2000, 0, "")));
    }

    @Test
    void roundTrips() throws Exception {
        Path file = dir.resolve("results.json");
        ResultsFile.write(sample(), file);
        BenchResults read = ResultsFile.read(file);
        assertThat(read.machine()).isEqualTo(sample().machine());
        assertThat(read.audits()).isEqualTo(sample().audits());
        assertThat(read.settings()).isEqualTo(sample().settings());
        assertThat(read.crashes()).isEqualTo(sample().crashes());
    }

    @Test
    void aMissingFileIsNamed() {
        assertThatThrownBy(() -> ResultsFile.read(dir.resolve("nope.json")))
                .isInstanceOf(ResultsFile.ResultsException.class)
                .hasMessage("results file " + dir.resolve("nope.json") + " does not exist");
    }

    @Test
    void malformedJsonSaysWhere() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.json"), "{\n  \"format\": \"logtune-results/1\",\n  \"machine\": {,\n}");
        assertThatThrownBy(() -> ResultsFile.read(file))
                .isInstanceOf(ResultsFile.ResultsException.class)
                .hasMessageContaining("is not valid results JSON (line 3)");
    }

    @Test
    void aJsonFileOfAnotherKindIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("jmh.json"), "[]");
        assertThatThrownBy(() -> ResultsFile.read(file)).hasMessageContaining("not valid results JSON");
        Path other = Files.writeString(dir.resolve("other.json"), "{\"format\": \"something-else\"}");
        assertThatThrownBy(() -> ResultsFile.read(other)).hasMessageContaining("is not a logtune results file");
    }
}

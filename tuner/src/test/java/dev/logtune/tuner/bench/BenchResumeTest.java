package dev.logtune.tuner.bench;

import dev.logtune.tuner.cli.ExitCode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.CrashRecord;
import dev.logtune.lab.results.MachineInfo;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.lab.results.RunSettings;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.TunerRun;
import dev.logtune.tuner.advice.DataSource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A run cut off part-way is marked partial, continues with --resume where it stopped, and only then reads as complete. */
class BenchResumeTest {
    private static final String COMMAND = "tuner bench --profile quick --setups logback-file,logback-file-buffered --heap 2g --no-jmh --no-rates";

    @TempDir
    Path dir;

    @Tag("slow")
    @Test
    void resumeRunsOnlyWhatTheCutOffRunHadNotMeasured() throws Exception {
        // The cut-off run had crash-tested logback-file; a note marks its record so a re-run would show.
        CrashRecord kept = new CrashRecord("logback-file", 201, 201, true, 2000, 20_000, "from the first attempt");
        BenchResults cutOff = new BenchResults(BenchResults.FORMAT, "2026-11-21T09:00:00Z", "2026-11-21T09:01:00Z",
                MachineInfo.describe(dir), new RunSettings("quick", COMMAND, 1, 1, 2, 1, 1, List.of("-Xmx2g")),
                JsonNodeFactory.instance.arrayNode(), List.of(), List.of(), List.of(), List.of(kept), true);
        ResultsFile.write(cutOff, dir.resolve(ResultsFile.NAME));

        TunerRun run = TunerRun.of("bench", "--resume", dir.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        BenchResults resumed = ResultsFile.read(dir.resolve(ResultsFile.NAME));
        assertThat(resumed.partial()).isFalse();
        assertThat(resumed.started()).isEqualTo(cutOff.started());
        assertThat(resumed.settings().command()).isEqualTo(COMMAND);
        assertThat(resumed.crashes()).extracting(CrashRecord::setup).containsExactly("logback-file", "logback-file-buffered");
        assertThat(resumed.crashes().get(0).note()).isEqualTo("from the first attempt");
        assertThat(resumed.crashes().get(1).eventsOnDisk()).as("crash-tested now, not copied").isZero();
        assertThat(Files.readString(dir.resolve("summary.md"))).doesNotContain("Partial");

        TunerRun again = TunerRun.of("bench", "--resume", dir.toString());
        assertThat(again.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(again.err()).contains("is a complete run; nothing to resume");
    }

    @Test
    void aPartialRunIsSaidToBeOneAndNeverTakenAsTheMachinesAnswer() throws Exception {
        BenchResults partial = new BenchResults(BenchResults.FORMAT, "2026-11-21T09:00:00Z", "2026-11-21T09:01:00Z",
                MachineInfo.describe(dir), new RunSettings("full", "tuner bench --profile full --heap 2g", 5, 2, 5, 2, 2, List.of()),
                JsonNodeFactory.instance.arrayNode(), List.of(), List.of(), List.of(), List.of(), true);
        Path runs = dir.resolve("runs");
        Files.createDirectories(runs.resolve("20261121-090000-full"));
        ResultsFile.write(partial, runs.resolve("20261121-090000-full").resolve(ResultsFile.NAME));

        DataSource chosen = DataSource.choose(null, runs);
        assertThat(chosen.origin()).isEqualTo("reference results shipped with logtune");
        DataSource explicit = DataSource.choose(runs.resolve("20261121-090000-full").resolve(ResultsFile.NAME), runs);
        assertThat(explicit.describe()).contains("a partial run: cut off before it finished");
        assertThat(dev.logtune.benchmarks.summary.SummaryMarkdown.render(partial)).contains("**Partial:");

        TunerRun missing = TunerRun.of("bench", "--resume", dir.resolve("nope").toString());
        assertThat(missing.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(missing.err().lines().count()).isEqualTo(1);
    }
}

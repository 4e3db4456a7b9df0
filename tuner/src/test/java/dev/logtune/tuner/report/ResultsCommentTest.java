package dev.logtune.tuner.report;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.ResultsFile;
import dev.logtune.tuner.advice.DataSource;
import org.junit.jupiter.api.Test;

import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The comment on the shipped reference ranks setups only: logging off is a reference line, never a leader or a loser. */
class ResultsCommentTest {
    @Test
    void floorsAreNeitherRankedNorCountedAmongACrashsLosses() throws Exception {
        BenchResults reference;
        try (InputStream in = DataSource.class.getResourceAsStream(DataSource.REFERENCE_RESOURCE)) {
            reference = ResultsFile.parse(in, "the shipped reference");
        }

        String comment = ResultsComment.of(reference, "reports/reference/report/index.html");

        assertThat(comment).contains("**Response at", "**A crash**").doesNotContain("`logback-off`", "`log4j2-off`");
        // Level only from paired blocks: the reference's 500k/s points are single runs.
        assertThat(comment).doesNotContain("level with it:").contains("single runs are not ranked against it");
        long crashed = reference.crashes().stream().map(c -> c.setup()).filter(s -> !s.endsWith("-off")).distinct().count();
        assertThat(crashed).isEqualTo(reference.crashes().stream().map(c -> c.setup()).distinct().count() - 2);
        assertThat(comment).containsPattern("lost the last ERROR in \\d+ of " + crashed + " setups");
    }
}

package dev.logtune.benchmarks.summary;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SummaryHeaderTest {
    @Test
    void aMergedReferenceNamesItsProfileOnceWithItsPartsAndNarrowedRuns() {
        assertThat(SummaryMarkdown.profiles("reference-1 + reference-3 + reference-2 + reference-5+custom + reference-2+custom"))
                .isEqualTo("reference profile, parts 1, 2, 3 and 5, and 2 narrowed runs");
        assertThat(SummaryMarkdown.profiles("quick")).isEqualTo("quick profile");
        assertThat(SummaryMarkdown.profiles("reference-6")).isEqualTo("reference profile, part 6");
        assertThat(SummaryMarkdown.profiles("quick+custom")).isEqualTo("quick profile, 1 narrowed run");
    }
}

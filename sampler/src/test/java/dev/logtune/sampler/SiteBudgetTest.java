package dev.logtune.sampler;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class SiteBudgetTest {
    private static final long SECOND = 1_000_000_000L;

    private final AtomicLong clock = new AtomicLong(5 * SECOND);
    private final List<String> lines = new ArrayList<>();

    @Test
    void templatesPastMaxSitesShareOneBucket() {
        SiteBudget budget = new SiteBudget(new BudgetSettings(2, 100, 2, Duration.ofSeconds(10)), clock::get,
                lines::add);

        int kept = 0;
        for (String template : List.of("a {}", "b {}", "c {}", "d {}", "e {}")) {
            for (int i = 0; i < 2; i++) {
                kept += budget.admit(template, "com.acme.X", SampledLevel.INFO) ? 1 : 0;
            }
        }

        assertThat(budget.trackedSites()).isEqualTo(2);
        SamplerSnapshot snapshot = budget.snapshot();
        assertThat(snapshot.keptByTemplate()).containsOnlyKeys("a {}", "b {}", SiteBudget.UNTRACKED)
                .containsEntry("a {}", 2L).containsEntry("b {}", 2L).containsEntry(SiteBudget.UNTRACKED, 2L);
        // c, d and e: six events in one bucket of 2 per second
        assertThat(snapshot.droppedByTemplate()).containsOnly(java.util.Map.entry(SiteBudget.UNTRACKED, 4L));
        assertThat(kept).isEqualTo(6);

        String line = budget.summarizeNow().orElseThrow();
        assertThat(SamplerSummary.parse(line).sites())
                .containsExactly(new SiteDrops(SiteBudget.UNTRACKED, false, "com.acme.X", 4));
        assertThat(lines).containsExactly(line);
    }

    @Test
    void aSiteSeenForTheFirstTimeGetsThePerSiteLimitUntilTheNextWindow() {
        SiteBudget budget = new SiteBudget(BudgetSettings.of(5, 6), clock::get, lines::add);
        for (int i = 0; i < 50; i++) {
            budget.admit("hot {}", "H", SampledLevel.INFO);
        }
        clock.addAndGet(SECOND);
        budget.admit("hot {}", "H", SampledLevel.INFO);

        assertThat(budget.limitOf("hot {}")).isEqualTo(5);
        assertThat(budget.limitOf("new {}")).as("the bucket past maxSites, one site's worth").isEqualTo(5);
        for (int i = 0; i < 50; i++) {
            budget.admit("new {}", "N", SampledLevel.DEBUG);
        }
        assertThat(budget.snapshot().keptByTemplate()).containsEntry("new {}", 5L);
        for (int i = 0; i < 50; i++) {
            budget.admit("hot {}", "H", SampledLevel.INFO);
        }

        clock.addAndGet(SECOND);
        budget.admit("hot {}", "H", SampledLevel.INFO);
        // both asked for more than 5 last window: 6 split into 3 and 3
        assertThat(budget.limitOf("hot {}")).isEqualTo(3);
        assertThat(budget.limitOf("new {}")).isEqualTo(3);
    }

    @Test
    void anEmptyWindowInBetweenLeavesEverySiteItsPerSiteLimit() {
        SiteBudget budget = new SiteBudget(BudgetSettings.of(5, 6), clock::get, lines::add);
        for (int i = 0; i < 50; i++) {
            budget.admit("a {}", "A", SampledLevel.INFO);
            budget.admit("b {}", "B", SampledLevel.INFO);
        }
        clock.addAndGet(SECOND);
        budget.admit("a {}", "A", SampledLevel.INFO);
        assertThat(budget.limitOf("a {}")).isEqualTo(3);

        clock.addAndGet(2 * SECOND);
        budget.admit("a {}", "A", SampledLevel.INFO);
        assertThat(budget.limitOf("a {}")).isEqualTo(5);
    }

    @Test
    void theSummaryComesAtTheFirstWindowPastTheIntervalAndOnlyIfSomethingWasDropped() {
        SiteBudget budget = new SiteBudget(BudgetSettings.of(1, 10), clock::get, lines::add);
        budget.admit("quiet {}", "Q", SampledLevel.INFO);
        clock.addAndGet(11 * SECOND);
        budget.admit("quiet {}", "Q", SampledLevel.INFO);
        assertThat(lines).as("nothing dropped, nothing said").isEmpty();

        budget.admit("quiet {}", "Q", SampledLevel.INFO);
        budget.admit("quiet {}", "Q", SampledLevel.TRACE);
        clock.addAndGet(9 * SECOND);
        budget.admit("quiet {}", "Q", SampledLevel.INFO);
        assertThat(lines).as("9 s since the last check").isEmpty();

        clock.addAndGet(2 * SECOND);
        budget.admit("quiet {}", "Q", SampledLevel.INFO);
        assertThat(lines).hasSize(1);
        SamplerSummary summary = SamplerSummary.parse(lines.get(0));
        assertThat(summary.dropped()).isEqualTo(2);
        assertThat(summary.kept()).isEqualTo(2);
        assertThat(summary.seconds()).isEqualTo(11.0);
        assertThat(budget.summarizeNow()).isEmpty();
        assertThat(budget.snapshot().droppedByLevel())
                .containsEntry(SampledLevel.INFO, 1L).containsEntry(SampledLevel.TRACE, 1L);
    }

    @Test
    void theSummaryListsTheTopTenSitesAndSumsTheRest() {
        SiteBudget budget = new SiteBudget(BudgetSettings.of(1, 1000), clock::get, lines::add);
        for (int site = 0; site < 13; site++) {
            for (int i = 0; i <= site + 1; i++) {
                budget.admit("site " + site + " {}", "L" + site, SampledLevel.INFO);
            }
        }

        SamplerSummary summary = SamplerSummary.parse(budget.summarizeNow().orElseThrow());

        // site k dropped k + 1
        assertThat(summary.sites()).hasSize(10);
        assertThat(summary.sites().get(0)).isEqualTo(new SiteDrops("site 12 {}", false, "L12", 13));
        assertThat(summary.moreSites()).isEqualTo(3);
        assertThat(summary.moreDropped()).isEqualTo(1 + 2 + 3);
        assertThat(summary.dropped()).isEqualTo(91);
        assertThat(summary.kept()).isEqualTo(13);
    }
}

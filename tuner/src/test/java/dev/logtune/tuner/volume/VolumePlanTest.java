package dev.logtune.tuner.volume;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class VolumePlanTest {
    private static final LevelShares SHARES = new LevelShares(0.0035, 0.0005, "a test's mix");
    private static final History WEEK = History.parse("7d");
    private static final long GB = 1L << 30;
    private static final long OVERHEAD = 2 * 16L << 20;

    @Test
    void aRateThatFitsKeepsEverything() {
        VolumePlan plan = VolumePlan.of(new Volume(100, 200, 1), WEEK, new DiskBudget(20 * GB), OVERHEAD, SHARES);
        assertThat(plan.kind()).isEqualTo(VolumePlan.Kind.FITS);
        assertThat(plan.keptPerSecond()).isEqualTo(100);
        assertThat(plan.arithmetic()).contains("every event is kept");
    }

    @Test
    void aRateThatOutgrowsTheBudgetKeepsWarnAndErrorAndSharesTheRest() {
        Volume all = new Volume(38_000, 221, 8);
        VolumePlan plan = VolumePlan.of(all, WEEK, new DiskBudget(10 * GB), OVERHEAD, SHARES);
        assertThat(plan.kind()).isEqualTo(VolumePlan.Kind.REDUCE);
        assertThat(plan.warnErrorPerSecond()).isCloseTo(152, within(0.01));
        // What the plan writes fits the history in the budget, with the headroom kept back.
        double stored = plan.kept().storedBytes(WEEK) + OVERHEAD;
        assertThat(stored).isLessThanOrEqualTo(10.0 * GB);
        double fitting = (10.0 * GB - OVERHEAD) / (221 / 8.0) / WEEK.seconds();
        assertThat(plan.infoLimit()).isEqualTo((long) Math.floor(0.8 * (fitting - 152)));
        assertThat(plan.perSiteLimit()).isEqualTo(plan.infoLimit() / 4);
        assertThat(plan.arithmetic()).contains("keeps every WARN and ERROR (152/s").contains("at most " + plan.perSiteLimit());
    }

    @Test
    void warnAndErrorAloneTooLargeAskForMoreDiskAndDropNothingOfThem() {
        Volume all = new Volume(230_000, 221, 1);
        VolumePlan plan = VolumePlan.of(all, WEEK, new DiskBudget(10 * GB), OVERHEAD, SHARES);
        assertThat(plan.kind()).isEqualTo(VolumePlan.Kind.TOO_SMALL);
        assertThat(plan.infoLimit()).isZero();
        DiskBudget needed = plan.budgetNeeded();
        VolumePlan there = VolumePlan.of(all, WEEK, needed, OVERHEAD, SHARES);
        assertThat(there.kind()).isEqualTo(VolumePlan.Kind.REDUCE);
        assertThat(plan.arithmetic()).contains("WARN and ERROR alone").contains(needed.describe());
    }
}

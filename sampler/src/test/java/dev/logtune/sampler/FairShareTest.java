package dev.logtune.sampler;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class FairShareTest {

    @Test
    void rareSitesKeepAllTheyAskedAndHotOnesSplitTheRest() {
        FairShare share = FairShare.of(new long[]{2, 100, 100, 7}, 20, 30);

        assertThat(share.shares()[0]).isEqualTo(2);
        assertThat(share.shares()[3]).isEqualTo(7);
        // 30 - 9 = 21 for two hot sites: 10 each, the odd event to one of them
        assertThat(share.level()).isEqualTo(10);
        assertThat(new long[]{share.shares()[1], share.shares()[2]}).containsExactlyInAnyOrder(10, 11);
        assertThat(share.total()).isEqualTo(30);
    }

    @Test
    void sitesThatWereNotCutMayGrowToTheLevel() {
        FairShare share = FairShare.of(new long[]{2, 100, 0}, 20, 30);

        assertThat(share.shares()).containsExactly(2, 20, 0);
        assertThat(share.level()).isEqualTo(20);
        assertThat(share.limit(0)).isEqualTo(20);
        assertThat(share.limit(2)).isEqualTo(20);
    }

    @Test
    void nobodyIsCutWhenTheDemandFitsAndEverySiteIsCappedAtItsLimit() {
        FairShare share = FairShare.of(new long[]{5, 50, 1}, 20, 1000);

        assertThat(share.shares()).containsExactly(5, 20, 1);
        assertThat(share.level()).isEqualTo(20);
        assertThat(share.limit(0)).isEqualTo(20);
    }

    @Test
    void moreHotSitesThanTheTotalGetOneEventEachUntilItRunsOut() {
        FairShare share = FairShare.of(new long[]{9, 9, 9, 9, 9}, 5, 3);

        assertThat(share.level()).isZero();
        assertThat(Arrays.stream(share.shares()).filter(s -> s == 1).count()).isEqualTo(3);
        assertThat(share.total()).isEqualTo(3);
    }

    @Test
    void noSitesNoShares() {
        FairShare share = FairShare.of(new long[0], 20, 30);

        assertThat(share.shares()).isEmpty();
        assertThat(share.level()).isEqualTo(20);
    }

    /** Max-min fairness on seeded random demands: within the caps and the total, and nobody cut below another. */
    @Test
    void sharesAreMaxMinFair() {
        Random random = new Random(42);
        for (int round = 0; round < 2000; round++) {
            int n = 1 + random.nextInt(12);
            long[] demand = new long[n];
            for (int i = 0; i < n; i++) {
                demand[i] = random.nextInt(4) == 0 ? random.nextInt(5) : random.nextInt(300);
            }
            long cap = 1 + random.nextInt(60);
            long total = 1 + random.nextInt(400);

            FairShare share = FairShare.of(demand, cap, total);

            long wanted = Arrays.stream(demand).map(d -> Math.min(d, cap)).sum();
            assertThat(share.total()).isEqualTo(Math.min(wanted, total));
            long most = Arrays.stream(share.shares()).max().orElse(0);
            for (int i = 0; i < n; i++) {
                long s = share.shares()[i];
                assertThat(s).isBetween(0L, Math.min(demand[i], cap));
                if (s < Math.min(demand[i], cap)) {
                    // cut: then no site got more than one event above it
                    assertThat(most).as("round %d demand %s cap %d total %d", round, Arrays.toString(demand), cap,
                            total).isLessThanOrEqualTo(s + 1);
                }
                assertThat(share.limit(i)).isGreaterThanOrEqualTo(s).isLessThanOrEqualTo(cap);
            }
        }
    }
}

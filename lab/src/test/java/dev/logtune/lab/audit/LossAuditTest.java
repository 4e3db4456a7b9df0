package dev.logtune.lab.audit;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LossAuditTest {

    @Test
    void everyEventWrittenIsComplete() {
        LossAudit audit = LossAudit.of(1000, 1000, 1000, 0, false);
        assertThat(audit.verdict()).isEqualTo(Verdict.COMPLETE);
        assertThat(audit.lost()).isZero();
    }

    @Test
    void missingEventsWithoutAPolicyAreLossy() {
        LossAudit audit = LossAudit.of(1000, 1000, 900, 0, false);
        assertThat(audit.verdict()).isEqualTo(Verdict.LOSSY);
        assertThat(audit.lost()).isEqualTo(100);
        assertThat(audit.verdict().valid()).isFalse();
    }

    @Test
    void countedDiscardsUnderAPolicyAreDropped() {
        LossAudit audit = LossAudit.of(1000, 1000, 900, 100, true);
        assertThat(audit.verdict()).isEqualTo(Verdict.DROPPED);
        assertThat(audit.lost()).isZero();
        assertThat(audit.deliveredFraction()).isEqualTo(0.9);
    }

    @Test
    void discardsBeyondWhatThePolicyCountedAreLost() {
        LossAudit audit = LossAudit.of(1000, 1000, 850, 100, true);
        assertThat(audit.verdict()).isEqualTo(Verdict.LOSSY);
        assertThat(audit.lost()).isEqualTo(50);
    }

    @Test
    void discardsWithoutAConfiguredPolicyDoNotExcuseLoss() {
        LossAudit audit = LossAudit.of(1000, 1000, 900, 100, false);
        assertThat(audit.verdict()).isEqualTo(Verdict.LOSSY);
        assertThat(audit.lost()).isEqualTo(100);
    }

    @Test
    void moreWrittenThanLoggedMeansTheAuditIsBroken() {
        assertThat(LossAudit.of(10, 10, 11, 0, false).verdict()).isEqualTo(Verdict.OVERCOUNT);
    }

    @Test
    void aFilteredLevelExpectsNothing() {
        LossAudit audit = LossAudit.of(1000, 0, 0, 0, false);
        assertThat(audit.verdict()).isEqualTo(Verdict.COMPLETE);
        assertThat(audit.deliveredFraction()).isEqualTo(1.0);
    }

    @Test
    void forksAddUpAndKeepTheWorseVerdict() {
        LossAudit sum = LossAudit.of(100, 100, 100, 0, false).plus(LossAudit.of(100, 100, 90, 0, false));
        assertThat(sum.calls()).isEqualTo(200);
        assertThat(sum.lost()).isEqualTo(10);
        assertThat(sum.verdict()).isEqualTo(Verdict.LOSSY);
    }
}

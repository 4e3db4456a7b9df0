package dev.logtune.tuner.tune;

import dev.logtune.configs.model.LogLevel;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.LintRule;
import dev.logtune.tuner.lint.rules.RuleInfo;
import dev.logtune.tuner.lint.rules.Rules;
import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.lint.rules.TuneScope;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What tune says of a finding it leaves, and whether it leaves it on purpose, is what the rule that found it says. */
class UnchangeableTest {
    private static final Target NO_DROPS = target(null);
    private static final String GENERAL = "what it warns of is not set by any knob tune changes (tune changes only: " + TuneKnobs.LIST + ")";

    private static Target target(LogLevel allowDrop) {
        return Target.builder().rate(38_000).threads(60).allowDrop(allowDrop).build();
    }

    private static Finding finding(String rule) {
        return new Finding(rule, Severity.ERROR, "logback.xml", 3, "<appender name=\"A\">", "message.", "why", "fix");
    }

    @Test
    void tuneAndLintAgreeOnEveryRule() {
        for (LintRule rule : Rules.all()) {
            RuleInfo info = rule.info();
            Finding finding = finding(rule.id());
            assertThat(Unchangeable.why(finding, NO_DROPS)).as("why tune leaves %s", rule.id())
                    .isEqualTo(info.whyTuneLeaves() == null ? GENERAL : info.whyTuneLeaves());
            assertThat(Unchangeable.leftOnPurpose(finding, NO_DROPS)).as("an ERROR of %s left on purpose", rule.id())
                    .isEqualTo(info.tune() == TuneScope.BY_HAND);
            assertThat(Unchangeable.line(finding, NO_DROPS)).startsWith("lint ERROR " + rule.id() + " at logback.xml:3: message.");
        }
    }

    @Test
    void theErrorsTuneLeavesOnPurposeAreTheStructuralAndAdvisoryOnes() {
        assertThat(Rules.all().stream().map(LintRule::info).filter(i -> i.tune() == TuneScope.BY_HAND_FIRST).map(RuleInfo::id))
                .containsExactlyInAnyOrder("shared-file", "never-started", "archive-overwrite", "disruptor-appender");
        for (String rule : new String[] {"chained-async", "sync-near-capacity", "disruptor-version", "undefined-appender",
                "duplicate-appender", "async-several-refs", "appender-cycle"}) {
            assertThat(Unchangeable.leftOnPurpose(finding(rule), NO_DROPS)).as(rule).isTrue();
        }
    }

    @Test
    void allowDropAdmitsTheDropsItNames() {
        Target info = target(LogLevel.INFO);
        Target error = target(LogLevel.ERROR);
        assertThat(Unchangeable.admitted(finding("async-silent-drop"), info)).isTrue();
        assertThat(Unchangeable.admitted(finding("never-block"), info)).as("never-block drops ERROR too").isFalse();
        assertThat(Unchangeable.admitted(finding("never-block"), error)).isTrue();
        assertThat(Unchangeable.admitted(finding("async-silent-drop"), NO_DROPS)).isFalse();
        assertThat(Unchangeable.leftOnPurpose(finding("never-block"), error)).isTrue();
        assertThat(Unchangeable.why(finding("async-silent-drop"), info)).isEqualTo("--allow-drop INFO admits these drops");
        assertThat(Unchangeable.of(java.util.List.of(finding("async-silent-drop"), finding("never-block")), info))
                .extracting(Finding::rule).containsExactly("never-block");
    }

    @Test
    void aFindingOfNoRuleHereGetsTheGeneralReason() {
        assertThat(Unchangeable.why(finding("framework-load"), NO_DROPS)).isEqualTo(GENERAL);
        assertThat(Unchangeable.leftOnPurpose(finding("framework-load"), NO_DROPS)).isFalse();
    }
}

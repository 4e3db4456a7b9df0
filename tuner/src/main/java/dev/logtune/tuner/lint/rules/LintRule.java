package dev.logtune.tuner.lint.rules;

import java.util.List;

/** One check over a configuration. */
public interface LintRule {
    /** What the rule is to lint's output and to tune: its id, title, what tune can do about it, whether it is about wiring. */
    RuleInfo info();

    /** Stable id, used in SARIF and to look a rule up: {@code immediate-flush}. */
    default String id() {
        return info().id();
    }

    /** One line saying what the rule looks for. */
    default String title() {
        return info().title();
    }

    List<Finding> check(LintContext context);
}

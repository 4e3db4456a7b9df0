package dev.logtune.tuner.lint.rules;

import java.util.List;

/** One check over a configuration. */
public interface LintRule {
    /** Stable id, used in SARIF and to look a rule up: {@code immediate-flush}. */
    String id();

    /** One line saying what the rule looks for. */
    String title();

    List<Finding> check(LintContext context);
}

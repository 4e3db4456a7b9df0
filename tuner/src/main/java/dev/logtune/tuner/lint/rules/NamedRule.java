package dev.logtune.tuner.lint.rules;

/** A rule's metadata, given once to the constructor instead of written as methods in every rule. */
public abstract class NamedRule implements LintRule {
    private final RuleInfo info;

    protected NamedRule(RuleInfo info) {
        this.info = info;
    }

    @Override
    public final RuleInfo info() {
        return info;
    }
}

package dev.logtune.tuner.lint.rules;

/** A rule's id and title, given once to the constructor instead of written as two methods in every rule. */
public abstract class NamedRule implements LintRule {
    private final String id;
    private final String title;

    protected NamedRule(String id, String title) {
        this.id = id;
        this.title = title;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return title;
    }
}

package dev.logtune.tuner.lint;

import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.cli.LabelConverter;
import dev.logtune.tuner.cli.Labelled;

import java.util.List;
import java.util.Locale;

/** {@code --fail-on}: the least severe finding that makes lint's exit code 1 (or a build fail). */
public enum FailOn implements Labelled {
    ERROR,
    WARNING,
    /** Any finding at all: for a build that keeps its config free even of notes. */
    NOTE,
    NEVER;

    public boolean fails(List<Finding> findings) {
        return findings.stream().anyMatch(this::counts);
    }

    /** Whether {@code finding} is at or above this level. */
    public boolean counts(Finding finding) {
        return switch (this) {
            case NEVER -> false;
            case NOTE -> true;
            case WARNING -> finding.severity() != Severity.NOTE;
            case ERROR -> finding.severity() == Severity.ERROR;
        };
    }

    @Override
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static final class Converter extends LabelConverter<FailOn> {
        public Converter() {
            super(FailOn.class);
        }
    }
}

package dev.logtune.tuner.lint;

import dev.logtune.tuner.cli.LabelConverter;
import dev.logtune.tuner.cli.Labelled;

import java.util.List;
import java.util.Locale;

/** {@code --fail-on}: the least severe finding that makes lint's exit code 1. */
public enum FailOn implements Labelled {
    ERROR,
    WARNING,
    NEVER;

    public boolean fails(List<Finding> findings) {
        return switch (this) {
            case NEVER -> false;
            case WARNING -> findings.stream().anyMatch(f -> f.severity() != Severity.NOTE);
            case ERROR -> findings.stream().anyMatch(f -> f.severity() == Severity.ERROR);
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

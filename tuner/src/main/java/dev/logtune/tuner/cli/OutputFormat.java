package dev.logtune.tuner.cli;

import java.util.Locale;

/** {@code --format}: how a command prints its answer. Each command takes the ones it can write. */
public enum OutputFormat implements Labelled {
    TEXT,
    JSON,
    MARKDOWN,
    SARIF;

    @Override
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static final class Converter extends LabelConverter<OutputFormat> {
        public Converter() {
            super(OutputFormat.class);
        }
    }
}

package dev.logtune.tuner.cli;

import dev.logtune.configs.model.Framework;
import java.util.Locale;

/** {@code --framework}: one framework, or either. */
public enum FrameworkChoice implements Labelled {
    LOGBACK(Framework.LOGBACK),
    LOG4J2(Framework.LOG4J2),
    ANY(null);

    private final Framework framework;

    FrameworkChoice(Framework framework) {
        this.framework = framework;
    }

    /** The framework, or null for either. */
    public Framework framework() {
        return framework;
    }

    @Override
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static final class Converter extends LabelConverter<FrameworkChoice> {
        public Converter() {
            super(FrameworkChoice.class);
        }
    }
}

package dev.logtune.tuner.emit;

import dev.logtune.configs.model.Rolling;
import dev.logtune.tuner.cli.LabelConverter;
import dev.logtune.tuner.cli.Labelled;

/**
 * {@code --rolling}: whether an emitted file rolls. As measured, the file is the setup that was measured and ranked;
 * the other two change it, and the file says that change was not measured with it.
 */
public enum RollingChoice implements Labelled {
    AS_MEASURED("as-measured", null),
    SIZE_AND_TIME("size-and-time", Rolling.PRODUCTION),
    NONE("none", null);

    private final String label;
    private final Rolling rolling;

    RollingChoice(String label, Rolling rolling) {
        this.label = label;
        this.rolling = rolling;
    }

    /** The rolling policy, or null for a plain file (or, as measured, whatever was measured). */
    public Rolling rolling() {
        return rolling;
    }

    @Override
    public String label() {
        return label;
    }

    public static final class Converter extends LabelConverter<RollingChoice> {
        public Converter() {
            super(RollingChoice.class);
        }
    }
}

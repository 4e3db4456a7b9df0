package dev.logtune.tuner.emit;

import dev.logtune.configs.model.Rolling;
import dev.logtune.tuner.cli.LabelConverter;
import dev.logtune.tuner.cli.Labelled;

/** {@code --rolling}: whether an emitted file rolls, or stays one plain file for a shipper that reads stdout or a sidecar. */
public enum RollingChoice implements Labelled {
    SIZE_AND_TIME("size-and-time", Rolling.PRODUCTION),
    NONE("none", null);

    private final String label;
    private final Rolling rolling;

    RollingChoice(String label, Rolling rolling) {
        this.label = label;
        this.rolling = rolling;
    }

    /** The rolling policy, or null for a plain file. */
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

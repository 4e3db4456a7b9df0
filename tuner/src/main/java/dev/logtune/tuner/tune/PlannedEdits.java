package dev.logtune.tuner.tune;

import java.util.ArrayList;
import java.util.List;

/** The text as read and the edits planned on it: what every format's {@link KnobEdits} keeps the same way. */
abstract class PlannedEdits implements KnobEdits {
    protected final String text;
    protected final List<TextEdit> edits = new ArrayList<>();

    protected PlannedEdits(String text) {
        this.text = text;
    }

    @Override
    public final List<TextEdit> edits() {
        return List.copyOf(edits);
    }

    @Override
    public final String text() {
        return text;
    }

    @Override
    public final void rewrite(int size, java.util.function.UnaryOperator<TextEdit> how) {
        for (int i = size; i < edits.size(); i++) {
            edits.set(i, how.apply(edits.get(i)));
        }
    }

    @Override
    public final void truncate(int size) {
        edits.subList(size, edits.size()).clear();
    }
}

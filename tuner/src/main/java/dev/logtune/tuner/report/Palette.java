package dev.logtune.tuner.report;

import dev.logtune.lab.results.HarnessLabels;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.SetupSpec;

import java.util.List;

/**
 * A colour for every setup that stays the same from chart to chart: Logback's setups in blues and greens, Log4j2's
 * in oranges and reds, the references in greys, each by its place in the matrix.
 */
final class Palette {
    private static final List<String> LOGBACK = List.of("#1f77b4", "#2ca02c", "#17becf", "#4e79a7", "#59a14f", "#76b7b2",
            "#0b5394", "#38761d", "#6fa8dc", "#93c47d", "#134f5c", "#3d85c6");
    private static final List<String> LOG4J2 = List.of("#d62728", "#ff7f0e", "#9467bd", "#e15759", "#f28e2b", "#b07aa1",
            "#990000", "#b45f06", "#8e7cc3", "#e06666", "#f6b26b", "#674ea7");
    static final String CONTROL = "#555555";

    private Palette() {
    }

    static String of(String setup) {
        SetupTags tags = SetupTags.of(setup);
        if (tags.family() == SetupTags.Family.REFERENCE || setup.equals(HarnessLabels.CEILING)) {
            return setup.equals(HarnessLabels.CEILING) ? "#222222" : "#888888";
        }
        List<String> ids = Matrix.all().stream().filter(s -> s.framework().id().equals(tags.framework())).map(SetupSpec::id).toList();
        List<String> colours = tags.framework().equals("logback") ? LOGBACK : LOG4J2;
        return colours.get(Math.max(0, ids.indexOf(setup)) % colours.size());
    }
}

package dev.logtune.lab.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Map;
import java.util.TreeMap;

/**
 * JMH's sample-mode histograms, sized to publish. JMH keeps every distinct time it saw, per fork and iteration, at
 * 10 ns resolution: a reference with 60 sample-mode trials carries 1.1M value-count pairs, 18 MB. Published, each
 * fork's iterations are added together and each time rounded to 2 significant digits (about 90 bins a decade, as a
 * latency plot draws them): the same shape in under a megabyte. Scores, errors and percentiles are JMH's own, taken
 * from the raw samples, and stay as they are.
 */
public final class PublishedHistograms {
    private static final MathContext TWO_DIGITS = new MathContext(2, RoundingMode.HALF_EVEN);

    private PublishedHistograms() {
    }

    /** A copy of JMH's array with every {@code rawDataHistogram} coarsened; everything else is untouched. */
    public static JsonNode coarsened(JsonNode jmh) {
        JsonNode copy = jmh.deepCopy();
        for (JsonNode trial : copy) {
            JsonNode histogram = trial.path("primaryMetric").path("rawDataHistogram");
            if (histogram.isArray()) {
                ((ObjectNode) trial.get("primaryMetric")).set("rawDataHistogram", coarsenedForks(histogram));
            }
        }
        return copy;
    }

    /** JMH's shape is forks, then iterations, then [value, count] pairs; each fork keeps one iteration, the sum. */
    private static ArrayNode coarsenedForks(JsonNode forks) {
        ArrayNode result = JsonNodeFactory.instance.arrayNode();
        for (JsonNode fork : forks) {
            Map<Double, Long> counts = new TreeMap<>();
            for (JsonNode iteration : fork) {
                for (JsonNode pair : iteration) {
                    counts.merge(rounded(pair.get(0).decimalValue()), pair.get(1).asLong(), Long::sum);
                }
            }
            ArrayNode pairs = JsonNodeFactory.instance.arrayNode();
            counts.forEach((value, count) -> pairs.addArray().add(value).add(count));
            result.addArray().add(pairs);
        }
        return result;
    }

    /** Rounded in decimal, so 1.432 becomes 1.4 exactly as written, not the double nearest it times a power of ten. */
    static double rounded(BigDecimal value) {
        return value.round(TWO_DIGITS).doubleValue();
    }
}

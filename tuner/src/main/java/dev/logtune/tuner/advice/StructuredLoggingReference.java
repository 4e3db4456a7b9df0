package dev.logtune.tuner.advice;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Spring Boot's structured logging measured on more than one Spring Boot release, shipped inside the tuner
 * ({@code reports/structured-logging/results.json}): JMH's runs of the buffered-file setups with Boot's
 * StructuredLogEncoder, the releases' runs interleaved in one session. Read when a rule quotes them, never typed in.
 */
public final class StructuredLoggingReference {
    static final String RESOURCE = "/dev/logtune/tuner/reference/structured-logging/results.json";
    private static final String ALLOCATION = "gc.alloc.rate.norm";
    private static StructuredLoggingReference shipped;

    private final String measured;
    private final List<Figure> figures;

    /**
     * One release, one setup, one thread count, over the session's runs of it.
     *
     * @param bytesPerEvent JMH's gc.alloc.rate.norm, the mean of the runs' scores
     * @param bytesError the largest of the runs' 99.9% half-intervals
     * @param eventsPerSecond the median of the runs' throughput (all threads together)
     * @param lowest the lowest bound of the runs' 99.9% throughput intervals
     * @param highest the highest bound
     * @param runs how many interleaved runs
     */
    public record Figure(String boot, String setup, int threads, double bytesPerEvent, double bytesError,
                         double eventsPerSecond, double lowest, double highest, int runs) {
    }

    StructuredLoggingReference(String measured, List<Figure> figures) {
        this.measured = measured;
        this.figures = List.copyOf(figures);
    }

    /** The shipped results; none where this build ships none. */
    public static synchronized StructuredLoggingReference shipped() {
        if (shipped == null) {
            try (InputStream in = StructuredLoggingReference.class.getResourceAsStream(RESOURCE)) {
                shipped = in == null ? new StructuredLoggingReference("", List.of()) : parse(new ObjectMapper().readTree(in));
            } catch (IOException | RuntimeException e) {
                throw new IllegalStateException("cannot read the structured-logging results shipped with logtune: " + e.getMessage(), e);
            }
        }
        return shipped;
    }

    static StructuredLoggingReference parse(JsonNode root) {
        Map<List<Object>, List<JsonNode>> trials = new LinkedHashMap<>();
        for (JsonNode run : root.path("runs")) {
            String boot = run.path("springBoot").asText();
            for (JsonNode trial : run.path("jmh")) {
                trials.computeIfAbsent(List.of(boot, trial.path("params").path("setup").asText(), trial.path("threads").asInt()),
                        k -> new ArrayList<>()).add(trial);
            }
        }
        List<Figure> figures = new ArrayList<>();
        trials.forEach((key, runs) -> {
            List<Double> speeds = runs.stream().map(t -> t.path("primaryMetric").path("score").asDouble()).sorted().toList();
            double lowest = runs.stream().mapToDouble(t -> t.path("primaryMetric").path("scoreConfidence").path(0).asDouble()).min().orElse(0);
            double highest = runs.stream().mapToDouble(t -> t.path("primaryMetric").path("scoreConfidence").path(1).asDouble()).max().orElse(0);
            double bytes = runs.stream().mapToDouble(t -> t.path("secondaryMetrics").path(ALLOCATION).path("score").asDouble()).average().orElse(0);
            double error = runs.stream().mapToDouble(t -> t.path("secondaryMetrics").path(ALLOCATION).path("scoreError").asDouble(0)).max().orElse(0);
            int n = speeds.size();
            double median = n % 2 == 1 ? speeds.get(n / 2) : (speeds.get(n / 2 - 1) + speeds.get(n / 2)) / 2;
            figures.add(new Figure((String) key.get(0), (String) key.get(1), (Integer) key.get(2), bytes, error, median,
                    Math.max(0, lowest), highest, n));
        });
        return new StructuredLoggingReference(root.path("measured").asText(""), figures);
    }

    /** When and where, as the results say it: "2026-11-27, 2 cores (...), JDK 17.0.15". */
    public String measured() {
        return measured;
    }

    /** The releases measured, in the order the results first name them. */
    public List<String> releases() {
        return figures.stream().map(Figure::boot).distinct().toList();
    }

    public Optional<Figure> figure(String boot, String setup, int threads) {
        return figures.stream().filter(f -> f.boot().equals(boot) && f.setup().equals(setup) && f.threads() == threads).findFirst();
    }

    /** The thread counts measured for a release and setup, fewest first. */
    public List<Integer> threads(String boot, String setup) {
        return figures.stream().filter(f -> f.boot().equals(boot) && f.setup().equals(setup)).map(Figure::threads).sorted().toList();
    }
}

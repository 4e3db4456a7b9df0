package dev.logtune.lab.results;

import com.fasterxml.jackson.databind.JsonNode;
import dev.logtune.lab.audit.LossAudit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One JMH trial read back from JMH's JSON, joined with its forks' audits.
 *
 * @param score events/s (thrpt) or microseconds per call (sample); for thrpt this counts calls
 * @param scoreError JMH's 99.9% confidence half-width, NaN when there were too few samples
 * @param percentiles sample mode's per-call percentiles, keyed "50.0", "99.0", "99.9"...
 * @param allocBytesPerOp from JMH's GC profiler, NaN when it did not run
 * @param audit the forks' audits added up, null when none were written
 */
public record JmhTrial(String benchmark, String setup, String message, int threads, String mode, double score,
                       double scoreError, String unit, Map<String, Double> percentiles, double allocBytesPerOp,
                       LossAudit audit) {

    public boolean isThroughput() {
        return mode.equals("thrpt");
    }

    public boolean isSample() {
        return mode.equals("sample");
    }

    /** The per-call percentile in microseconds, or NaN. */
    public double percentile(String key) {
        return percentiles.getOrDefault(key, Double.NaN);
    }

    /** Events that reached the output per second: calls/s scaled by the delivered share. */
    public double deliveredPerSecond() {
        return score * deliveredFraction();
    }

    /** JMH's error scaled like the score, so it is the half-width of the delivered figure's interval; NaN as JMH's is. */
    public double deliveredError() {
        return scoreError * deliveredFraction();
    }

    /** The share of calls whose events reached the output, 1 without an audit or where none were expected. */
    public double deliveredFraction() {
        return audit == null ? 1.0 : audit.deliveredFraction();
    }

    /**
     * Whether JMH's interval is too wide to plan on alone: the error is more than half the score, or missing (JMH gives
     * NaN when there were too few samples to estimate one).
     */
    public boolean noisy() {
        return Double.isNaN(scoreError) || scoreError > score / 2;
    }

    /** Whether the trial's speed may be reported (its audit found no unexplained loss). */
    public boolean valid() {
        return audit == null || audit.verdict().valid();
    }

    static List<JmhTrial> from(JsonNode jmh, List<TrialAudit> audits) {
        List<JmhTrial> trials = new ArrayList<>();
        if (jmh == null || !jmh.isArray()) {
            return trials;
        }
        // A trial's forks each have an audit; summed here, looked up by the trial's key.
        Map<String, LossAudit> byTrial = new java.util.HashMap<>();
        for (TrialAudit a : audits) {
            byTrial.merge(auditKey(a.benchmark(), a.setup(), a.message(), a.threads(), a.mode()), a.lossAudit(), LossAudit::plus);
        }
        for (JsonNode node : jmh) {
            String benchmark = node.path("benchmark").asText();
            JsonNode params = node.path("params");
            String setup = params.has("setup") ? params.get("setup").asText() : HarnessLabels.CEILING;
            String message = params.has("message") ? params.get("message").asText() : "order";
            int threads = node.path("threads").asInt();
            String mode = node.path("mode").asText();
            JsonNode primary = node.path("primaryMetric");
            Map<String, Double> percentiles = new LinkedHashMap<>();
            primary.path("scorePercentiles").properties().forEach(e -> percentiles.put(e.getKey(), e.getValue().asDouble()));
            JsonNode secondary = node.path("secondaryMetrics");
            // JMH 1.37 labels it "gc.alloc.rate.norm"; older versions put a middle dot in front.
            JsonNode alloc = secondary.has("gc.alloc.rate.norm") ? secondary.path("gc.alloc.rate.norm").path("score")
                    : secondary.path("\u00b7gc.alloc.rate.norm").path("score");
            LossAudit audit = byTrial.get(auditKey(benchmark, setup, message, threads, mode));
            trials.add(new JmhTrial(benchmark, setup, message, threads, mode, primary.path("score").asDouble(),
                    number(primary.path("scoreError")), primary.path("scoreUnit").asText(), percentiles,
                    alloc.isMissingNode() ? Double.NaN : alloc.asDouble(), audit));
        }
        return trials;
    }

    private static String auditKey(String benchmark, String setup, String message, int threads, String mode) {
        return benchmark + "\u0000" + setup + "\u0000" + message + "\u0000" + threads + "\u0000" + mode;
    }

    private static double number(JsonNode node) {
        return node.isNumber() ? node.asDouble() : Double.NaN;
    }
}

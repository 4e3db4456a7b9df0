package dev.logtune.tuner.model;

import dev.logtune.benchmarks.audit.Verdict;
import dev.logtune.benchmarks.results.BenchResults;
import dev.logtune.benchmarks.results.JmhTrial;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.sweep.Numbers;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.Knob;
import dev.logtune.configs.model.Log4j2AsyncAppender;
import dev.logtune.configs.model.Log4j2AsyncLoggers;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.LogbackAsyncAppender;
import dev.logtune.configs.model.NoAsync;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.SetupBuilder;
import dev.logtune.configs.model.SetupSpec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * From measured results to a ranked answer: capacity by thread count from JMH, response time at the rate from the
 * open-loop sweep, loss from the audits. Every setup that does not qualify is listed with its reason.
 */
public final class Recommender {
    /** Utilisation above which queueing delay climbs steeply (the knee of an M/M/1 queue). */
    static final double UTILISATION_LIMIT = 0.85;
    /**
     * How far a measured queue may be deepened for a stall or burst. Beyond this the deep queue's own costs (heap,
     * GC work on retained events, time to drain at shutdown) were never measured.
     */
    static final int MAX_DEEPEN = 8;
    private static final double P99_TIE = 0.05;

    private final BenchResults results;
    private final Figures figures;
    private final List<JmhTrial> throughput;

    public Recommender(BenchResults results) {
        this.results = results;
        this.figures = new Figures(results);
        this.throughput = figures.throughput();
    }

    public Recommendation recommend(Target target, DataSource source) {
        List<Candidate> candidates = new ArrayList<>();
        List<Exclusion> excluded = new ArrayList<>();
        for (SetupSpec spec : Matrix.all()) {
            if (spec.level() == LogLevel.OFF || (target.framework() != null && spec.framework() != target.framework())) {
                continue;
            }
            Evaluation evaluation = evaluate(spec, target);
            if (evaluation.candidate != null) {
                candidates.add(evaluation.candidate);
            } else {
                excluded.add(new Exclusion(spec.id(), evaluation.reason));
            }
        }
        candidates = new ArrayList<>(rank(candidates));
        String warning = source.warning().orElse(null);
        if (candidates.isEmpty()) {
            return new Recommendation(target.describe(), target.rate(), target.threads(), source.describe(), warning, null,
                    List.of(), List.of(), excluded,
                    bestAchievable(target), helps(target, excluded));
        }
        Candidate chosen = candidates.get(0);
        List<Candidate> runnersUp = new ArrayList<>();
        for (Framework framework : Framework.values()) {
            candidates.stream().skip(1).filter(c -> c.framework().equals(framework.displayName())).findFirst().ifPresent(runnersUp::add);
        }
        return new Recommendation(target.describe(), target.rate(), target.threads(), source.describe(), warning, chosen,
                candidates, runnersUp, excluded, null, List.of());
    }

    /**
     * Best first. Predicted p99s closer than the harness resolves at that point (the no-logging baseline's own p99, and
     * never less than 5%) are one tier; within a tier fewer bytes allocated per event first (in 10% steps, finer is
     * noise), then the lower p99. Tiers start at the best p99, so the order is a total one.
     */
    static List<Candidate> rank(List<Candidate> candidates) {
        if (candidates.isEmpty()) {
            return List.of();
        }
        Candidate best = lowestP99(candidates);
        double width = tierWidth(best);
        Comparator<Candidate> order = Comparator
                .comparingLong((Candidate c) -> width > 0 ? (long) Math.floor((c.p99Micros() - best.p99Micros()) / width) : 0)
                .thenComparingLong(c -> allocationStep(c.allocBytes()))
                .thenComparingDouble(Candidate::p99Micros);
        return candidates.stream().sorted(order).toList();
    }

    public static Candidate lowestP99(List<Candidate> candidates) {
        return candidates.stream().min(Comparator.comparingDouble(Candidate::p99Micros)).orElseThrow();
    }

    /** How far above the lowest p99 a candidate still counts as level with it, in microseconds. */
    public static double tierWidth(Candidate best) {
        double resolution = best.rate().record().baseline() == null ? 0 : best.rate().record().baseline().p99();
        return Math.max(P99_TIE * best.p99Micros(), resolution);
    }

    private static long allocationStep(double bytes) {
        if (Double.isNaN(bytes)) {
            return Long.MAX_VALUE;
        }
        return bytes <= 1 ? 0 : (long) Math.floor(Math.log(bytes) / Math.log(1.1));
    }

    private record Evaluation(Candidate candidate, String reason) {
        static Evaluation excluded(String reason) {
            return new Evaluation(null, reason);
        }
    }

    private Evaluation evaluate(SetupSpec spec, Target target) {
        if (!spec.layout().equals(PatternLayout.standard())) {
            // The layout decides what a line says; it is the team's choice, measured here to show what it costs.
            String layout = spec.layout() instanceof PatternLayout pattern ? "pattern " + pattern.pattern().strip() : spec.layout().kind();
            return Evaluation.excluded("writes a different line (" + layout + "), not the standard pattern;"
                    + " measured to show what that layout costs");
        }
        if (spec.mayDrop()) {
            LogLevel dropped = spec.async().highestDroppedLevel();
            if (target.allowDrop() == null) {
                return Evaluation.excluded("loses events by design: " + spec.async().dropRule() + "; --allow-drop "
                        + dropped + " would admit it");
            }
            if (dropped.ordinal() > target.allowDrop().ordinal()) {
                return Evaluation.excluded("can drop " + dropped + " events: " + spec.async().dropRule() + "; you allow "
                        + target.allowDrop() + " and below");
            }
        }
        Optional<Capacity> capacity = figures.capacity(spec.id(), target.threads());
        if (capacity.isEmpty()) {
            return Evaluation.excluded(lossyOrMissing(spec.id()));
        }
        List<String> warnings = new ArrayList<>();
        Optional<String> measuredLoss = lossNear(spec.id(), target.threads(), warnings);
        if (measuredLoss.isPresent()) {
            return Evaluation.excluded(measuredLoss.get());
        }
        Optional<RatePick> pick = figures.pick(spec.id(), target.rate(), target.threads());
        if (pick.isEmpty()) {
            return Evaluation.excluded("no open-loop measurement in these results");
        }
        RateRecord record = pick.get().record();
        if (record.lost() > 0) {
            return Evaluation.excluded(String.format(Locale.ROOT, "lost %,d events in the open loop at %s/s over %d threads that no drop policy accounts for",
                    record.lost(), Numbers.human(record.targetRate()), record.threads()));
        }
        if (pick.get().atLeastTarget() && !record.held()) {
            return Evaluation.excluded("fell behind in the open loop at " + Numbers.human(record.targetRate()) + "/s over "
                    + record.threads() + " threads (producers could not keep the schedule)");
        }
        double events = capacity.get().eventsPerSecond();
        if (target.rate() > UTILISATION_LIMIT * events) {
            return Evaluation.excluded(String.format(Locale.ROOT, "capacity %s events/s at %d threads (%s): your rate would keep it %.0f%% busy, past the %.0f%% knee",
                    Numbers.human(events), target.threads(), capacity.get().note(), 100 * target.rate() / events, 100 * UTILISATION_LIMIT));
        }
        List<String> tuning = new ArrayList<>();
        SetupSpec tuned = spec;
        long needed = target.queueNeeded(events);
        if (needed > 0) {
            if (spec.async() instanceof NoAsync) {
                String why = target.stall() != null
                        ? "synchronous: every producer waits out the whole stall" + stallEvidence(spec.id())
                        : String.format(Locale.ROOT, "synchronous, and %s events/s for %s is past its capacity of %s events/s",
                        Numbers.human(target.rate() * target.burstFactor()), Target.human(target.burstLength()), Numbers.human(events));
                return Evaluation.excluded(why);
            }
            if (needed > spec.async().capacity()) {
                if (needed > (long) MAX_DEEPEN * spec.async().capacity()) {
                    return Evaluation.excluded(String.format(Locale.ROOT, "its queue holds %s events; %s needs %s, more than %dx what was measured",
                            Numbers.count(spec.async().capacity()), target.stall() != null ? "the stall" : "the burst",
                            Numbers.count(needed), MAX_DEEPEN));
                }
                tuned = deepen(spec, needed, events, target, tuning);
            }
        }
        double p99 = record.response().p99();
        if (target.p99() != null && p99 * 1000 > target.p99().toNanos()) {
            return Evaluation.excluded(String.format(Locale.ROOT, "predicted response p99 %s us at this rate (%s), above your %s limit",
                    Numbers.human(p99), pick.get().nearness(), Target.human(target.p99())));
        }
        double alloc = figures.allocation(spec.id(), target.threads());
        if (capacity.get().extrapolated()) {
            warnings.add(capacity.get().note());
        }
        if (target.threads() > results.machine().cores()) {
            warnings.add(target.threads() + " threads on the measured machine's " + results.machine().cores()
                    + " cores time-share the CPU; contention on more cores differs");
        }
        if (tuned.async().capacity() >= 100_000 && !Double.isNaN(alloc)) {
            warnings.add(String.format(Locale.ROOT, "a full queue of %s events holds roughly %s MB of heap (%s bytes allocated per event)",
                    Numbers.count(tuned.async().capacity()), Numbers.human(tuned.async().capacity() * alloc / 1e6), Numbers.human(alloc)));
        }
        Candidate candidate = new Candidate(spec.id(), spec.description(), spec.framework().displayName(), tuned,
                capacity.get(), pick.get(), p99, record.response().p999(), alloc, tuning, warnings);
        return new Evaluation(candidate, null);
    }

    /** A copy of {@code spec} whose queue holds {@code needed} events, with the reason written beside the knob. */
    private static SetupSpec deepen(SetupSpec spec, long needed, double capacity, Target target, List<String> tuning) {
        String why = why(needed, target);
        SetupBuilder builder = spec.toBuilder();
        if (spec.async() instanceof LogbackAsyncAppender async) {
            int queue = (int) Math.min(Integer.MAX_VALUE, needed);
            builder.queueSize(queue).because(Knob.QUEUE_SIZE, "queueSize=" + queue + ": " + why);
            tuning.add("queueSize " + async.queueSize() + " -> " + queue + ": " + why);
            // stop() gives the worker maxFlushTime to drain; a deep queue needs longer than Logback's 1 s.
            long drainMillis = (long) Math.ceil(2000.0 * queue / capacity);
            if (drainMillis > async.maxFlushTimeMs()) {
                builder.maxFlushTime((int) Math.min(Integer.MAX_VALUE, drainMillis))
                        .because(Knob.MAX_FLUSH_TIME, "maxFlushTime=" + drainMillis + " ms: twice the time a full queue takes to drain at "
                                + Numbers.human(capacity) + " events/s, so shutdown does not cut the tail off");
                tuning.add("maxFlushTime " + async.maxFlushTimeMs() + " -> " + drainMillis + " ms: a full queue drains within it");
            }
        } else if (spec.async() instanceof Log4j2AsyncLoggers async) {
            int slots = Integer.highestOneBit((int) Math.min(1 << 30, needed - 1)) << 1;
            builder.ringBufferSize(slots).because(Knob.RING_BUFFER_SIZE, "ringBufferSize=" + slots + ": " + why + ", rounded up to a power of two");
            tuning.add("ring buffer " + async.effectiveRingBufferSize() + " -> " + slots + " slots: " + why);
        } else if (spec.async() instanceof Log4j2AsyncAppender async) {
            int size = (int) Math.min(Integer.MAX_VALUE, needed);
            builder.asyncBufferSize(size).because(Knob.ASYNC_BUFFER_SIZE, "bufferSize=" + size + ": " + why);
            tuning.add("<Async> bufferSize " + async.bufferSize() + " -> " + size + ": " + why);
        }
        return builder.build();
    }

    private static String why(long needed, Target target) {
        if (target.stall() != null && needed == (long) Math.ceil(target.rate() * Target.seconds(target.stall()))) {
            return String.format(Locale.ROOT, "holds %s events/s for a %s disk stall (%s events)", Numbers.human(target.rate()),
                    Target.human(target.stall()), Numbers.count(needed));
        }
        return String.format(Locale.ROOT, "holds what a %sx burst for %s brings beyond capacity (%s events)",
                target.burstFactor(), Target.human(target.burstLength()), Numbers.count(needed));
    }

    private String lossyOrMissing(String setup) {
        List<JmhTrial> all = throughput.stream().filter(t -> t.setup().equals(setup)).toList();
        if (all.isEmpty()) {
            return "not measured in these results";
        }
        long lost = all.stream().filter(t -> t.audit() != null).mapToLong(t -> t.audit().lost()).sum();
        return String.format(Locale.ROOT, "lost %,d events in every throughput trial that no drop policy accounts for", lost);
    }

    /**
     * A reason to exclude when the trials at the thread counts around the target lost events; losses at other
     * thread counts become a warning instead.
     */
    private Optional<String> lossNear(String setup, int threads, List<String> warnings) {
        List<JmhTrial> lossy = results.trials().stream()
                .filter(t -> t.setup().equals(setup) && t.audit() != null && t.audit().verdict() == Verdict.LOSSY).toList();
        if (lossy.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> measured = throughput.stream().filter(t -> t.setup().equals(setup)).map(JmhTrial::threads).distinct().sorted().toList();
        int below = measured.stream().filter(t -> t <= threads).reduce((a, b) -> b).orElse(measured.get(0));
        int above = measured.stream().filter(t -> t >= threads).findFirst().orElse(measured.get(measured.size() - 1));
        List<JmhTrial> near = lossy.stream().filter(t -> t.threads() == below || t.threads() == above).toList();
        String detail = lossy.stream().map(t -> String.format(Locale.ROOT, "%,d at %d threads (%s)", t.audit().lost(), t.threads(), t.mode()))
                .reduce((a, b) -> a + ", " + b).orElse("");
        if (!near.isEmpty()) {
            return Optional.of("lost events in measurement that no drop policy accounts for: " + detail);
        }
        warnings.add("lost events in measurement at other thread counts: " + detail);
        return Optional.empty();
    }

    private String stallEvidence(String setup) {
        return results.rates().stream().filter(r -> r.setup().equals(setup) && r.scenario().equals("stall") && r.response() != null)
                .findFirst().map(r -> String.format(Locale.ROOT, " (measured: in a %s stall at %s/s its longest call took %s ms)",
                        r.detail(), Numbers.human(r.targetRate()), Numbers.human(r.maxBlockedMillis())))
                .orElse("");
    }

    private String bestAchievable(Target target) {
        double bestRate = 0;
        String bestSetup = null;
        for (SetupSpec spec : Matrix.all()) {
            if (spec.level() == LogLevel.OFF || spec.mayDrop() || (target.framework() != null && spec.framework() != target.framework())) {
                continue;
            }
            Optional<Capacity> capacity = figures.capacity(spec.id(), target.threads());
            if (capacity.isPresent() && capacity.get().eventsPerSecond() > bestRate) {
                bestRate = capacity.get().eventsPerSecond();
                bestSetup = spec.id();
            }
        }
        if (bestSetup == null) {
            return "no loss-free setup was measured at these thread counts";
        }
        return String.format(Locale.ROOT, "%s delivers the most without loss: %s events/s at %d threads (capacity); "
                        + "held below the %.0f%% knee that is about %s events/s", bestSetup, Numbers.human(bestRate), target.threads(),
                100 * UTILISATION_LIMIT, Numbers.human(bestRate * UTILISATION_LIMIT));
    }

    private List<String> helps(Target target, List<Exclusion> excluded) {
        List<String> helps = new ArrayList<>();
        helps.add(String.format(Locale.ROOT, "log fewer events: sampling or aggregating a chatty logger (at %s/s, keeping 1 in 10 needs %s/s)",
                Numbers.human(target.rate()), Numbers.human(target.rate() / 10)));
        long dropOnly = excluded.stream().filter(e -> e.reason().startsWith("loses events by design")).count();
        if (target.allowDrop() == null && dropOnly > 0) {
            helps.add("allow low levels to be dropped under load with --allow-drop INFO (" + dropOnly + " setups drop by design)");
        }
        if (excluded.stream().anyMatch(e -> e.reason().contains("predicted response p99"))) {
            helps.add("a looser --p99");
        }
        helps.add("more cores: these figures come from " + results.machine().cores() + " cores, and writing a log line is CPU work");
        return helps;
    }
}

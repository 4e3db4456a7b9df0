package dev.logtune.tuner.advice;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.LineFormat;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.PatternLayout;
import dev.logtune.configs.model.SiftingSink;
import dev.logtune.configs.model.SetupSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * From measured results to an answer: {@link Eligibility} applies the hard constraints, {@link Ranking} orders what
 * remains only as far as the intervals separate it, {@link Explanation} says why. Every setup that does not qualify
 * is listed with its reason.
 */
public final class Recommender {
    private final DataSource source;
    private final BenchResults results;
    private final Figures figures;
    private final Eligibility eligibility;
    /** Whether the results are already those of virtual-thread callers ({@link DataSource#onVirtualThreads}). */
    private final boolean onVirtualThreads;
    private Recommender virtual;

    public Recommender(DataSource source) {
        this(source, false);
    }

    private Recommender(DataSource source, boolean onVirtualThreads) {
        this.source = source;
        this.results = source.results();
        this.figures = new Figures(results);
        this.eligibility = new Eligibility(results, figures);
        this.onVirtualThreads = onVirtualThreads;
    }

    public Recommendation recommend(Target target) {
        return recommend(target, null);
    }

    /** @param margin M for the comparisons, or null to derive it from the blocks' own spread */
    public Recommendation recommend(Target target, Double margin) {
        if (target.virtualThreads() && !onVirtualThreads) {
            // A service on virtual threads is answered from the runs its kind of caller made, ranked in their own blocks.
            if (virtual == null) {
                virtual = new Recommender(source.onVirtualThreads(), true);
            }
            return virtual.recommend(target, margin);
        }
        List<Candidate> candidates = new ArrayList<>();
        List<Exclusion> excluded = new ArrayList<>();
        for (SetupSpec spec : Matrix.all()) {
            if (spec.level() == LogLevel.OFF || (target.framework() != null && spec.framework() != target.framework())) {
                continue;
            }
            Eligibility.Judgement judgement = eligibility.judge(spec, target);
            if (judgement.candidate() != null) {
                candidates.add(judgement.candidate());
            } else {
                excluded.add(new Exclusion(spec.id(), judgement.cause(), judgement.reason()));
            }
        }
        String warning = source.warning().orElse(null);
        if (candidates.isEmpty()) {
            List<String> helps = new ArrayList<>();
            relaxed(target).ifPresent(helps::add);
            helps.addAll(helps(target, excluded));
            return new Recommendation(target, source.describe(), warning, null,
                    List.of(), List.of(), List.of(), excluded, false, null, bestAchievable(target), helps, null);
        }
        List<Framework> frameworks = target.framework() != null ? List.of(target.framework()) : List.of(Framework.values());
        Ranking.Ranked ranked = Ranking.rank(candidates, results.rates(), margin, frameworks, target);
        Candidate chosen = ranked.chosen();
        List<Candidate> runnersUp = new ArrayList<>();
        for (Framework framework : Framework.values()) {
            ranked.order().stream().filter(c -> c != chosen && ranked.comparison().contenders().contains(c.setup()))
                    .filter(c -> c.framework().equals(framework.displayName())).findFirst().ifPresent(runnersUp::add);
        }
        boolean extrapolated = chosen != null && chosen.rate().beyondRange();
        return new Recommendation(target, source.describe(), warning, chosen,
                ranked.order(), ranked.level(), runnersUp, excluded, extrapolated,
                chosen == null ? Explanation.undecided(ranked.comparison()) : Explanation.why(chosen, ranked, target),
                null, List.of(), ranked.comparison());
    }

    private String bestAchievable(Target target) {
        if (target.p99() != null) {
            Optional<String> lowest = lowestP99(target);
            if (lowest.isPresent()) {
                return lowest.get();
            }
        }
        double bestRate = 0;
        String bestSetup = null;
        for (SetupSpec spec : Matrix.all()) {
            if (spec.level() == LogLevel.OFF || spec.mayDrop() || (target.framework() != null && spec.framework() != target.framework())
                    || !writesAsked(spec, target)) {
                continue;
            }
            Optional<Capacity> capacity = figures.capacity(spec.id(), target.threads());
            if (capacity.isPresent() && capacity.get().eventsPerSecond() > bestRate) {
                bestRate = capacity.get().eventsPerSecond();
                bestSetup = spec.id();
            }
        }
        if (bestSetup == null) {
            return "no loss-free setup " + (target.destination() == dev.logtune.configs.model.Destination.STDOUT ? "to standard output " : "")
                    + "was measured at these thread counts";
        }
        return String.format(Locale.ROOT, "%s delivers the most without loss: %s events/s at %d threads (capacity, lower end of"
                        + " JMH's interval); held below the %.0f%% knee that is about %s events/s", bestSetup, Numbers.human(bestRate),
                target.threads(), 100 * Eligibility.UTILISATION_LIMIT, Numbers.human(bestRate * Eligibility.UTILISATION_LIMIT));
    }

    /**
     * Under a p99 ceiling, the lowest p99 any loss-free setup writing the asked line measured at the point standing for
     * the target, beside what logging off measured there: a ceiling below that no logging setup can meet.
     */
    private Optional<String> lowestP99(Target target) {
        RatePick best = null;
        String bestSetup = null;
        for (SetupSpec spec : Matrix.all()) {
            if (spec.level() == LogLevel.OFF || spec.mayDrop() || (target.framework() != null && spec.framework() != target.framework())
                    || !writesAsked(spec, target)) {
                continue;
            }
            Optional<RatePick> pick = figures.pick(spec.id(), target.rate(), target.threads());
            if (pick.isPresent() && pick.get().p99() != null && pick.get().point().held() && pick.get().point().lost() == 0
                    && (best == null || pick.get().p99Micros() < best.p99Micros())) {
                best = pick.get();
                bestSetup = spec.id();
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        double control = best.controlP99Micros();
        return Optional.of(String.format(Locale.ROOT, "the lowest response p99 measured without loss is %s's %s (%s)%s",
                bestSetup, Durations.micros(best.p99Micros()), best.nearness(), Double.isNaN(control) ? ""
                        : "; logging off measured " + Durations.micros(control) + " there, a floor no logging setup goes below"));
    }

    /** Whether it writes the asked destination and line the way a contender does: the standard pattern, one file. */
    private static boolean writesAsked(SetupSpec spec, Target target) {
        return target.matches(spec) && !(spec.sink() instanceof SiftingSink)
                && (spec.lineFormat() != LineFormat.PATTERN || spec.layout().equals(PatternLayout.standard()));
    }

    /**
     * The option that would give an answer where none meets the target: a plain file the host rotates, where no rolling
     * setup was measured for what is asked (a stall, most often). Empty where it gives none either.
     */
    private Optional<String> relaxed(Target target) {
        if (!target.rolls()) {
            return Optional.empty();
        }
        Recommendation plain = recommend(target.plain());
        if (plain.ranked().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(plain.found()
                ? String.format(Locale.ROOT, "--plain-file (one plain file the host rotates) gives an answer: %s meets this target"
                        + " as measured; no rolling setup was measured for it", plain.chosen().setup())
                : String.format(Locale.ROOT, "--plain-file (one plain file the host rotates): %d setups meet this target as measured,"
                        + " though the data cannot yet say which; no rolling setup was measured for it", plain.ranked().size()));
    }

    private List<String> helps(Target target, List<Exclusion> excluded) {
        List<String> helps = new ArrayList<>();
        helps.add(String.format(Locale.ROOT, "log fewer events: sampling or aggregating a chatty logger (at %s/s, keeping 1 in 10 needs %s/s)",
                Numbers.human(target.rate()), Numbers.human(target.rate() / 10)));
        long dropOnly = excluded.stream().filter(e -> e.cause() == ExclusionCause.DROPS_BY_DESIGN).count();
        if (target.allowDrop() == null && dropOnly > 0) {
            helps.add("allow low levels to be dropped under load with --allow-drop INFO (" + dropOnly + " setups drop by design)");
        }
        long crashOnly = excluded.stream().filter(e -> e.cause() == ExclusionCause.CRASH_WINDOW).count();
        if (target.maxUnflushed() != null && crashOnly > 0) {
            helps.add("accept losing more on a crash with a longer --max-unflushed, or none (" + crashOnly + " setups hold events longer)");
        }
        if (excluded.stream().anyMatch(e -> e.cause() == ExclusionCause.P99)) {
            helps.add("a looser --p99, above what logging off measured at this rate");
        }
        helps.add("more cores: these figures come from " + results.machine().cores() + " cores, and writing a log line is CPU work");
        return helps;
    }
}

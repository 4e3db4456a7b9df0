package dev.logtune.tuner.advice;

import dev.logtune.support.format.Numbers;
import dev.logtune.lab.reading.Blocks;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.lab.reading.SignedRank;
import dev.logtune.lab.reading.Standing;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Framework;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The pick, from paired comparisons. At the point that stands for the target, the candidates raced in one session's
 * interleaved blocks are compared by their p99 ratio within the same blocks. Walking them in the house order (no drop
 * policy, a queue that absorbs the target as measured, the fewest moving parts, the least allocation), the pick is the
 * first that is not worse than every other contender and than its framework's defaults by more than the margin M: an
 * intersection-union test, which needs no split of its 5%. When none is, the answer is undecided, never level. A
 * setup measured once, or in another session, screens itself out (it may fail to hold, or lose events) but never
 * enters a comparison.
 */
public final class Ranking {
    /** What a team lives with, in order: what ranks setups the runs cannot separate. */
    public static final Comparator<Candidate> HOUSE_RULES = Comparator
            .comparing((Candidate c) -> c.tuned().mayDrop())
            .thenComparing(Candidate::retuned)
            .thenComparingInt(c -> c.movingParts().size())
            .thenComparingLong(c -> allocationStep(c.allocDelivered()));
    static final Comparator<Candidate> TIE_BREAK = HOUSE_RULES.thenComparingDouble(Candidate::p99Micros);

    private Ranking() {
    }

    /**
     * @param order every candidate: the pick first, then the rest of its level set, the other contenders, then those
     *     screened
     * @param level the contenders level with the pick, the pick first; empty when undecided
     * @param chosen the pick, null when undecided
     * @param lightLoad why the house order alone decided, where the blocks could not and every candidate is nearly
     *     idle at the target; null otherwise
     */
    record Ranked(List<Candidate> order, List<Candidate> level, Candidate chosen, Comparison comparison, String lightLoad) {
        Ranked(List<Candidate> order, List<Candidate> level, Candidate chosen, Comparison comparison) {
            this(order, level, chosen, comparison, null);
        }
    }

    /**
     * At or below this share of its capacity a setup is nearly idle: an M/M/1 queue at 10% busy waits a ninth of one
     * call's own time, so what separates setups there is what each costs a team to run, not queueing.
     */
    static final double LIGHT_LOAD = 0.10;

    /**
     * @param margin M as given by the user, or null to derive it from the blocks' spread
     * @param frameworks whose defaults the pick must not fall below
     * @param target the destination and line whose defaults those are
     */
    static Ranked rank(List<Candidate> candidates, List<RateRecord> records, Double margin, Collection<Framework> frameworks,
                       Target target) {
        Ranked byBlocks = rankByBlocks(candidates, records, margin, frameworks, target);
        if (byBlocks.chosen() != null || candidates.isEmpty()) {
            return byBlocks;
        }
        // Nearly idle, nothing is gained by leaving a framework's defaults: they come first, then the house order.
        List<String> defaults = frameworks.stream().map(f -> target.defaults(f).id()).toList();
        return lightLoad(candidates, target).map(reason -> {
            List<Candidate> order = candidates.stream().sorted(Comparator.comparing((Candidate c) -> !defaults.contains(c.setup()))
                    .thenComparing(TIE_BREAK)).toList();
            return new Ranked(order, List.of(order.get(0)), order.get(0), byBlocks.comparison(),
                    reason + (defaults.contains(order.get(0).setup()) ? "; nothing is gained there by leaving a framework's defaults" : ""));
        }).orElse(byBlocks);
    }

    /**
     * Why the house order may decide where the blocks cannot: every candidate is at most {@link #LIGHT_LOAD} busy at the
     * target, by its planned-on capacity; empty where one is busier (then an undecided answer stands).
     */
    static Optional<String> lightLoad(List<Candidate> candidates, Target target) {
        Candidate busiest = candidates.stream().max(Comparator.comparingDouble(c -> busy(c, target))).orElseThrow();
        double share = busy(busiest, target);
        if (!(share <= LIGHT_LOAD)) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "at %s/s every setup that meets the target is at most %.0f%% busy"
                        + " (the busiest, %s, %.1f%% of the %s events/s planned on), where queueing adds under a ninth of one call's"
                        + " own time, so what each costs to run decides rather than speed",
                Numbers.human(target.rate()), 100 * LIGHT_LOAD, busiest.setup(), 100 * share,
                Numbers.human(busiest.capacity().eventsPerSecond())));
    }

    private static double busy(Candidate candidate, Target target) {
        double capacity = candidate.capacity().eventsPerSecond();
        return capacity > 0 ? target.rate() / capacity : Double.POSITIVE_INFINITY;
    }

    private static Ranked rankByBlocks(List<Candidate> candidates, List<RateRecord> records, Double margin,
                                       Collection<Framework> frameworks, Target target) {
        if (candidates.isEmpty()) {
            return new Ranked(List.of(), List.of(), null, null);
        }
        Candidate anchor = candidates.stream().sorted(TIE_BREAK).findFirst().orElseThrow();
        Optional<Blocks> found = pointOf(candidates).flatMap(p -> Blocks.widest(records, p.rate(), p.threads(),
                candidates.stream().map(Candidate::setup).toList(), frameworks.stream().map(f -> target.defaults(f).id()).toList()));
        if (found.isEmpty()) {
            List<Candidate> order = candidates.stream().sorted(Comparator.comparingDouble(Candidate::p99Micros)).toList();
            Comparison none = new Comparison("no interleaved blocks with a control at " + point(anchor), null, 0, Double.NaN,
                    "", Double.NaN, List.of(), List.of(), List.of(), List.of(), null, order.stream().map(Candidate::setup).toList(), List.of(),
                    0, null);
            return new Ranked(order, List.of(), null, none);
        }
        Blocks blocks = found.get();
        List<Candidate> contenders = candidates.stream().filter(c -> blocks.blocks(c.setup()) >= SignedRank.MIN_PAIRS)
                .sorted(TIE_BREAK).toList();
        List<Candidate> screened = candidates.stream().filter(c -> !contenders.contains(c))
                .sorted(Comparator.comparingDouble(Candidate::p99Micros)).toList();
        List<String> bar = new ArrayList<>(contenders.stream().map(Candidate::setup).toList());
        frameworks.stream().map(f -> target.defaults(f).id())
                .filter(id -> !bar.contains(id) && blocks.blocks(id) >= SignedRank.MIN_PAIRS).forEach(bar::add);
        double spread = blocks.spread(bar);
        // The intervals do not depend on M; M only reads them. So the answer states the tightest margin at which they
        // decide a pick, and that is a margin the data can decide.
        double m = margin != null ? margin : Blocks.WORKING_MARGIN;
        Candidate chosen = margin != null ? pick(blocks, contenders, bar, margin) : null;
        if (margin == null) {
            for (double ladder : Blocks.MARGINS) {
                chosen = pick(blocks, contenders, bar, ladder);
                if (chosen != null) {
                    m = ladder;
                    break;
                }
            }
        }
        double decided = m;
        String from = margin != null ? "given with --margin" : chosen != null ? String.format(Locale.ROOT,
                "the tightest of 1.25x, 1.5x, 2x and 3x at which these %d blocks decide a pick (spread %.2f in log p99 ratio)",
                blocks.blocks(), spread) : String.format(Locale.ROOT, "none of 1.25x, 1.5x, 2x and 3x decides a pick in"
                + " these %d blocks (spread %.2f in log p99 ratio); shown at %s", blocks.blocks(), spread, Explanation.margin(m));
        Candidate picked = chosen;
        Candidate reference = chosen != null ? chosen : contenders.isEmpty() ? null : contenders.get(0);
        List<PairedRatio> ratios = new ArrayList<>();
        List<PairedRatio> tails = new ArrayList<>();
        List<PairedRatio> others = new ArrayList<>();
        PairedRatio control = null;
        int needed = 0;
        if (reference != null) {
            bar.stream().filter(o -> !o.equals(reference.setup()))
                    .map(o -> blocks.compare(reference.setup(), o, decided, false)).filter(Objects::nonNull).forEach(ratios::add);
            bar.stream().filter(o -> !o.equals(reference.setup()))
                    .map(o -> blocks.compare(reference.setup(), o, decided, true)).filter(Objects::nonNull).forEach(tails::add);
            control = blocks.compare(reference.setup(), null, decided, false);
            blocks.setups().stream().filter(o -> !bar.contains(o) && !o.equals(reference.setup()))
                    .filter(o -> Matrix.find(o).map(spec -> frameworks.contains(spec.framework())).orElse(false))
                    .map(o -> blocks.compare(reference.setup(), o, decided, false)).filter(Objects::nonNull).forEach(others::add);
        }
        if (chosen == null) {
            needed = blocksNeeded(blocks, contenders, bar, decided);
        }
        List<Candidate> level = new ArrayList<>();
        if (chosen != null) {
            level.add(chosen);
            contenders.stream().filter(c -> c != picked && ratios.stream()
                    .anyMatch(r -> r.against().equals(c.setup()) && r.standing() == Standing.LEVEL)).forEach(level::add);
        }
        List<Candidate> order = new ArrayList<>(level);
        Map<String, Double> estimate = new LinkedHashMap<>();
        ratios.forEach(r -> estimate.put(r.against(), r.ratio()));
        contenders.stream().filter(c -> !level.contains(c))
                .sorted(Comparator.comparing(Candidate::dropped).thenComparingDouble(c -> -estimate.getOrDefault(c.setup(), 1.0)))
                .forEach(order::add);
        order.addAll(screened);
        Comparison comparison = new Comparison(blocks.describe(), reference == null ? null : reference.setup(),
                blocks.blocks(), m, from, spread,
                contenders.stream().map(Candidate::setup).toList(), ratios, tails, others, control,
                screened.stream().map(Candidate::setup).toList(), blocks.dropped(), needed, blocks.session());
        return new Ranked(List.copyOf(order), List.copyOf(level), chosen, comparison);
    }

    /**
     * The first contender in house order not worse than every other and the defaults by more than {@code margin}; one
     * that dropped nothing by policy is held only to others that dropped nothing, so dropping never buys a place.
     */
    private static Candidate pick(Blocks blocks, List<Candidate> contenders, List<String> bar, double margin) {
        List<String> dropped = contenders.stream().filter(Candidate::dropped).map(Candidate::setup).toList();
        for (boolean withDropping : new boolean[] {false, true}) {
            for (Candidate c : contenders) {
                if (!withDropping && c.dropped()) {
                    continue;
                }
                boolean notWorse = bar.stream().filter(o -> !o.equals(c.setup()) && (withDropping || !dropped.contains(o)))
                        .allMatch(o -> {
                            PairedRatio ratio = blocks.compare(c.setup(), o, margin, false);
                            return ratio != null && ratio.standing().notWorse();
                        });
                if (notWorse) {
                    return c;
                }
            }
        }
        return null;
    }

    /**
     * Blocks that would likely decide at {@code margin}: for each contender whose estimates against every other lie
     * within it, the blocks for each comparison's own interval to close within it (its width shrinks as one over the
     * root of the blocks); the fewest of these, or {@link Integer#MAX_VALUE} where no estimate lies within it.
     */
    private static int blocksNeeded(Blocks blocks, List<Candidate> contenders, List<String> bar, double margin) {
        int best = Integer.MAX_VALUE;
        for (Candidate c : contenders) {
            long most = 0;
            for (String other : bar) {
                if (other.equals(c.setup())) {
                    continue;
                }
                PairedRatio ratio = blocks.compare(c.setup(), other, margin, false);
                double room = ratio == null ? 0 : Math.log(margin) - Math.log(ratio.ratio());
                double reach = ratio == null ? 0 : Math.log(ratio.high()) - Math.log(ratio.ratio());
                most = Math.max(most, room <= 0 ? Integer.MAX_VALUE
                        : (long) Math.ceil(ratio.blocks() * Math.pow(reach / room, 2)));
            }
            best = (int) Math.min(best, Math.max(most, SignedRank.MIN_PAIRS));
        }
        return best;
    }

    /**
     * The point the comparison is made at: the one most candidates were judged at, among those measured at or above the
     * target where any was (the rest stand in from below it).
     */
    private static Optional<RatePoint> pointOf(List<Candidate> candidates) {
        List<Candidate> atTarget = candidates.stream().filter(c -> c.rate().atLeastTarget()).toList();
        Map<RatePoint, Integer> counts = new LinkedHashMap<>();
        (atTarget.isEmpty() ? candidates : atTarget).forEach(c -> counts.merge(new RatePoint(c.rate().point().rate(), c.rate().point().threads()), 1, Integer::sum));
        return counts.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey);
    }

    private record RatePoint(double rate, int threads) {
    }

    private static String point(Candidate candidate) {
        return String.format(Locale.ROOT, "%,.0f/s over %d threads", candidate.rate().point().rate(), candidate.rate().point().threads());
    }

    /**
     * Which rule of the house order puts {@code first} ahead of {@code second}, in words; null when none does, or when
     * the order puts {@code second} first (then no rule speaks for {@code first}).
     */
    static String decidingRule(Candidate first, Candidate second) {
        if (first.tuned().mayDrop() != second.tuned().mayDrop()) {
            return first.tuned().mayDrop() ? null : "it has no drop policy";
        }
        if (first.retuned() != second.retuned()) {
            return first.retuned() ? null : "its queue absorbs the stall or burst as measured, without deepening";
        }
        if (first.movingParts().size() < second.movingParts().size()) {
            if (first.movingParts().isEmpty()) {
                return "it has no moving parts (no extra thread, JVM-wide property or dependency)";
            }
            List<String> more = second.movingParts().stream().filter(p -> !first.movingParts().contains(p)).toList();
            return "it has fewer moving parts (" + second.setup() + " adds " + String.join(", ", more.isEmpty()
                    ? second.movingParts() : more) + ")";
        }
        if (first.movingParts().size() > second.movingParts().size()) {
            return null;
        }
        if (allocationStep(first.allocDelivered()) < allocationStep(second.allocDelivered())) {
            return "it allocates fewer bytes per delivered event";
        }
        return null;
    }

    static long allocationStep(double bytes) {
        if (Double.isNaN(bytes)) {
            return Long.MAX_VALUE;
        }
        return bytes <= 1 ? 0 : (long) Math.floor(Math.log(bytes) / Math.log(1.1));
    }
}

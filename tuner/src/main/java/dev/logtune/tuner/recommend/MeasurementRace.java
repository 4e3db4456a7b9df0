package dev.logtune.tuner.recommend;

import dev.logtune.lab.reading.Blocks;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.lab.reading.Standing;
import dev.logtune.lab.reading.Interval;
import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.recommend.RaceRound.DropOut;
import dev.logtune.tuner.recommend.RaceRound.Stop;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The decisions of recommend's measurement race, apart from the JVMs that feed it runs. Each round is one block: every
 * setup still standing, Logback's defaults and the no-logging control once. A setup that loses events or fails drops
 * out at once, since no number of runs makes a loss noise. The rest are judged only at looks planned in advance
 * (rounds 8, 10 and 12, and the last round), with the 5% split evenly across them so that looking often does not
 * make a chance difference look real (6 rounds cannot reach a 1.7% level with the exact test: the most extreme
 * outcome of 6 pairs has a chance of 2 in 64): at each look a setup that did not hold the rate drops out, and so does one whose
 * p99 is worse than the leader's by more than the margin, paired in the same blocks. The pick is what the
 * recommendation's rule gives on these blocks: the first in house order not worse than every other standing setup and
 * the defaults; none when the blocks cannot say.
 */
final class MeasurementRace {
    /** The looks, planned before the first round; the first is the fewest blocks that reach each look's confidence. */
    static final int[] LOOKS = {8, 10, 12};
    static final int FIRST_CUT = LOOKS[0];
    /** Each look's two-sided confidence: 5% split across the looks (Bonferroni, which any stopping rule respects). */
    static final double LOOK_CONFIDENCE = 1 - (1 - PairedRatio.CONFIDENCE) / LOOKS.length;

    private final List<String> candidates;
    private final String reference;
    private final Comparator<String> houseRules;
    private final Double givenMargin;
    private final Duration budget;
    private final int maxRounds;
    private final List<RateRecord> records = new ArrayList<>();
    private final Map<String, DropOut> dropOuts = new LinkedHashMap<>();
    private Map<String, OpenLoopPoint> points = Map.of();
    private Duration used = Duration.ZERO;
    private int rounds;
    private Stop stop;

    /**
     * @param candidates the shortlist, in the recommendation's order
     * @param reference a setup measured beside them for comparison and never picked; null for none
     * @param houseRules how to order setups the runs cannot separate (the recommendation's tie-break without its p99)
     */
    MeasurementRace(List<String> candidates, String reference, Comparator<String> houseRules, Duration budget,
                    int maxRounds) {
        this(candidates, reference, houseRules, budget, maxRounds, null);
    }

    /** @param margin M as given, or null to derive it from the blocks' spread at each look */
    MeasurementRace(List<String> candidates, String reference, Comparator<String> houseRules, Duration budget,
                    int maxRounds, Double margin) {
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("nothing to measure");
        }
        if (maxRounds < 1) {
            throw new IllegalArgumentException("the race needs at least one round, was " + maxRounds);
        }
        this.candidates = List.copyOf(candidates);
        this.reference = reference == null || this.candidates.contains(reference) ? null : reference;
        this.houseRules = houseRules;
        this.givenMargin = margin;
        this.budget = budget;
        this.maxRounds = maxRounds;
    }

    /** The setups the next round runs beside the control: standing candidates in shortlist order, then the reference. */
    List<String> entrants() {
        List<String> standing = new ArrayList<>(standingCandidates());
        if (reference != null && !dropOuts.containsKey(reference)) {
            standing.add(reference);
        }
        return standing;
    }

    boolean over() {
        return stop != null;
    }

    int rounds() {
        return rounds;
    }

    /**
     * Takes one round's runs, control included, and decides who drops out and whether the race goes on.
     *
     * @param took how long the round took, start to end: what the budget is spent on
     */
    RaceRound add(List<RateRecord> round, Duration took) {
        if (over()) {
            throw new IllegalStateException("the race is over: " + stopReason());
        }
        List<String> running = entrants();
        rounds++;
        used = used.plus(took);
        records.addAll(round);
        points = new LinkedHashMap<>();
        OpenLoopPoint.group(records).forEach(p -> points.put(p.setup(), p));
        List<DropOut> out = new ArrayList<>();
        for (String setup : running) {
            RateRecord run = round.stream().filter(r -> r.setup().equals(setup)).findFirst().orElse(null);
            OpenLoopPoint point = points.get(setup);
            if (run == null || run.response() == null) {
                boolean said = run != null && run.note() != null && !run.note().isEmpty();
                dropOut(setup, said ? run.note() : "no run was recorded", out);
            } else if (point.lost() > 0) {
                dropOut(setup, "lost " + Numbers.count(point.lost()) + " events", out);
            }
        }
        if (look()) {
            for (String setup : entrants()) {
                if (!points.get(setup).held()) {
                    dropOut(setup, "did not hold the rate", out);
                }
            }
            String leader = leader();
            if (leader != null) {
                for (String setup : entrants()) {
                    PairedRatio ratio = setup.equals(leader) ? null : compare(setup, leader);
                    if (ratio != null && ratio.standing() == Standing.WORSE) {
                        dropOut(setup, String.format(Locale.ROOT, "p99 %s the leader %s's in the same blocks, worse by more"
                                + " than the %s margin", ratio.describe(), leader, margin(margin())), out);
                    }
                }
            }
        }
        stop = decideStop();
        return new RaceRound(rounds, out, entrants(), leader(), used, nextRound(), stop);
    }

    private void dropOut(String setup, String why, List<DropOut> out) {
        DropOut dropOut = new DropOut(setup, rounds, why);
        dropOuts.put(setup, dropOut);
        out.add(dropOut);
    }

    private Stop decideStop() {
        List<String> standing = standingCandidates();
        if (standing.isEmpty()) {
            return Stop.NONE_LEFT;
        }
        // Alone before an interval exists is not separated: the next rounds still give its figure an interval.
        if (standing.size() == 1 && rounds >= FIRST_CUT && look()) {
            return Stop.SEPARATED;
        }
        if (rounds >= maxRounds) {
            return Stop.MAX_ROUNDS;
        }
        return used.plus(nextRound()).compareTo(budget) > 0 ? Stop.BUDGET : null;
    }

    /** Another round, from the rounds so far: their time per run times the runs the next one makes. */
    Duration nextRound() {
        if (records.isEmpty()) {
            return Duration.ZERO;
        }
        return used.dividedBy(records.size()).multipliedBy(entrants().size() + 1L);
    }

    /**
     * The standing candidate with the lowest median p99 among those that held; one that dropped nothing by policy
     * before any that did, so dropping never buys the lead. Null while none has a p99.
     */
    String leader() {
        List<String> measured = standingCandidates().stream().filter(s -> p99(s) != null).toList();
        List<String> clean = measured.stream().filter(s -> points.get(s).dropShare() == 0).toList();
        return (clean.isEmpty() ? measured : clean).stream()
                .min(Comparator.comparingDouble((String s) -> p99(s).median()).thenComparing(houseRules))
                .orElse(null);
    }

    /** Whether this round is a look: a planned one, or the last the race may run. */
    private boolean look() {
        return rounds == maxRounds || java.util.Arrays.stream(LOOKS).anyMatch(l -> l == rounds);
    }

    /** The blocks so far: one session, so every pair is a pair. */
    private Blocks blocks() {
        return Blocks.group(records).stream().max(Comparator.comparingInt(Blocks::blocks)).orElse(null);
    }

    /** {@code setup}'s p99 over {@code other}'s in the same blocks at a look's confidence; null with too few blocks. */
    PairedRatio compare(String setup, String other) {
        Blocks blocks = blocks();
        return blocks == null ? null : blocks.compare(setup, other, margin(), false, LOOK_CONFIDENCE);
    }

    /** M: as given, or the working margin, fixed before the first round as a drop rule must be. */
    double margin() {
        return givenMargin != null ? givenMargin : Blocks.WORKING_MARGIN;
    }

    private static String margin(double value) {
        return (value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value)) + "x";
    }

    /**
     * The pick, then the standing candidates level with it (within the margin either way), in house order. Empty while
     * no candidate is shown not worse than every other and the defaults.
     */
    List<String> level() {
        String pick = pick();
        if (pick == null) {
            return List.of();
        }
        List<String> level = new ArrayList<>(List.of(pick));
        standingCandidates().stream().filter(s -> !s.equals(pick) && p99(s) != null).sorted(houseRules)
                .filter(s -> {
                    PairedRatio ratio = compare(pick, s);
                    return ratio != null && ratio.standing() == Standing.LEVEL;
                }).forEach(level::add);
        return level;
    }

    /**
     * The setup to recommend: the first standing candidate in house order whose p99 is not worse than every other
     * standing candidate's and the defaults' by more than the margin, in the same blocks; one that dropped nothing by
     * policy is held only to others that dropped nothing. Null when none is, or before six rounds.
     */
    String pick() {
        List<String> standing = standingCandidates().stream().filter(s -> p99(s) != null && points.get(s).held())
                .sorted(houseRules).toList();
        List<String> bar = new ArrayList<>(standing);
        if (reference != null && !dropOuts.containsKey(reference) && p99(reference) != null) {
            bar.add(reference);
        }
        for (boolean allowDropping : new boolean[] {false, true}) {
            for (String setup : standing) {
                if (!allowDropping && dropped(setup)) {
                    continue;
                }
                boolean notWorse = bar.stream().filter(o -> !o.equals(setup) && (allowDropping || !dropped(o)))
                        .allMatch(o -> {
                            PairedRatio ratio = compare(setup, o);
                            return ratio != null && ratio.standing().notWorse();
                        });
                if (notWorse && (standing.size() > 1 || rounds >= FIRST_CUT)) {
                    return setup;
                }
            }
        }
        return null;
    }

    /** Whether a configured policy dropped some of the setup's events. */
    boolean dropped(String setup) {
        return points.get(setup) != null && points.get(setup).dropShare() > 0;
    }

    /** Whether the runs left the leader alone, rather than ending with several level or none. */
    boolean separated() {
        return stop == Stop.SEPARATED;
    }

    Stop stop() {
        return stop;
    }

    Duration used() {
        return used;
    }

    String stopReason() {
        if (stop == null) {
            return "still running";
        }
        return switch (stop) {
            case SEPARATED -> "only " + standingCandidates().get(0) + " was left standing";
            case NONE_LEFT -> "every candidate dropped out";
            case MAX_ROUNDS -> "the round limit (" + maxRounds + ") was reached";
            case BUDGET -> "another round (about " + Durations.human(nextRound()) + ") would pass the "
                    + Durations.human(budget) + " budget";
        };
    }

    /** Every setup as the race leaves it: candidates in shortlist order, the reference, then the control. */
    List<MeasuredCandidate> standings() {
        return RaceStandings.of(this);
    }

    /** The shortlist, in the recommendation's order. */
    List<String> candidates() {
        return candidates;
    }

    /** The setup raced beside the candidates for comparison and never picked; null for none. */
    String reference() {
        return reference;
    }

    /** Every run so far, controls included, in the order they were added. */
    List<RateRecord> records() {
        return List.copyOf(records);
    }

    /** A setup's runs summarised as a sweep's point; null before it has one. */
    OpenLoopPoint point(String setup) {
        return points.get(setup);
    }

    /** When and why a setup left the race; null while it stands. */
    DropOut dropOut(String setup) {
        return dropOuts.get(setup);
    }

    /** A setup's median p99 with its interval so far; null before it has a run that held. */
    Interval p99(String setup) {
        OpenLoopPoint point = points.get(setup);
        return point == null ? null : point.p99();
    }

    private List<String> standingCandidates() {
        return candidates.stream().filter(s -> !dropOuts.containsKey(s)).toList();
    }

    static String interval(Interval interval) {
        return interval == null ? "n/a" : Numbers.human(interval.median()) + " us (" + Numbers.human(interval.low()) + "-"
                + Numbers.human(interval.high()) + ")";
    }
}

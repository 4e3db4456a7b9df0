package dev.logtune.tuner.recommend;

import dev.logtune.benchmarks.reading.BootstrapMedian;
import dev.logtune.benchmarks.reading.Interval;
import dev.logtune.benchmarks.reading.OpenLoopPoint;
import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.format.Durations;
import dev.logtune.benchmarks.format.Numbers;
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
 * setup still standing and the no-logging control once. From the fifth round on, when every setup has enough runs for
 * a bootstrap interval, a setup whose p99 interval lies wholly above the leader's, or that did not hold the rate,
 * drops out; one that loses events or fails drops out at once, since no number of runs makes a loss noise. The race
 * ends when only the leader is left (it separated), at the round limit, or when another round would overrun the
 * budget; whatever still overlaps the leader then is level, and the pick among them follows the house rules.
 */
final class MeasurementRace {
    /** Rounds before a setup can drop out on its interval: fewer runs give only a modelled one (BootstrapMedian). */
    static final int FIRST_CUT = BootstrapMedian.MIN_RUNS;

    private final List<String> candidates;
    private final String reference;
    private final Comparator<String> houseRules;
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
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("nothing to measure");
        }
        if (maxRounds < 1) {
            throw new IllegalArgumentException("the race needs at least one round, was " + maxRounds);
        }
        this.candidates = List.copyOf(candidates);
        this.reference = reference == null || this.candidates.contains(reference) ? null : reference;
        this.houseRules = houseRules;
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
        if (rounds >= FIRST_CUT) {
            for (String setup : entrants()) {
                if (!points.get(setup).held()) {
                    dropOut(setup, "did not hold the rate", out);
                }
            }
            String leader = leader();
            if (leader != null) {
                Interval best = p99(leader);
                for (String setup : entrants()) {
                    Interval p99 = p99(setup);
                    if (!setup.equals(leader) && best.below(p99)) {
                        dropOut(setup, String.format(Locale.ROOT, "p99 %s lies wholly above the leader %s's %s",
                                interval(p99), leader, interval(best)), out);
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
        if (standing.size() == 1 && rounds >= FIRST_CUT) {
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

    /** The standing candidates whose p99 interval overlaps the leader's, the pick first: house rules, then p99. */
    List<String> level() {
        String leader = leader();
        if (leader == null) {
            return List.of();
        }
        Interval best = p99(leader);
        return standingCandidates().stream()
                .filter(s -> p99(s) != null && p99(s).overlaps(best))
                .sorted(houseRules.thenComparingDouble(s -> p99(s).median()))
                .toList();
    }

    /** The setup to recommend: the first of the level set; null when no candidate stood to the end with a p99. */
    String pick() {
        List<String> level = level();
        return level.isEmpty() ? null : level.get(0);
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
        List<MeasuredCandidate> all = new ArrayList<>();
        List<String> level = level();
        String leader = leader();
        for (String setup : candidates) {
            all.add(standing(setup, MeasuredCandidate.CANDIDATE, level.contains(setup), setup.equals(leader)
                    ? "leader" : level.contains(setup) ? "" : behind(setup, leader)));
        }
        if (reference != null) {
            all.add(standing(reference, MeasuredCandidate.REFERENCE, false, referenceNote(leader)));
        }
        all.add(control());
        return all;
    }

    private MeasuredCandidate standing(String setup, String role, boolean level, String note) {
        OpenLoopPoint point = points.get(setup);
        int runs = (int) records.stream().filter(r -> r.setup().equals(setup)).count();
        DropOut dropOut = dropOuts.get(setup);
        if (point == null) {
            return new MeasuredCandidate(setup, role, runs, 0, false, null, null, 0, 0, false,
                    dropOut == null ? 0 : dropOut.round(), dropOut == null ? note : dropOut.why());
        }
        return new MeasuredCandidate(setup, role, runs, point.disturbed(), point.held(), point.p99(), point.p999(),
                point.lost(), point.dropShare(), level, dropOut == null ? 0 : dropOut.round(),
                dropOut == null ? note : dropOut.why());
    }

    /** Why a setup still standing is not level with the leader; only when the race ended early can one be. */
    private String behind(String setup, String leader) {
        if (p99(setup) == null || leader == null) {
            return "did not hold the rate";
        }
        return p99(leader).below(p99(setup)) ? "above the leader, too few rounds to drop out"
                : "ahead, but dropped events by policy";
    }

    private String referenceNote(String leader) {
        if (dropOuts.containsKey(reference) || leader == null) {
            return "";
        }
        Interval ours = p99(reference);
        Interval best = p99(leader);
        if (ours == null) {
            return "";
        }
        return ours.below(best) ? "faster than the leader" : ours.overlaps(best) ? "level with the leader" : "";
    }

    private MeasuredCandidate control() {
        List<RateRecord> runs = records.stream().filter(RateRecord::isControl).toList();
        List<RateRecord> measured = runs.stream().filter(r -> r.response() != null).toList();
        Interval p99 = measured.isEmpty() ? null
                : BootstrapMedian.of(measured.stream().mapToDouble(r -> r.response().p99()).toArray());
        Interval p999 = measured.isEmpty() ? null
                : BootstrapMedian.of(measured.stream().mapToDouble(r -> r.response().p999()).toArray());
        return new MeasuredCandidate(runs.isEmpty() ? "control" : runs.get(0).setup(), MeasuredCandidate.CONTROL, runs.size(),
                (int) runs.stream().filter(RateRecord::disturbed).count(), measured.stream().allMatch(RateRecord::held),
                p99, p999, 0, 0, false, 0, "ended after " + rounds + (rounds == 1 ? " round: " : " rounds: ") + stopReason());
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

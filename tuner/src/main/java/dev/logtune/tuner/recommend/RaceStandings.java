package dev.logtune.tuner.recommend;

import dev.logtune.lab.reading.BootstrapMedian;
import dev.logtune.lab.reading.Interval;
import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.lab.reading.PairedRatio;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.tuner.recommend.RaceRound.DropOut;

import java.util.ArrayList;
import java.util.List;

/**
 * How a measurement race reads when it ends, one row a setup: what its runs gave, and in words where it stands against
 * the pick. The race decides; this only says what it decided.
 */
final class RaceStandings {
    private final MeasurementRace race;

    private RaceStandings(MeasurementRace race) {
        this.race = race;
    }

    /** Every setup as the race leaves it: candidates in shortlist order, the reference, then the control. */
    static List<MeasuredCandidate> of(MeasurementRace race) {
        return new RaceStandings(race).all();
    }

    private List<MeasuredCandidate> all() {
        List<MeasuredCandidate> all = new ArrayList<>();
        List<String> level = race.level();
        String leader = race.leader();
        for (String setup : race.candidates()) {
            all.add(standing(setup, MeasuredCandidate.CANDIDATE, level.contains(setup), setup.equals(leader)
                    ? "leader" : level.contains(setup) ? "" : behind(setup, leader)));
        }
        if (race.reference() != null) {
            all.add(standing(race.reference(), MeasuredCandidate.REFERENCE, false, referenceNote(leader)));
        }
        all.add(control());
        return all;
    }

    private MeasuredCandidate standing(String setup, String role, boolean level, String note) {
        OpenLoopPoint point = race.point(setup);
        int runs = (int) race.records().stream().filter(r -> r.setup().equals(setup)).count();
        DropOut dropOut = race.dropOut(setup);
        if (point == null) {
            return new MeasuredCandidate(setup, role, runs, 0, false, null, null, 0, 0, false,
                    dropOut == null ? 0 : dropOut.round(), dropOut == null ? note : dropOut.why());
        }
        return new MeasuredCandidate(setup, role, runs, point.disturbed(), point.held(), point.p99(), point.p999(),
                point.lost(), point.dropShare(), level, dropOut == null ? 0 : dropOut.round(),
                dropOut == null ? note : dropOut.why());
    }

    /** Where a setup still standing and not level stands against the pick, from their ratio in the same blocks. */
    private String behind(String setup, String leader) {
        if (race.p99(setup) == null || leader == null) {
            return "did not hold the rate";
        }
        String pick = race.pick();
        if (pick == null) {
            return "undecided: the rounds could not show any setup not worse than the rest";
        }
        PairedRatio ratio = race.compare(setup, pick);
        if (race.dropped(setup) && !race.dropped(pick)) {
            return "ahead, but dropped events by policy";
        }
        return ratio == null ? "" : "over " + pick + ": " + ratio.describe();
    }

    private String referenceNote(String leader) {
        String reference = race.reference();
        if (race.dropOut(reference) != null || leader == null || race.p99(reference) == null) {
            return "";
        }
        PairedRatio ratio = race.compare(reference, leader);
        return ratio == null ? "" : "over the leader " + leader + ": " + ratio.describe();
    }

    private MeasuredCandidate control() {
        List<RateRecord> runs = race.records().stream().filter(RateRecord::isControl).toList();
        List<RateRecord> measured = runs.stream().filter(r -> r.response() != null).toList();
        Interval p99 = measured.isEmpty() ? null
                : BootstrapMedian.of(measured.stream().mapToDouble(r -> r.response().p99()).toArray());
        Interval p999 = measured.isEmpty() ? null
                : BootstrapMedian.of(measured.stream().mapToDouble(r -> r.response().p999()).toArray());
        int rounds = race.rounds();
        return new MeasuredCandidate(runs.isEmpty() ? "control" : runs.get(0).setup(), MeasuredCandidate.CONTROL, runs.size(),
                (int) runs.stream().filter(RateRecord::disturbed).count(), measured.stream().allMatch(RateRecord::held),
                p99, p999, 0, 0, false, 0, "ended after " + rounds + (rounds == 1 ? " round: " : " rounds: ") + race.stopReason());
    }
}

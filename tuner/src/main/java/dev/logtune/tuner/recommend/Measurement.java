package dev.logtune.tuner.recommend;

import dev.logtune.support.files.FileTrees;
import dev.logtune.lab.run.Scenario;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.advice.Candidate;
import dev.logtune.tuner.advice.Ranking;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.measure.Measuring;
import dev.logtune.tuner.measure.RunLength;
import dev.logtune.tuner.measure.SweptRun;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Random;

/**
 * recommend --measure: the shortlist raced on this machine in the open-loop harness. Each round runs every setup still
 * standing and the no-logging control once, each in a fresh JVM, in shuffled order, as the sweep's blocks do, so drift
 * on a shared machine hits every setup alike; {@link MeasurementRace} decides who drops out and when to stop.
 */
final class Measurement {

    private Measurement() {
    }

    /** The chosen setup, the runners-up and the next best, tuned as they would be emitted, at most five. */
    static List<SetupSpec> shortlist(Recommendation recommendation) {
        Map<String, SetupSpec> picked = new LinkedHashMap<>();
        List<Candidate> order = new ArrayList<>();
        if (recommendation.chosen() != null) {
            order.add(recommendation.chosen());
        }
        order.addAll(recommendation.runnersUp());
        order.addAll(recommendation.ranked());
        for (Candidate candidate : order) {
            if (picked.size() < 5) {
                picked.putIfAbsent(candidate.setup(), candidate.tuned());
            }
        }
        return List.copyOf(picked.values());
    }

    /**
     * The recommendation's own order, for what the runs here cannot separate: its ranking's house rules over the
     * candidates it judged.
     */
    static Comparator<String> houseOrder(Recommendation recommendation) {
        Map<String, Candidate> candidates = new HashMap<>();
        recommendation.ranked().forEach(c -> candidates.putIfAbsent(c.setup(), c));
        recommendation.runnersUp().forEach(c -> candidates.putIfAbsent(c.setup(), c));
        if (recommendation.chosen() != null) {
            candidates.putIfAbsent(recommendation.chosen().setup(), recommendation.chosen());
        }
        return Comparator.comparing(candidates::get, Ranking.HOUSE_RULES);
    }

    /**
     * Races the shortlist, with Logback's defaults beside it for comparison, until one separates, the rounds run out
     * or another round would overrun the budget; returns the finished race.
     *
     * @param minWindow the shortest measured window; low rates get longer ones, by the sweep's rule
     * @param margin M as given, or null to derive it from the rounds' spread
     * @param houseRules the recommendation's tie-break for setups the runs cannot separate
     */
    static MeasurementRace race(List<SetupSpec> shortlist, Target target, Duration warmup, Duration minWindow,
                                Duration budget, int maxRounds, Double margin, Comparator<String> houseRules,
                                PrintWriter progress)
            throws IOException, InterruptedException {
        Scenario scenario = target.bursts() ? Scenario.burst(target.burstFactor(), target.burstLength().toNanos() / 1e9)
                : Scenario.steady();
        Map<String, SetupSpec> specs = new LinkedHashMap<>();
        shortlist.forEach(s -> specs.put(s.id(), s));
        // The bar: the defaults of the framework asked for (Logback's when either will do), raced beside the shortlist.
        String reference = target.defaults(target.framework() == null ? Framework.LOGBACK : target.framework()).id();
        specs.putIfAbsent(reference, Matrix.require(reference));
        // Each run's window is the sweep's rule.
        SweptRun rule = SweptRun.at(target.rate(), target.threads(), scenario, warmup, minWindow);
        MeasurementRace race = new MeasurementRace(shortlist.stream().map(SetupSpec::id).toList(), reference, houseRules,
                budget, maxRounds, margin);
        plan(race, rule, budget, maxRounds, progress);
        RunLength length = rule.length();

        Path scratch = Files.createTempDirectory("logtune-measure-");
        String session = "measure-" + java.time.Instant.now();
        try {
            while (!race.over()) {
                int round = race.rounds() + 1;
                List<String> order = new ArrayList<>(race.entrants());
                order.add(null);
                // Seeded by target and round: the same command runs the same order.
                Collections.shuffle(order, new Random(Objects.hash(target.rate(), target.threads(), round)));
                long started = System.nanoTime();
                List<RateRecord> runs = new ArrayList<>();
                for (String setup : order) {
                    RateRecord record = Measuring.inBlock(setup == null ? null : specs.get(setup), target, length, scenario,
                            scratch).withBlock(round).inSession(session);
                    runs.add(record);
                    say(progress, String.format(Locale.ROOT, "round %d: %s: %s", round, setup == null ? "control" : setup,
                            Measuring.summary(record)));
                }
                RaceRound outcome = race.add(withControl(runs), Duration.ofNanos(System.nanoTime() - started));
                report(outcome, race, budget, maxRounds, progress);
            }
        } finally {
            FileTrees.delete(scratch);
        }
        result(race, progress);
        return race;
    }

    private static void plan(MeasurementRace race, SweptRun rule, Duration budget, int maxRounds,
                             PrintWriter progress) {
        int runs = race.entrants().size() + 1;
        Duration round = Duration.ofSeconds(Math.round(rule.estimatedSeconds() * runs));
        say(progress, String.format(Locale.ROOT, "measuring %s and the no-logging control in rounds of %d runs"
                        + " (%s s warm-up, %s s measured each, about %s a round); budget %s, at most %d rounds",
                String.join(", ", race.entrants()), runs, Numbers.human(rule.length().warmupSeconds()),
                Numbers.human(rule.length().measuredSeconds()),
                Durations.human(round), Durations.human(budget), maxRounds));
        long affordable = round.isZero() ? maxRounds : budget.toSeconds() / Math.max(1, round.toSeconds());
        if (Math.min(affordable, maxRounds) < MeasurementRace.FIRST_CUT) {
            say(progress, "note: fewer than " + MeasurementRace.FIRST_CUT + " rounds fit, and no setup can be told apart"
                    + " before then: raise the budget or shorten the measured window");
        }
    }

    /** Each setup's run beside the control of its round, as the sweep records it. */
    private static List<RateRecord> withControl(List<RateRecord> runs) {
        RateRecord control = runs.stream().filter(RateRecord::isControl).findFirst().orElseThrow();
        return runs.stream().map(r -> r.isControl() || r.response() == null || control.response() == null ? r
                : r.withBaseline(control.response(), control.evidence() == null ? control.pacerLateness()
                : control.evidence().pacerWake())).toList();
    }

    private static void report(RaceRound outcome, MeasurementRace race, Duration budget, int maxRounds, PrintWriter progress) {
        outcome.droppedOut().forEach(d -> say(progress, String.format(Locale.ROOT, "round %d: %s drops out: %s",
                d.round(), d.setup(), d.why())));
        String leader = outcome.leader() == null ? "no leader yet"
                : "leading " + outcome.leader() + " at p99 " + MeasurementRace.interval(race.p99(outcome.leader()));
        say(progress, String.format(Locale.ROOT, "round %d of at most %d: %d left (%s), %s; %s of %s used",
                outcome.round(), maxRounds, outcome.standing().size(), String.join(", ", outcome.standing()), leader,
                Durations.human(outcome.used()), Durations.human(budget)));
        if (outcome.stop() != null) {
            say(progress, "measurement ends after round " + outcome.round() + ": " + race.stopReason());
        }
    }

    private static void result(MeasurementRace race, PrintWriter progress) {
        List<String> level = race.level();
        if (level.isEmpty()) {
            say(progress, "measured: none of the shortlist stood to the end without losing events or falling behind");
        } else if (level.size() == 1) {
            say(progress, "measured: " + level.get(0) + (race.separated() ? " separated from the rest" : " leads"));
        } else {
            say(progress, "measured: " + levelLine(level) + "; " + level.get(0) + " is first by the tie-break");
        }
    }

    /** How a level set reads, wherever it is shown. */
    static String levelLine(List<String> level) {
        return "level: within the margin of each other in the same rounds: " + String.join(", ", level);
    }

    private static void say(PrintWriter progress, String line) {
        progress.println(line);
        progress.flush();
    }
}

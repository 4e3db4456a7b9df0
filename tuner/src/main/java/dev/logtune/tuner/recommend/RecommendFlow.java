package dev.logtune.tuner.recommend;

import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.tuner.buildinfo.AnswerVersions;
import dev.logtune.configs.model.ReductionMean;
import dev.logtune.tuner.advice.DataSource;
import dev.logtune.tuner.advice.LogLess;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.Recommender;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.emit.ConfigEmitter.EmitException;
import dev.logtune.tuner.emit.EmitOptions;
import dev.logtune.tuner.emit.EmitTarget;
import dev.logtune.tuner.emit.Emission;
import dev.logtune.tuner.emit.FilePlan;
import dev.logtune.tuner.emit.Requirement;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * What recommend does once its options are read, in order: pick from the data, race the shortlist here when asked,
 * write the pick when asked.
 */
final class RecommendFlow {
    private final DataSource data;
    private final Double margin;
    private final RacePlan race;
    private final PrintWriter progress;

    /**
     * @param margin M for the comparisons, or null to derive it
     * @param race the race to run before answering, or null to answer from the data alone
     * @param progress where the race reports as it goes
     */
    RecommendFlow(DataSource data, Double margin, RacePlan race, PrintWriter progress) {
        this.data = data;
        this.margin = margin;
        this.race = race;
        this.progress = progress;
    }

    /**
     * @param emit where to write the pick, or null to write nothing
     * @throws EmitException the pick cannot be written there; nothing was written
     */
    RecommendResult run(Target target, EmitTarget emit, EmitOptions emitOptions)
            throws EmitException, IOException, InterruptedException {
        return run(target, emit, emitOptions, null);
    }

    /** @param reduceWith how to log less where the history does not fit: null for the site sampler */
    RecommendResult run(Target target, EmitTarget emit, EmitOptions emitOptions, ReductionMean reduceWith)
            throws EmitException, IOException, InterruptedException {
        Recommendation answer = new Recommender(data).recommend(target, margin);
        SetupSpec pick = answer.found() ? answer.chosen().tuned() : null;
        List<MeasuredCandidate> measured = List.of();
        String measuredChoice = null;
        if (race != null && (answer.found() || answer.undecided())) {
            List<SetupSpec> shortlist = Measurement.shortlist(answer);
            MeasurementRace finished = Measurement.race(shortlist, target, RacePlan.WARMUP, race.window(), race.budget(),
                    race.maxRounds(), margin, Measurement.houseOrder(answer), progress);
            measured = finished.standings();
            measuredChoice = finished.pick();
            String winner = measuredChoice;
            pick = winner == null ? null : shortlist.stream().filter(s -> s.id().equals(winner)).findFirst().orElseThrow();
        }
        LogLess logLess = pick == null ? null : LogLess.of(target, pick, data.results(), reduceWith).orElse(null);
        List<String> written = List.of();
        List<Requirement> needs = List.of();
        if (emit != null && pick != null) {
            Emission emission;
            if (logLess != null && logLess.written() != null) {
                FilePlan plan = new FilePlan(false, target.rate(), target.diskBudget().bytes(), null, target.history(),
                        logLess.plan().kept(), logLess.lines().source());
                emission = Emission.of(logLess.written(), emit, plan, "Recommended", EmittedHeader.origin(answer),
                        EmittedHeader.logLess(answer, logLess));
            } else {
                Double measuredAt = answer.found() && answer.chosen().setup().equals(pick.id())
                        ? answer.chosen().rate().point().rate() : null;
                FilePlan plan = new FilePlan(target.plainFile(), target.rate(), target.diskBudget().bytes(), measuredAt);
                emission = Emission.of(pick, emit, plan, "Recommended",
                        EmittedHeader.origin(answer), EmittedHeader.lines(answer, pick, measured, data.results()));
            }
            written = emission.write(emit.file(), emitOptions.force()).stream().map(Object::toString).toList();
            needs = emission.needs();
        }
        List<Framework> frameworks = target.framework() != null ? List.of(target.framework()) : List.of(Framework.values());
        String versions = AnswerVersions.of(emit != null ? emit.file() : Path.of(""), frameworks).line();
        return new RecommendResult(new RecommendOutput(answer, measured, measuredChoice, written, needs, logLess, versions), pick,
                race != null);
    }
}

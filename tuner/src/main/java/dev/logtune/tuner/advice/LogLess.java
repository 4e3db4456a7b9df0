package dev.logtune.tuner.advice;

import dev.logtune.lab.results.BenchResults;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.configs.matrix.Matrix;
import dev.logtune.configs.model.BurstLimit;
import dev.logtune.configs.model.Knob;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.configs.model.ReductionMean;
import dev.logtune.configs.model.RollingFileSink;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.model.SiteSampler;
import dev.logtune.configs.model.VolumeReduction;
import dev.logtune.support.format.Numbers;
import dev.logtune.tuner.volume.LevelShares;
import dev.logtune.tuner.volume.ProfilePlan;
import dev.logtune.support.input.BadInputException;
import dev.logtune.tuner.volume.Volume;
import dev.logtune.tuner.volume.VolumeProfile;
import dev.logtune.tuner.volume.VolumePlan;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;

/**
 * A target's history in its disk budget and, where the lines do not fit, the reduced setup to write: the measured
 * reduction of a writer of the pick's framework (the site sampler unless a team takes no dependency), sized to the plan,
 * with what it measured on the service-shaped workload beside the same writer without it and logging off.
 *
 * @param plan what fits, and what to keep where it does not
 * @param mean how the written setup logs less; null where nothing is reduced
 * @param measured the matrix setup the figures come from; null where nothing is reduced
 * @param written the setup to write: {@code measured} with its limits sized to the plan; null where nothing is reduced
 * @param figures what {@code measured} did on the service-shaped workload; null where it was not measured
 * @param lines the service lines the plan's bytes come from
 * @param onProfile where the target names the service's own logs' profile: the plan made on its templates and loggers;
 *     else null
 */
public record LogLess(VolumePlan plan, ReductionMean mean, SetupSpec measured, SetupSpec written, ReductionFigures figures,
                      ServiceLines lines, ProfilePlan onProfile) {
    /** Summary lines every this many seconds: often enough that a dashboard sees drops within a scrape or two. */
    static final int SUMMARY_SECONDS = 10;

    /**
     * The plan for {@code target} (which names a history) when the service writes as {@code pick} does; empty without a
     * history, or where the lines go to standard output (the collector keeps the history there).
     */
    public static Optional<LogLess> of(Target target, SetupSpec pick, BenchResults data, ReductionMean mean) {
        if (target.history() == null || !target.rolls()) {
            return Optional.empty();
        }
        ReductionMean means = mean == null ? ReductionMean.SAMPLER : mean;
        List<SetupSpec> bases = Matrix.reductionBases().stream().filter(b -> b.framework() == pick.framework())
                .filter(b -> Matrix.reducedVariant(b, means).isPresent()).toList();
        if (bases.isEmpty()) {
            throw new BadInputException(means.words() + " is not a means " + pick.framework().displayName() + " has;"
                    + " the reductions measured for it: " + Matrix.reductionBases().stream().filter(b -> b.framework() == pick.framework())
                    .flatMap(b -> Matrix.reducedVariants(b).stream()).flatMap(s -> s.reduction().means().stream())
                    .distinct().map(ReductionMean::words).toList());
        }
        // Once a reduction cuts the volume, compression is cheap again: the compressed writer where it was measured
        // not worse than the uncompressed one.
        SetupSpec base = bases.stream().filter(b -> compresses(b) && notWorse(data, b, bases, means, target)).findFirst()
                .orElseGet(() -> bases.stream().filter(b -> !compresses(b)).findFirst().orElse(bases.get(0)));
        VolumeProfile profile = target.volume();
        ServiceLines lines = profile != null ? ServiceLines.of(profile) : ServiceLines.of(base);
        Volume all = new Volume(target.rate(), lines.bytes(), compresses(base) ? lines.gzipRatio() : 1);
        long file = ((RollingFileSink) base.sink()).rolling().maxFileSizeBytes();
        VolumePlan plan = VolumePlan.of(all, target.history(), target.diskBudget(), (compresses(base) ? 2 : 1) * file,
                LevelShares.of(profile));
        ProfilePlan onProfile = profile == null ? null : ProfilePlan.of(profile, plan);
        if (plan.kind() == VolumePlan.Kind.FITS) {
            return Optional.of(new LogLess(plan, null, null, null, null, lines, onProfile));
        }
        SetupSpec measured = Matrix.reducedVariant(base, means).orElseThrow();
        // Against the same writer without the reduction: its own base where that was raced beside it, else the other
        // base of the framework (the gzip twin's reduction was raced beside the uncompressed writer).
        List<RateRecord> runs = VolumeReference.serviceRuns(data);
        ReductionFigures figures = java.util.stream.Stream.concat(java.util.stream.Stream.of(base), bases.stream())
                .map(b -> ReductionFigures.of(runs, measured.id(), b.id(), target.rate(), target.threads()))
                .flatMap(Optional::stream).findFirst().orElse(null);
        SetupSpec written = plan.kind() == VolumePlan.Kind.REDUCE ? sized(measured, plan, onProfile) : null;
        return Optional.of(new LogLess(plan, means, measured, written, figures, lines, onProfile));
    }

    /**
     * The measured reduction with the plan's limits: the sampler's budget, BurstFilter's rate, or, planned on the
     * service's own logs, its heaviest loggers quieted.
     */
    static SetupSpec sized(SetupSpec measured, VolumePlan plan, ProfilePlan onProfile) {
        VolumeReduction reduction = measured.reduction();
        if (reduction.sampler() != null) {
            SiteSampler sampler = new SiteSampler((int) Math.min(Integer.MAX_VALUE, plan.perSiteLimit()),
                    (int) Math.min(Integer.MAX_VALUE, plan.infoLimit()), SUMMARY_SECONDS);
            return measured.toBuilder().reduction(reduction.withSampler(sampler))
                    .describedAs(reducedBy(measured, String.format(Locale.ROOT, "the site sampler: every WARN and ERROR kept, below"
                            + " WARN at most %s events/s a call site and %s/s in all, the drops counted every %d s",
                            Numbers.count(plan.perSiteLimit()), Numbers.count(plan.infoLimit()), SUMMARY_SECONDS)))
                    .because(Knob.SAMPLER, String.format(Locale.ROOT, "every WARN and ERROR passes; below WARN each call site"
                                    + " (message template) keeps at most %s events/s and all together %s/s, shared so a rare"
                                    + " site keeps every event: what %s of history at %s events/s leaves in %s after WARN and"
                                    + " ERROR, a fifth kept back for an incident. A line on logger logtune.sampler counts what"
                                    + " was dropped every %d s", Numbers.count(plan.perSiteLimit()), Numbers.count(plan.infoLimit()),
                            plan.history().describe(), Numbers.human(plan.all().eventsPerSecond()), plan.budget().describe(),
                            SUMMARY_SECONDS))
                    .build();
        }
        if (reduction.burst() != null) {
            BurstLimit burst = new BurstLimit(LogLevel.INFO, plan.infoLimit(), plan.infoLimit() * 10);
            return measured.toBuilder().reduction(reduction.withBurst(burst))
                    .describedAs(reducedBy(measured, String.format(Locale.ROOT, "BurstFilter: INFO and below at %s events/s in"
                            + " all, bursts of up to %s, WARN and ERROR unlimited", Numbers.count((long) burst.ratePerSecond()),
                            Numbers.count(burst.maxBurst())))).build();
        }
        if (onProfile != null && onProfile.loggers() != null && !onProfile.loggers().quieted().isEmpty()) {
            Map<String, LogLevel> levels = new LinkedHashMap<>();
            onProfile.loggers().quieted().forEach(logger -> levels.put(logger, LogLevel.WARN));
            return measured.toBuilder().reduction(reduction.withLoggerLevels(levels))
                    .describedAs(reducedBy(measured, "per-logger levels: " + String.join(", ", levels.keySet()) + " at WARN"))
                    .build();
        }
        return measured;
    }

    /** The measured setup's description with its reduction said as this file has it. */
    private static String reducedBy(SetupSpec measured, String words) {
        String description = measured.description();
        int at = description.indexOf("; volume reduced by ");
        return (at < 0 ? description : description.substring(0, at)) + "; volume reduced by " + words;
    }

    /** "Logs less, never silently: it keeps every WARN and ERROR; below WARN ...; 7 days in 50 GB at 230k events/s". */
    public String keeps() {
        String where = String.format(Locale.ROOT, "%s in %s at %s events/s", plan.history().describe(), plan.budget().describe(),
                Numbers.human(plan.all().eventsPerSecond()));
        if (mean == ReductionMean.SAMPLER) {
            return String.format(Locale.ROOT, "Logs less, never silently: it keeps every WARN and ERROR; below WARN at most %s"
                            + " events/s a call site and %s/s in all (a rare call site keeps every event), and a line on logger"
                            + " logtune.sampler counts what it dropped every %d s; %s", Numbers.count(plan.perSiteLimit()),
                    Numbers.count(plan.infoLimit()), SUMMARY_SECONDS, where);
        }
        if (mean == ReductionMean.BURST) {
            return String.format(Locale.ROOT, "Logs less with Log4j2's BurstFilter: every WARN and ERROR passes; INFO and below"
                    + " at most %s events/s in all, dropped silently past that; %s", Numbers.count(plan.infoLimit()), where);
        }
        return "Logs less with per-logger levels: " + String.join(", ", written.reduction().loggerLevels().entrySet().stream()
                .map(e -> e.getKey() + " at " + e.getValue()).toList()) + "; every WARN and ERROR passes; " + where;
    }

    /**
     * Where the plan cannot fit and the means does not bound the volume (per-logger levels): what it measured it keeps
     * of the bytes, so a team sees why only a budget fits.
     */
    public Optional<String> unbounded() {
        if (written != null || mean != ReductionMean.LOGGER_LEVELS || figures == null || !(figures.unreducedBytesPerSecond() > 0)) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "per-logger levels do not bound the volume: measured on the"
                        + " service-shaped workload they kept %.0f%% of the bytes (%s of %s at %s/s): only a budget (the site"
                        + " sampler, or Log4j2's BurstFilter) cuts it to what fits",
                100 * figures.bytesPerSecond() / figures.unreducedBytesPerSecond(),
                dev.logtune.support.format.Bytes.scaled(figures.bytesPerSecond()) + "/s",
                dev.logtune.support.format.Bytes.scaled(figures.unreducedBytesPerSecond()) + "/s", Numbers.human(figures.rate())));
    }

    /** What a means drops that the sampler would keep: said wherever a team picks it. */
    public String loses() {
        if (mean == null || mean == ReductionMean.SAMPLER) {
            return "";
        }
        return switch (mean) {
            case LOGGER_LEVELS -> "a quieted logger's INFO lines are gone whole, its rare ones with its frequent ones, and"
                    + " the volume is not bounded: it follows what the other loggers write";
            case BURST -> "one budget for every call site: a hot site spends it and a rare one's events go with the hot"
                    + " one's, silently (BurstFilter counts nothing)";
            case DUPLICATES -> "a repeated template is dropped whatever its level, ERROR too, silently";
            default -> "";
        };
    }

    private static boolean compresses(SetupSpec setup) {
        return setup.sink() instanceof RollingFileSink sink && sink.rolling().compress();
    }

    /**
     * Whether the reduction over {@code base} was not measured worse than over the other bases in the same blocks: its
     * paired p99 ratio's interval is not wholly above 1.
     */
    private static boolean notWorse(BenchResults data, SetupSpec base, List<SetupSpec> bases, ReductionMean means, Target target) {
        String mine = Matrix.reducedVariant(base, means).orElseThrow().id();
        return bases.stream().filter(b -> b != base).map(b -> Matrix.reducedVariant(b, means).orElseThrow().id())
                .allMatch(other -> ReductionFigures.between(VolumeReference.serviceRuns(data), mine, other, target.rate(), target.threads())
                        .map(r -> r.low() <= 1).orElse(false));
    }
}

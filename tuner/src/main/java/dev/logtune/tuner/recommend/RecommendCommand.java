package dev.logtune.tuner.recommend;

import dev.logtune.benchmarks.results.ResultsFile;
import dev.logtune.benchmarks.results.ResultsFile.ResultsException;
import dev.logtune.benchmarks.format.Numbers;
import dev.logtune.configs.Versions;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.SetupSpec;
import dev.logtune.configs.render.RenderedSetup;
import dev.logtune.tuner.report.Report;
import dev.logtune.tuner.cli.Burst;
import dev.logtune.tuner.cli.BurstConverter;
import dev.logtune.tuner.cli.DurationConverter;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.FormatOption;
import dev.logtune.tuner.cli.ResultsOption;
import dev.logtune.tuner.cli.FrameworkChoice;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.ProgressOutput;
import dev.logtune.tuner.cli.TargetOptions;
import dev.logtune.tuner.emit.ConfigEmitter;
import dev.logtune.tuner.emit.EmitOptions;
import dev.logtune.tuner.emit.EmitTarget;
import dev.logtune.tuner.emit.Requirement;
import dev.logtune.tuner.emit.Requirements;
import dev.logtune.tuner.emit.ServiceRendering;
import dev.logtune.tuner.advice.Candidate;
import dev.logtune.tuner.advice.Comparison;
import dev.logtune.tuner.advice.DataSource;
import dev.logtune.tuner.report.TargetPage;
import dev.logtune.tuner.advice.Explanation;
import dev.logtune.tuner.advice.Ranking;
import dev.logtune.tuner.advice.Recommendation;
import dev.logtune.tuner.advice.Recommender;
import dev.logtune.tuner.advice.Target;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

@Command(name = "recommend", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Pick the logging setup for a target rate from measured results: which, why, with the figures behind it.",
                "--rate is the total event rate of the process, over all threads."},
        exitCodeList = {ExitCode.OK + ":a setup meets the target, measured at or above it (and --emit wrote it)",
                ExitCode.NEGATIVE + ":no setup meets the target; the best achievable and what would help are shown",
                ExitCode.BAD_INPUT + ":bad input: options, a missing or malformed results file, a file --emit will not overwrite",
                ExitCode.EXTRAPOLATED + ":the target lies beyond the measured rates or thread counts: the answer is an extrapolation"
                        + " (--measure measures it here)",
                ExitCode.UNDECIDED + ":undecided: setups meet the target, but the paired blocks cannot yet tell which is not worse"
                        + " than the rest; nothing is written (--measure decides it here)"})
public final class RecommendCommand implements Callable<Integer> {
    @Mixin
    TargetOptions load;

    @Option(names = "--framework", defaultValue = "any", converter = FrameworkChoice.Converter.class,
            description = "logback, log4j2 or any (default: ${DEFAULT-VALUE}; with --emit, the file's name decides).")
    FrameworkChoice framework;

    @Option(names = "--burst", converter = BurstConverter.class, description = "A burst to absorb: FACTORxDURATION, e.g. 5x1s.")
    Burst burst;

    @Option(names = "--p99", converter = DurationConverter.class, description = "A ceiling on response p99 at the rate (e.g. 200us).")
    Duration p99;

    @Option(names = "--margin", paramLabel = "M", description = "The margin M of the paired comparisons: setups within a"
            + " factor of M either way are level (e.g. 1.5). Default: the tightest of 1.25, 1.5, 2 and 3 the blocks can decide.")
    Double margin;

    @Mixin
    ResultsOption results;

    @Option(names = "--measure", description = "Race the shortlist on this machine at the rate before answering: rounds of"
            + " fresh JVMs beside a no-logging control, dropping each setup the runs show to be worse, until one is left.")
    boolean measure;

    // 3 s, the sweep's shortest window: the default 15-minute budget fits about twelve rounds of a shortlist of five
    // beside the defaults and the control (7 runs of about 9 s), the last planned look.
    @Option(names = "--measure-duration", defaultValue = "3s", converter = DurationConverter.class,
            description = "The shortest window --measure measures each run (default: ${DEFAULT-VALUE}, after 2 s warm-up;"
                    + " low rates get longer ones, for the p99.9).")
    Duration measureDuration;

    @Option(names = "--budget", defaultValue = "15m", converter = DurationConverter.class,
            description = "Time --measure may take: it stops before a round that would overrun it (default: ${DEFAULT-VALUE}).")
    Duration budget;

    @Option(names = "--max-rounds", defaultValue = "12",
            description = "Rounds --measure runs at most (default: ${DEFAULT-VALUE}; setups are judged at rounds 8, 10 and 12,"
                    + " planned in advance, paired within the same rounds).")
    int maxRounds;

    @Mixin
    FormatOption formatOption;

    @Option(names = "--emit", paramLabel = "FILE", description = "Write the chosen setup, tuned to the target, to FILE:"
            + " logback.xml, logback-spring.xml, log4j2.xml or log4j2-spring.xml (the name decides the framework).")
    Path emit;

    @Mixin
    EmitOptions emitOptions;

    @Option(names = "--report", paramLabel = "DIR", description = "Also write DIR/index.html (the chosen setup against the level"
            + " set and Logback's defaults at the target, as charts; opens from disk) and DIR/comment.md (for a pull request).")
    Path report;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        OutputFormat format = formatOption.checked(spec, OutputFormat.TEXT, OutputFormat.JSON, OutputFormat.MARKDOWN);
        PrintWriter err = spec.commandLine().getErr();
        EmitTarget emitTarget = null;
        if (emit != null) {
            try {
                emitTarget = EmitTarget.of(emit);
                if (framework.framework() != null) {
                    emitTarget.check(framework.framework());
                }
            } catch (ConfigEmitter.EmitException e) {
                err.println("tuner: " + e.getMessage());
                err.flush();
                return ExitCode.BAD_INPUT;
            }
        }
        if (report != null && !emitOptions.force()
                && (Files.exists(report.resolve("index.html")) || Files.exists(report.resolve("comment.md")))) {
            err.println("tuner: " + report + " already holds a report; nothing was written (--force replaces it)");
            err.flush();
            return ExitCode.BAD_INPUT;
        }
        Target target = target(emitTarget);
        DataSource source;
        try {
            source = results.data();
        } catch (ResultsException e) {
            err.println("tuner: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        if (margin != null && !(margin > 1)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--margin must be above 1 (a factor, e.g. 1.5), was " + margin);
        }
        Recommendation answer = new Recommender(source).recommend(target, margin);
        List<MeasuredCandidate> measured = List.of();
        String measuredChoice = null;
        SetupSpec toEmit = answer.found() ? answer.chosen().tuned() : null;
        if ((answer.found() || answer.undecided()) && measure) {
            if (maxRounds < 1) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--max-rounds must be at least 1, was " + maxRounds);
            }
            List<SetupSpec> shortlist = Measurement.shortlist(answer);
            // What the runs here cannot separate is ordered as the recommendation orders its level set.
            Map<String, Candidate> candidates = new HashMap<>();
            answer.ranked().forEach(c -> candidates.putIfAbsent(c.setup(), c));
            answer.runnersUp().forEach(c -> candidates.putIfAbsent(c.setup(), c));
            if (answer.chosen() != null) {
                candidates.putIfAbsent(answer.chosen().setup(), answer.chosen());
            }
            MeasurementRace race = Measurement.race(shortlist, target, Duration.ofSeconds(2), measureDuration, budget,
                    maxRounds, margin, Comparator.comparing(candidates::get, Ranking.HOUSE_RULES),
                    ProgressOutput.detect().writer(err));
            measured = race.standings();
            measuredChoice = race.pick();
            String winner = measuredChoice;
            toEmit = winner == null ? null : shortlist.stream().filter(s -> s.id().equals(winner)).findFirst().orElseThrow();
        }
        List<String> emitted = new ArrayList<>();
        List<Requirement> needs = List.of();
        if (emitTarget != null && toEmit != null) {
            try {
                emitTarget.check(toEmit.framework());
                RenderedSetup rendered = ServiceRendering.render(toEmit, emitTarget, emitOptions.rolling(), target.rate(),
                        header(answer, source, toEmit, measured, target));
                ConfigEmitter.write(rendered, emit, emitOptions.force()).forEach(p -> emitted.add(p.toString()));
                needs = Requirements.of(toEmit, emitTarget, !rendered.properties().isEmpty());
            } catch (ConfigEmitter.EmitException e) {
                err.println("tuner: " + e.getMessage());
                err.flush();
                return ExitCode.BAD_INPUT;
            }
        }
        RecommendOutput output = new RecommendOutput(answer, measured, measuredChoice, emitted, needs);
        PrintWriter out = spec.commandLine().getOut();
        // Name the file for what would be written: with --measure, the measured winner's framework.
        String next = String.format(Locale.ROOT, "tuner recommend --rate %.0f --threads %d%s%s --emit %s", target.rate(), target.threads(),
                framework == FrameworkChoice.ANY ? "" : " --framework " + framework.label(), measure ? " --measure" : "",
                toEmit != null && toEmit.framework() == Framework.LOG4J2 ? "log4j2.xml" : "logback.xml");
        Report built = RecommendReport.build(output, next);
        switch (format) {
            case JSON -> out.println(ResultsFile.mapper().writeValueAsString(output));
            case MARKDOWN -> out.print(built.toMarkdown());
            default -> out.print(built.toText());
        }
        out.flush();
        if (report != null) {
            Path page = report.resolve("index.html");
            Path comment = report.resolve("comment.md");
            Files.createDirectories(report);
            ResultsFile.writeAtomically(page, TargetPage.render(answer, source.results(), built.toText()));
            ResultsFile.writeAtomically(comment, TargetPage.comment(answer, "index.html"));
            err.println("tuner: wrote " + page + " and " + comment);
        }
        if (emit != null && toEmit == null) {
            err.println("tuner: nothing written to " + emit + (answer.undecided() && !measure
                    ? ": undecided, the paired blocks cannot yet tell which setup to write" : ": no setup met the target"));
        }
        if (answer.undecided() && !measure) {
            return ExitCode.UNDECIDED;
        }
        if (!answer.found() || (measure && measuredChoice == null)) {
            return ExitCode.NEGATIVE;
        }
        return answer.extrapolated() && !measure ? ExitCode.EXTRAPOLATED : 0;
    }

    private Target target(EmitTarget emitTarget) {
        // --emit logback.xml with --framework any means: the best Logback setup.
        Framework chosen = framework.framework() != null ? framework.framework() : emitTarget == null ? null : emitTarget.framework();
        return load.target(spec, chosen, burst, p99);
    }

    private List<String> header(Recommendation answer, DataSource source, SetupSpec emitted, List<MeasuredCandidate> measured,
                                Target target) {
        Candidate chosen = answer.ranked().stream().filter(c -> c.setup().equals(emitted.id())).findFirst().orElse(answer.chosen());
        List<String> lines = new ArrayList<>();
        lines.add("Recommended by logtune " + Versions.logtune() + " on " + LocalDate.now() + " for " + answer.targetText() + ".");
        lines.add(String.format(Locale.ROOT, "Response p99 %s (%s); capacity planned on %s events/s at %d threads.",
                Explanation.p99(chosen), chosen.rate().nearness(), Numbers.human(chosen.capacity().eventsPerSecond()), answer.threads()));
        Comparison comparison = answer.comparison();
        if (comparison != null && chosen == answer.chosen()) {
            lines.add("Compared by p99 ratio in the same blocks (" + comparison.point() + "), margin "
                    + Explanation.margin(comparison.margin()) + ":");
            comparison.ratios().forEach(r -> lines.add("  over " + r.against() + ": " + r.describe()));
            if (comparison.control() != null) {
                lines.add("  over no logging: " + comparison.control().describe());
            }
        }
        if (answer.level().size() > 1) {
            lines.add("Level within " + Explanation.margin(comparison.margin()) + " with " + answer.level().stream()
                    .map(Candidate::setup).filter(s -> !s.equals(chosen.setup())).collect(Collectors.joining(", ")) + ".");
        }
        lines.add("On a crash (a JVM killed without its shutdown hooks): " + chosen.unflushedText() + ".");
        if (answer.extrapolated()) {
            lines.add("Your target lies beyond what was measured: this is an extrapolation. Measure it with recommend and its measure option.");
        }
        measured.stream().filter(m -> m.setup().equals(emitted.id()) && m.p99() != null).findFirst().ifPresent(m -> {
            List<String> level = measured.stream().filter(o -> o.level() && !o.setup().equals(m.setup()))
                    .map(MeasuredCandidate::setup).toList();
            lines.add(String.format(Locale.ROOT, "Measured on the machine that wrote this file: median response p99 %s us"
                            + " (95%% interval %s-%s) over %d rounds, p99.9 %s us%s.", Numbers.human(m.p99().median()),
                    Numbers.human(m.p99().low()), Numbers.human(m.p99().high()), m.runs(), Numbers.human(m.p999().median()),
                    level.isEmpty() ? "" : "; level there with " + String.join(", ", level)
                            + ": the runs could not separate them"));
        });
        lines.add("Data: " + source.describe() + ".");
        // XML comments may not contain a double hyphen, so the command is described rather than quoted.
        lines.add(String.format(Locale.ROOT, "Check it on your hardware: run tuner verify on this file at %.0f events/s over %d threads%s.",
                answer.rate(), answer.threads(), target.stall() == null ? "" : ", with its stall option at " + target.stall().toMillis() + " ms"));
        return lines;
    }
}

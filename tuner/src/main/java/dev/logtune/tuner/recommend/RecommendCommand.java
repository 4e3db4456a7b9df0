package dev.logtune.tuner.recommend;

import dev.logtune.lab.results.ResultsFile.ResultsException;
import dev.logtune.configs.model.Framework;
import dev.logtune.configs.model.ReductionMean;
import dev.logtune.tuner.cli.ReductionMeanConverter;
import dev.logtune.tuner.advice.DataSource;
import dev.logtune.tuner.advice.Target;
import dev.logtune.tuner.cli.Burst;
import dev.logtune.tuner.cli.BurstConverter;
import dev.logtune.tuner.cli.DurationConverter;
import dev.logtune.tuner.cli.ExitCode;
import dev.logtune.tuner.cli.FormatOption;
import dev.logtune.tuner.cli.FrameworkChoice;
import dev.logtune.tuner.cli.OutputFormat;
import dev.logtune.tuner.cli.Renderers;
import dev.logtune.tuner.cli.WritesFormats;
import dev.logtune.tuner.cli.ProgressOutput;
import dev.logtune.tuner.cli.ResultsOption;
import dev.logtune.tuner.cli.TargetOptions;
import dev.logtune.tuner.emit.ConfigEmitter.EmitException;
import dev.logtune.tuner.emit.EmitOptions;
import dev.logtune.tuner.emit.EmitTarget;
import dev.logtune.tuner.userfiles.UserFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;

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
public final class RecommendCommand implements Callable<Integer>, WritesFormats {
    @Mixin
    TargetOptions load;

    @Option(names = "--framework", defaultValue = "any", converter = FrameworkChoice.Converter.class,
            description = "logback, log4j2 or any (default: ${DEFAULT-VALUE}; with --emit, the file's name decides).")
    FrameworkChoice framework;

    @Option(names = "--burst", converter = BurstConverter.class, description = "A burst to absorb: FACTORxDURATION, e.g. 5x1s.")
    Burst burst;

    @Option(names = "--p99", converter = DurationConverter.class, description = "A ceiling on response p99 at the rate (e.g. 200us).")
    Duration p99;

    @Option(names = "--virtual-threads", description = "The service's requests run on virtual threads (Spring Boot's"
            + " spring.threads.virtual.enabled): only setups measured with virtual-thread callers that did not stop the"
            + " threads beside them through a disk stall, with those figures.")
    boolean virtualThreads;

    @Option(names = "--margin", paramLabel = "M", description = "The margin M of the paired comparisons: setups within a"
            + " factor of M either way are level (e.g. 1.5). Default: the tightest of 1.25, 1.5, 2 and 3 the blocks can decide.")
    Double margin;

    @Mixin
    ResultsOption results;

    @Mixin
    MeasureOptions measure;

    @Mixin
    FormatOption format;

    @Option(names = "--details", description = "As text, the full report: every paired comparison, the runners-up, every"
            + " setup excluded and why (Markdown and JSON always hold it).")
    boolean details;

    @Option(names = "--emit", paramLabel = "FILE", description = "Write the chosen setup, tuned to the target, to FILE:"
            + " logback.xml, logback-spring.xml, log4j2.xml or log4j2-spring.xml (the name decides the framework).")
    Path emit;

    @Mixin
    EmitOptions emitOptions;

    @Option(names = "--reduce-with", paramLabel = "sampler|levels|burst", converter = ReductionMeanConverter.class,
            description = "Where --history does not fit --disk-budget, how to log less: sampler (logtune-sampler: every WARN and"
                    + " ERROR kept, a budget per call site, what it drops counted; the default), levels (quiets the noisiest"
                    + " libraries' loggers to WARN, no dependency), burst (Log4j2's BurstFilter, no dependency).")
    ReductionMean reduceWith;

    @Option(names = "--report", paramLabel = "DIR", description = "Also write DIR/index.html (the chosen setup against the level"
            + " set and Logback's defaults at the target, as charts; opens from disk) and DIR/comment.md (for a pull request).")
    Path report;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Reads the options, hands the flow the work (data, pick, race, emit), prints the answer and says how it ended. */
    @Override
    public Integer call() throws Exception {
        OutputFormat how = RecommendRenderers.ALL.choose(format, spec);
        if (margin != null && !(margin > 1)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--margin must be above 1 (a factor, e.g. 1.5), was " + margin);
        }
        RacePlan race = measure.plan(spec);
        PrintWriter err = spec.commandLine().getErr();
        RecommendResult result;
        ReportDir reportDir = report == null ? null : new ReportDir(report);
        DataSource data;
        try {
            EmitTarget emitTarget = emitTarget();
            if (reportDir != null) {
                reportDir.check(emitOptions.force());
            }
            Target target = target(emitTarget);
            data = results.data();
            result = new RecommendFlow(data, margin, race, ProgressOutput.detect().writer(err)).run(target, emitTarget, emitOptions, reduceWith);
        } catch (EmitException | ResultsException | UserFiles.Refused e) {
            return badInput(e.getMessage());
        }
        RecommendPrintout printout = RecommendPrintout.of(result,
                NextCommand.of(result, spec.commandLine().getParseResult(), data, margin), data, details);
        RecommendRenderers.ALL.render(how, printout, spec.commandLine().getOut());
        if (reportDir != null) {
            try {
                reportDir.write(result.answer(), data.results(), printout.report().toText(), emitOptions.force());
            } catch (UserFiles.Refused e) {
                // made while the answer was worked out
                return badInput(e.getMessage());
            }
            err.println("tuner: wrote " + reportDir.page() + " and " + reportDir.comment());
        }
        if (emit != null && result.pick() == null) {
            err.println("tuner: nothing written to " + emit + ": " + result.nothingWritten());
        }
        return result.exitCode();
    }

    /** Where --emit writes, checked against --framework; null without --emit. */
    private EmitTarget emitTarget() throws EmitException {
        if (emit == null) {
            return null;
        }
        EmitTarget target = EmitTarget.of(emit);
        if (framework.framework() != null) {
            try {
                target.check(framework.framework());
            } catch (EmitException e) {
                // recommend, unlike emit, can be asked for the file's framework instead.
                throw new EmitException(e.getMessage() + " (or ask for " + target.framework().displayName() + " with --framework)");
            }
        }
        return target;
    }

    private Target target(EmitTarget emitTarget) {
        // --emit logback.xml with --framework any means: the best Logback setup.
        Framework chosen = framework.framework() != null ? framework.framework() : emitTarget == null ? null : emitTarget.framework();
        return load.target(spec, chosen, burst, p99).onVirtualThreads(virtualThreads);
    }

    private int badInput(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println("tuner: " + message);
        err.flush();
        return ExitCode.BAD_INPUT;
    }

    @Override
    public Renderers<?> renderers() {
        return RecommendRenderers.ALL;
    }
}
